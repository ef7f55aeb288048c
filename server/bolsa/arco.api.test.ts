// Issue 32, ARCO: the access export includes the person's applications, CV and alert; a cancellation withdraws open
// applications and hides the person from every employer's view.
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp } from '../test/helper';
import { cancelarBolsa, datosBolsa } from './arco';
import { URL, crearPrograma, egresado, empresa, ofertaPublicada } from './test/fixtures';
import { pdfDePrueba } from '../test/pdf';

describe('bolsa: ARCO', async () => {
  const app = await buildTestApp();
  const programa = await crearPrograma(app, { clave: 'DER-B', nombre: 'Derecho' });
  const emp = await empresa(app, 51);
  const oferta = await ofertaPublicada(app, emp, programa.id, { titulo: 'Pasante de derecho', jornada: 'practicas', sueldoMin: undefined, sueldoMax: undefined });
  const g = await egresado(app, 8, programa.id);
  const form = new FormData();
  form.append('datos', JSON.stringify({ mensaje: 'Hola', consentimiento: true }));
  form.append('cv', new Blob([new Uint8Array(pdfDePrueba())]), 'cv-derecho.pdf');
  const r = new Request('http://localhost/', { method: 'POST', body: form });
  await app.inject({ method: 'POST', url: `${URL}/ofertas/${oferta}/candidaturas`, headers: { ...bearer(g.token), 'content-type': r.headers.get('content-type')! }, payload: Buffer.from(await r.arrayBuffer()) });
  await app.inject({ method: 'PUT', url: `${URL}/alertas`, headers: bearer(g.token), payload: { programaIds: [programa.id], modalidades: [], entidades: [], activa: true } });
  const persona = { correos: [g.correo], usuarioId: null, egresadoIds: [g.id] };

  it('the access export carries the applications (with the CV and consent), and the alert', async () => {
    const d = await datosBolsa(app.db, persona);
    expect(d.candidaturas).toEqual([expect.objectContaining({ oferta: 'Pasante de derecho', estado: 'enviada', cv: 'cv-derecho.pdf', consentimientoVersion: expect.any(String) })]);
    expect(d.alertas).toEqual([expect.objectContaining({ programaIds: [programa.id], activa: true })]);
  });

  it('a cancellation withdraws open applications, hides them from the employer and stops the alert', async () => {
    expect(await cancelarBolsa(app.db, persona)).toEqual({ candidaturasRetiradas: 1, candidaturasOcultas: 1 });
    const lista = await app.inject({ url: `${URL}/candidaturas?filter=${encodeURIComponent(JSON.stringify({ ofertaId: oferta }))}`, headers: bearer(emp.token) });
    expect(lista.json()).toEqual([]);
    const d = await datosBolsa(app.db, persona);
    expect(d.candidaturas[0].estado).toBe('retirada');
    expect(d.alertas[0].activa).toBe(false);
  });
});
