import { describe, expect, it } from 'vitest';
import { MENSAJES_LIBERACION } from '../../../shared/schemas/servicio-social-evaluaciones';
import { bearer, buildTestApp } from '../../test/helper';
import { lastOutboxId, mailSince } from '../test/fixtures';
import { escenario, respuestas, URL } from '../liberacion/escenario.fixture';

describe('servicio social: questionnaires and evaluations', async () => {
  const app = await buildTestApp();
  const e = await escenario(app);
  const est = (t: { token: string }) => bearer(t.token);

  it('seeds both questionnaires with the TecNM 1–4 scale and lets staff with ss-plantillas edit them', async () => {
    const lista = await app.inject({ url: `${URL}/cuestionarios`, headers: e.admin });
    expect(lista.statusCode).toBe(200);
    expect(lista.json().map((c: { tipo: string }) => c.tipo)).toEqual(['autoevaluacion', 'supervisor']);
    expect(lista.json()[0].escala.map((n: { etiqueta: string }) => n.etiqueta)).toEqual(['Insuficiente', 'Suficiente', 'Bueno', 'Excelente']);
    const sinPermiso = await app.inject({ url: `${URL}/cuestionarios`, headers: e.consulta });
    expect(sinPermiso.statusCode).toBe(403);
    expect((await app.inject({ url: `${URL}/cuestionarios`, headers: est(e.a) })).statusCode).toBe(403);
    const mala = await app.inject({ method: 'PUT', url: `${URL}/cuestionarios/supervisor`, headers: e.admin, payload: { titulo: '', instrucciones: '', escala: [{ valor: 1, etiqueta: 'Sí' }], criterios: [] } });
    expect(mala.statusCode).toBe(422);
    expect(Object.keys(mala.json().errors)).toEqual(expect.arrayContaining(['titulo', 'escala', 'criterios']));
    const actual = lista.json()[1];
    const nueva = await app.inject({
      method: 'PUT', url: `${URL}/cuestionarios/supervisor`, headers: e.admin,
      payload: { ...actual, criterios: [...actual.criterios, { texto: 'Cuidado del material y las instalaciones.' }] },
    });
    expect(nueva.statusCode).toBe(200);
    expect(nueva.json().criterios.at(-1)).toEqual({ clave: 'c8', texto: 'Cuidado del material y las instalaciones.' });
    expect((await app.inject({ method: 'PUT', url: `${URL}/cuestionarios/otro`, headers: e.admin, payload: actual })).statusCode).toBe(422);
  });

  it('keeps the self-evaluation closed, with a Spanish reason, until the end of the service', async () => {
    const vista = await app.inject({ url: `${URL}/estudiante/autoevaluacion`, headers: est(e.a) });
    expect(vista.statusCode).toBe(200);
    expect(vista.json()).toMatchObject({ estado: 'sin_iniciar', editable: false, prestacionId: e.pa });
    expect(vista.json().aviso).toMatch(/se abre al final del servicio/);
    const guardar = await app.inject({ method: 'PUT', url: `${URL}/estudiante/autoevaluacion`, headers: est(e.a), payload: { respuestas: { c1: 4 } } });
    expect(guardar.statusCode).toBe(422);
    expect(guardar.json().message).toMatch(/se abre al final del servicio/);
    // A student without a service has no self-evaluation at all.
    const libre = await app.inject({ url: `${URL}/estudiante/autoevaluacion`, headers: est(e.c) });
    expect(libre.statusCode).toBe(404);
  });

  it('saves a draft, checks answers against the questionnaire, sends it complete and then locks it', async () => {
    await e.alFinal(e.pa, false);
    const url = `${URL}/estudiante/autoevaluacion`;
    const fuera = await app.inject({ method: 'PUT', url, headers: est(e.a), payload: { respuestas: { c1: 7, zz: 2 } } });
    expect(fuera.statusCode).toBe(422);
    expect(fuera.json().errors).toEqual({ 'respuestas.c1': [MENSAJES_LIBERACION.valorFueraDeEscala], 'respuestas.zz': [MENSAJES_LIBERACION.criterioDesconocido] });
    const borrador = await app.inject({ method: 'PUT', url, headers: est(e.a), payload: { respuestas: { c1: 3 }, comentarios: 'Aprendí mucho.' } });
    expect(borrador.statusCode).toBe(200);
    expect(borrador.json()).toMatchObject({ estado: 'borrador', editable: true, respuestas: { c1: 3 }, comentarios: 'Aprendí mucho.' });
    const incompleta = await app.inject({ method: 'POST', url: `${url}/enviar`, headers: est(e.a), payload: { respuestas: { c1: 3 } } });
    expect(incompleta.statusCode).toBe(422);
    expect(incompleta.json().message).toBe(MENSAJES_LIBERACION.respuestasIncompletas);
    const enviada = await app.inject({ method: 'POST', url: `${url}/enviar`, headers: est(e.a), payload: { respuestas: respuestas(7, 3), comentarios: 'Aprendí mucho.' } });
    expect(enviada.statusCode).toBe(200);
    expect(enviada.json()).toMatchObject({ estado: 'enviada', editable: false, promedio: 3 });
    const otraVez = await app.inject({ method: 'PUT', url, headers: est(e.a), payload: { respuestas: respuestas(7, 4) } });
    expect(otraVez.statusCode).toBe(422);
    expect(otraVez.json().message).toBe(MENSAJES_LIBERACION.evaluacionCerrada);
  });

  it('lets the supervisor evaluate only its own services (foreign ids → 404) against the questionnaire as it was', async () => {
    const url = (id: number) => `${URL}/prestaciones/${id}/evaluaciones/supervisor`;
    // X evaluating Y's student, and Y evaluating X's: 404, nothing stored.
    expect((await app.inject({ method: 'PUT', url: url(e.pb), headers: est(e.x), payload: { respuestas: {} } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `${url(e.pa)}/enviar`, headers: est(e.y), payload: { respuestas: respuestas(8) } })).statusCode).toBe(404);
    expect((await app.inject({ url: url(e.pa), headers: est(e.y) })).statusCode).toBe(404);
    // A student cannot use the institution's endpoints, nor read evaluations.
    expect((await app.inject({ method: 'PUT', url: url(e.pa), headers: est(e.a), payload: { respuestas: {} } })).statusCode).toBe(403);
    expect((await app.inject({ url: `${URL}/prestaciones/${e.pa}/evaluaciones/autoevaluacion`, headers: est(e.a) })).statusCode).toBe(403);
    // The institution never reads the student's self-evaluation.
    expect((await app.inject({ url: `${URL}/prestaciones/${e.pa}/evaluaciones/autoevaluacion`, headers: est(e.x) })).statusCode).toBe(404);
    const vista = await app.inject({ url: url(e.pa), headers: est(e.x) });
    expect(vista.json().criterios).toHaveLength(8); // the edited questionnaire (first test) is the one it starts from
    const enviada = await app.inject({ method: 'POST', url: `${url(e.pa)}/enviar`, headers: est(e.x), payload: { respuestas: respuestas(8, 4), comentarios: 'Muy comprometida.' } });
    expect(enviada.statusCode).toBe(200);
    expect(enviada.json()).toMatchObject({ estado: 'enviada', promedio: 4, estudiante: 'Estudiante 1 Pérez López' });
    const staff = await app.inject({ url: url(e.pa), headers: e.consulta });
    expect(staff.json()).toMatchObject({ estado: 'enviada', comentarios: 'Muy comprometida.' });
  });

  it('lets staff with ss-documentos.editar reopen a sent evaluation with a reason, mailed to the student', async () => {
    const reabrir = `${URL}/prestaciones/${e.pa}/evaluaciones/autoevaluacion/reabrir`;
    expect((await app.inject({ method: 'POST', url: reabrir, headers: e.consulta, payload: { motivo: 'Corregir' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: reabrir, headers: est(e.x), payload: { motivo: 'Corregir' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: reabrir, headers: e.admin, payload: { motivo: '' } })).statusCode).toBe(422);
    expect((await app.inject({ method: 'POST', url: `${URL}/prestaciones/999999/evaluaciones/autoevaluacion/reabrir`, headers: e.admin, payload: { motivo: 'x' } })).statusCode).toBe(404);
    const since = await lastOutboxId(app);
    const res = await app.inject({ method: 'POST', url: reabrir, headers: e.admin, payload: { motivo: 'Falta comentar el criterio de puntualidad.' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ estado: 'borrador', editable: true, motivoReapertura: 'Falta comentar el criterio de puntualidad.' });
    const mails = await mailSince(app, since);
    expect(mails.map((m) => m.to)).toEqual(['estudiante1@alumnos.universidad.mx']);
    expect(mails[0].text).toContain('Falta comentar el criterio de puntualidad.');
    // Reopening what is not sent says so.
    const dos = await app.inject({ method: 'POST', url: reabrir, headers: e.admin, payload: { motivo: 'Otra vez' } });
    expect(dos.statusCode).toBe(422);
    expect(dos.json().message).toBe(MENSAJES_LIBERACION.evaluacionNoEnviada);
    const vista = await app.inject({ url: `${URL}/estudiante/autoevaluacion`, headers: est(e.a) });
    expect(vista.json()).toMatchObject({ estado: 'borrador', respuestas: respuestas(7, 3) });
  });
});
