// The more documents a round asks of its finalists (issue 33): the nominator sends them from «Mis postulaciones»,
// checked by content like every upload; only that round's jurados (and staff) read them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, postulaciones, rondaDocumentos, usuarios } from '../../db/schema';
import { createRole } from '../../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../../test/helper';
import { pdfDePrueba } from '../../test/pdf';
import { PNG, crearCategoria, crearConvocatoria, datosPostulacion, enviarRegistro, multipart } from '../test-support';

const hora = 3_600_000;

describe('Mis postulaciones: documentos adicionales de una ronda', async () => {
  const app = await buildTestApp({ FILES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ronda-docs-')) });
  const admin = await adminToken(app);
  await createRole(app, admin, 'jurado de documentos', ['evaluaciones.ver', 'evaluaciones.editar'], 'postulaciones');
  const [j1, j2] = [await userWithRoles(app, 'doc-j1@universidad.mx', ['jurado de documentos']), await userWithRoles(app, 'doc-j2@universidad.mx', ['jurado de documentos'])];
  const idDe = async (email: string) => (await app.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email)))[0].id;
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  const conv = await crearConvocatoria(app, admin);
  const cat = await crearCategoria(app, admin, conv.id);
  async function postulacion(n: number) {
    const res = await enviarRegistro(
      app,
      datosPostulacion(cat.id, { postulante: { nombre: `Persona ${n} Ruiz Soto`, correo: `p${n}@correo.mx`, telefono: '55 1234 5678', vinculo: 'egresado', matricula: `D${n}`, anio: 2010 }, nominador: { tipo: 'tercero', nombre: `Nominador ${n}`, correo: `nom${n}@correo.mx`, relacion: 'Colega' } }),
      undefined,
      { ip: `10.8.0.${n}` },
    );
    if (res.statusCode !== 201) throw new Error(res.body);
    const [p] = await app.db.select({ id: postulaciones.id }).from(postulaciones).where(eq(postulaciones.folio, res.json().folio));
    for (const estado of ['en_revision', 'elegible']) expect((await api('PUT', `/postulaciones/${p.id}/estado`, admin, { estado })).statusCode).toBe(200);
    return p.id;
  }
  const [pA, pB] = [await postulacion(1), await postulacion(2)];

  async function sesion(correo: string, n: number) {
    expect((await app.inject({ method: 'POST', url: '/api/postulaciones/acceso', payload: { correo }, remoteAddress: `10.8.1.${n}` })).statusCode).toBe(202);
    const [mail] = (await app.db.select().from(outbox).where(eq(outbox.to, correo))).filter((m) => m.subject.includes('Mis postulaciones'));
    const token = /\/postulaciones\/mis-postulaciones\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    return (await app.inject({ method: 'POST', url: '/api/postulaciones/acceso/canjear', payload: { token }, remoteAddress: `10.8.1.${n}` })).json().token as string;
  }

  let r1 = 0;
  let r2 = 0;
  it('la persona que postuló sube el documento pedido, revisado por su contenido; solo el jurado de esa ronda lo lee', async () => {
    r1 = (await api('GET', `/categorias/${cat.id}/rondas`, admin)).json()[0].id;
    const dos = await api('POST', `/categorias/${cat.id}/rondas`, admin, {
      nombre: 'Final', modo: 'si_no', inicio: new Date(Date.now() - hora).toISOString(), fin: new Date(Date.now() + 48 * hora).toISOString(),
      documentosAdicionales: [{ clave: 'avance', nombre: 'Reporte de avance', requerido: true, tipos: ['pdf'], maxMb: 5 }],
    });
    expect(dos.statusCode, dos.body).toBe(201);
    r2 = dos.json().id;
    expect((await api('PUT', `/rondas/${r1}/jurados`, admin, { usuarioIds: [await idDe('doc-j1@universidad.mx')] })).statusCode).toBe(200);
    expect((await api('POST', `/rondas/${r1}/asignar`, admin, { modo: 'todos' })).statusCode).toBe(200);
    expect((await api('POST', `/rondas/${r1}/promover`, admin, { postulacionIds: [pA, pB], forzar: true })).statusCode).toBe(200);
    expect((await api('PUT', `/rondas/${r2}/jurados`, admin, { usuarioIds: [await idDe('doc-j2@universidad.mx')] })).statusCode).toBe(200);
    expect((await api('POST', `/rondas/${r2}/asignar`, admin, { modo: 'todos' })).statusCode).toBe(200);

    const nominador = await sesion('nom1@correo.mx', 1);
    const antes = (await api('GET', '/postulaciones/mias', nominador)).json();
    expect(antes[0].documentosSolicitados).toEqual([expect.objectContaining({ ronda: 2, rondaId: r2, clave: 'avance', nombre: 'Reporte de avance', archivo: null })]);
    const subir = async (token: string, id: number, archivo: { data: Buffer; name: string }) => {
      const { payload, headers } = await multipart({}, { avance: archivo });
      return app.inject({ method: 'POST', url: `/api/postulaciones/${id}/rondas/${r2}/documentos`, payload, headers: { ...headers, ...bearer(token) } });
    };
    // Refused by content, in Spanish, with nothing stored.
    const png = await subir(nominador, pA, { data: PNG, name: 'avance.pdf' });
    expect(png.statusCode).toBe(422);
    expect(png.json().errors.avance[0]).toMatch(/PDF/);
    const activo = await subir(nominador, pA, { data: pdfDePrueba({ catalogo: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' }), name: 'avance.pdf' });
    expect(activo.statusCode).toBe(422);
    expect(activo.json().errors.avance[0]).toMatch(/[áéíóú]|contenido|PDF/);
    expect(await app.db.select().from(rondaDocumentos)).toHaveLength(0);
    // Another nominator's nomination: 404, nothing stored.
    expect((await subir(nominador, pB, { data: pdfDePrueba(), name: 'avance.pdf' })).statusCode).toBe(404);
    expect((await subir(await sesion('nom2@correo.mx', 2), pA, { data: pdfDePrueba(), name: 'avance.pdf' })).statusCode).toBe(404);
    const ok = await subir(nominador, pA, { data: pdfDePrueba(), name: 'avance.pdf' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await api('GET', '/postulaciones/mias', nominador)).json()[0].documentosSolicitados[0].archivo).toBe('avance.pdf');

    // Round 2's jurado reads it through their assignment; round 1's jurado, who judged the same nomination, does not.
    const [e2] = (await api('GET', '/evaluaciones?filter={}&range=[0,9]', j2)).json().filter((e: { postulacionId: number }) => e.postulacionId === pA);
    const detalle = (await api('GET', `/evaluaciones/${e2.id}`, j2)).json();
    const doc = detalle.postulacion.documentos.find((d: { clave: string }) => d.clave === 'avance');
    expect(doc.url).toBe(`/api/evaluaciones/${e2.id}/ronda/documentos/avance`);
    const leido = await api('GET', doc.url.replace('/api', ''), j2);
    expect(leido.statusCode).toBe(200);
    expect(leido.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [e1] = (await api('GET', '/evaluaciones?filter={}&range=[0,9]', j1)).json().filter((e: { postulacionId: number }) => e.postulacionId === pA);
    expect((await api('GET', `/evaluaciones/${e1.id}`, j1)).json().postulacion.documentos.some((d: { clave: string }) => d.clave === 'avance')).toBe(false);
    expect((await api('GET', `/evaluaciones/${e1.id}/ronda/documentos/avance`, j1)).statusCode).toBe(404);
    expect((await api('GET', `/evaluaciones/${e2.id}/ronda/documentos/avance`, j1)).statusCode).toBe(404);
    expect((await api('GET', `/postulaciones/${pA}/rondas/${r2}/documentos/avance`, j1)).statusCode).toBe(403);
    // Staff read it; the nominator's session reads no staff route.
    expect((await api('GET', `/postulaciones/${pA}/rondas/${r2}/documentos/avance`, admin)).statusCode).toBe(200);
    expect((await api('GET', `/postulaciones/${pA}/rondas/${r2}/documentos/avance`, nominador)).statusCode).toBe(403);
  });
});
