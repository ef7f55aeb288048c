import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENSAJES_LIBERACION } from '../../../shared/schemas/servicio-social-evaluaciones';
import { ssPrestaciones, ssVacantes } from '../../db/schema';
import { bearer, buildTestApp } from '../../test/helper';
import { fechaLarga } from '../documentos/campos';
import { lastOutboxId, mailSince } from '../test/fixtures';
import { FALTAN_REQUISITOS } from './requisitos';
import { escenario, respuestas, URL } from './escenario.fixture';

describe('servicio social: end of the service (requirements, constancia, liberación, baja, reassignment)', async () => {
  const app = await buildTestApp();
  const e = await escenario(app);
  const h = (t: { token: string }) => bearer(t.token);
  const post = (path: string, headers: Record<string, string>, payload?: object) => app.inject({ method: 'POST', url: `${URL}${path}`, headers, payload });
  const ocupados = async (id: number) => (await app.db.select({ o: ssVacantes.ocupados }).from(ssVacantes).where(eq(ssVacantes.id, id)))[0].o;

  it('shows the checklist to the student, the own institution and staff only (foreign ids → 404)', async () => {
    const propia = await app.inject({ url: `${URL}/estudiante/requisitos`, headers: h(e.a) });
    expect(propia.statusCode).toBe(200);
    expect(propia.json()).toMatchObject({
      prestacionId: e.pa, estado: 'en_curso', horas: { requeridas: 480, aprobadas: 0, completas: false }, informeFinal: false,
      autoevaluacion: false, evaluacionSupervisor: false, completos: false, constancia: null, liberacion: null,
    });
    expect((await app.inject({ url: `${URL}/prestaciones/${e.pa}/requisitos`, headers: h(e.x) })).statusCode).toBe(200);
    expect((await app.inject({ url: `${URL}/prestaciones/${e.pa}/requisitos`, headers: h(e.y) })).statusCode).toBe(404);
    expect((await app.inject({ url: `${URL}/prestaciones/${e.pa}/requisitos`, headers: h(e.b) })).statusCode).toBe(403);
    expect((await app.inject({ url: `${URL}/prestaciones/${e.pb}/requisitos`, headers: e.consulta })).statusCode).toBe(200);
  });

  it('refuses the constancia and the liberación with 422 until every requirement is met', async () => {
    const constancia = await post(`/prestaciones/${e.pa}/constancia`, h(e.x));
    expect(constancia.statusCode).toBe(422);
    expect(constancia.json().message).toBe(FALTAN_REQUISITOS);
    expect(Object.keys(constancia.json().errors)).toEqual(['horas', 'informeFinal', 'autoevaluacion', 'evaluacionSupervisor']);
    expect((await post(`/prestaciones/${e.pa}/liberacion`, e.admin)).statusCode).toBe(422);
    await e.alFinal(e.pa);
    expect((await post('/estudiante/autoevaluacion/enviar', h(e.a), { respuestas: respuestas(7) })).statusCode).toBe(200);
    const falta = await post(`/prestaciones/${e.pa}/constancia`, h(e.x));
    expect(falta.json().errors).toEqual({ evaluacionSupervisor: ['La institución aún no envía la evaluación del estudiante'] });
    expect((await post(`/prestaciones/${e.pa}/evaluaciones/supervisor/enviar`, h(e.x), { respuestas: respuestas(7) })).statusCode).toBe(200);
    // Complete now, but the office waits for the institution's constancia.
    const sinConstancia = await post(`/prestaciones/${e.pa}/liberacion`, e.admin);
    expect(sinConstancia.statusCode).toBe(422);
    expect(sinConstancia.json().message).toBe(MENSAJES_LIBERACION.faltaConstancia);
  });

  it('lets only the own institution issue the constancia, once, and only the office the liberación', async () => {
    expect((await post(`/prestaciones/${e.pa}/constancia`, h(e.y))).statusCode).toBe(404);
    expect((await post(`/prestaciones/${e.pa}/constancia`, h(e.a))).statusCode).toBe(403);
    expect((await post(`/prestaciones/${e.pa}/constancia`, e.admin)).statusCode).toBe(403);
    const since = await lastOutboxId(app);
    const constancia = await post(`/prestaciones/${e.pa}/constancia`, h(e.x));
    expect(constancia.statusCode).toBe(200);
    expect(constancia.json()).toMatchObject({ estado: 'concluida', completos: true, constancia: { folio: expect.any(String) } });
    // It states the service ended today (it once printed the estimated end, months ahead).
    const [p] = await app.db.select({ fechaFin: ssPrestaciones.fechaFin, estimada: ssPrestaciones.fechaFinEstimada }).from(ssPrestaciones).where(eq(ssPrestaciones.id, e.pa));
    const texto = (await app.inject({ url: `${URL}/documentos/${constancia.json().constancia.documentoId}`, headers: h(e.x) })).json().contenido as string;
    expect(texto).toContain(fechaLarga(p.fechaFin));
    expect(texto).not.toContain(fechaLarga(p.estimada));
    expect((await mailSince(app, since)).map((m) => m.to)).toEqual(['estudiante1@alumnos.universidad.mx']);
    expect((await post(`/prestaciones/${e.pa}/constancia`, h(e.x))).statusCode).toBe(422);
    expect((await post(`/prestaciones/${e.pa}/liberacion`, h(e.x))).statusCode).toBe(403);
    expect((await post(`/prestaciones/${e.pa}/liberacion`, e.consulta)).statusCode).toBe(403);
    const liberada = await post(`/prestaciones/${e.pa}/liberacion`, e.admin);
    expect(liberada.statusCode).toBe(200);
    expect(liberada.json()).toMatchObject({ estado: 'liberada', liberacion: { folio: expect.any(String) }, liberadaEn: expect.any(String) });
    const otraVez = await post(`/prestaciones/${e.pa}/liberacion`, e.admin);
    expect(otraVez.json().message).toBe(MENSAJES_LIBERACION.yaLiberada);
    // The student's home shows it; a liberated service cannot be reopened or given baja.
    const inicio = await app.inject({ url: `${URL}/estudiante`, headers: h(e.a) });
    expect(inicio.json().prestacion.estado).toBe('liberada');
    expect((await post(`/prestaciones/${e.pa}/evaluaciones/autoevaluacion/reabrir`, e.admin, { motivo: 'Revisar' })).statusCode).toBe(422);
    expect((await post(`/prestaciones/${e.pa}/baja`, e.admin, { motivo: 'Error' })).statusCode).toBe(422);
  });

  it('ends a service early (baja with reason) and frees the place in the same action, mailing student and institution', async () => {
    expect((await post(`/prestaciones/${e.pb}/baja`, h(e.y), { motivo: 'Abandono' })).statusCode).toBe(403);
    expect((await post(`/prestaciones/${e.pb}/baja`, e.admin, { motivo: '' })).statusCode).toBe(422);
    expect((await post('/prestaciones/999999/baja', e.admin, { motivo: 'Abandono' })).statusCode).toBe(404);
    const antes = await ocupados(e.vacanteY);
    const since = await lastOutboxId(app);
    const res = await post(`/prestaciones/${e.pb}/baja`, e.admin, { motivo: 'Dejó de asistir sin aviso.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ estado: 'baja', motivoBaja: 'Dejó de asistir sin aviso.', bajaEn: expect.any(String) });
    expect(await ocupados(e.vacanteY)).toBe(antes - 1);
    expect((await mailSince(app, since)).map((m) => m.to).sort()).toEqual(['estudiante2@alumnos.universidad.mx', 'responsable2@institucion2.org.mx', 'supervisora@institucion2.org.mx']);
    expect((await post(`/prestaciones/${e.pb}/baja`, e.admin, { motivo: 'Otra vez' })).statusCode).toBe(422);
    expect(await ocupados(e.vacanteY)).toBe(antes - 1);
    // The student may apply again.
    const sol = await post('/solicitudes', h(e.b), { vacanteId: e.vacanteX, motivacion: 'Quiero terminar mi servicio en este programa.' });
    expect(sol.statusCode).not.toBe(422);
  });

  it('reassigns a student to another vacancy: the old place freed, a new one taken, never beyond its cupo', async () => {
    // c joins Y; then staff move c to X, which is full (cupo 1, taken by a, liberated but still counted).
    await post('/solicitudes', h(e.c), { vacanteId: e.vacanteY, motivacion: 'Me interesa la salud mental comunitaria.' });
    const [sol] = (await app.inject({ url: `${URL}/solicitudes?filter=${encodeURIComponent(JSON.stringify({ estudianteId: e.c.id }))}`, headers: h(e.y) })).json();
    await app.inject({ method: 'PUT', url: `${URL}/solicitudes/${sol.id}/estado`, headers: h(e.y), payload: { estado: 'aceptada' } });
    const [pc] = await app.db.select().from(ssPrestaciones).where(eq(ssPrestaciones.estudianteId, e.c.id));
    const llena = await post(`/prestaciones/${pc.id}/reasignar`, e.admin, { vacanteId: e.vacanteX, motivo: 'Cambio de horario' });
    expect(llena.statusCode).toBe(422);
    expect(llena.json().errors.vacanteId).toEqual(['La vacante ya no tiene lugares disponibles']);
    expect((await app.db.select().from(ssPrestaciones).where(eq(ssPrestaciones.id, pc.id)))[0].estado).toBe('en_curso'); // nothing half-done
    await app.db.update(ssVacantes).set({ cupo: 2 }).where(eq(ssVacantes.id, e.vacanteX));
    const [x0, y0] = [await ocupados(e.vacanteX), await ocupados(e.vacanteY)];
    expect((await post(`/prestaciones/${pc.id}/reasignar`, h(e.x), { vacanteId: e.vacanteX, motivo: 'Cambio' })).statusCode).toBe(403);
    const res = await post(`/prestaciones/${pc.id}/reasignar`, e.admin, { vacanteId: e.vacanteX, motivo: 'Cambio de horario' });
    expect(res.statusCode).toBe(200);
    expect([await ocupados(e.vacanteX), await ocupados(e.vacanteY)]).toEqual([x0 + 1, y0 - 1]);
    const nueva = (await app.db.select().from(ssPrestaciones).where(eq(ssPrestaciones.id, res.json().id)))[0];
    expect(nueva).toMatchObject({ estudianteId: e.c.id, vacanteId: e.vacanteX, institucionId: e.x.id, estado: 'en_curso', horasRequeridas: 480 });
    expect((await app.db.select().from(ssPrestaciones).where(eq(ssPrestaciones.id, pc.id)))[0]).toMatchObject({ estado: 'baja', motivoBaja: 'Cambio de horario' });
    expect((await app.inject({ url: `${URL}/prestaciones/${nueva.id}/requisitos`, headers: h(e.x) })).statusCode).toBe(200);
    expect((await app.inject({ url: `${URL}/prestaciones/${nueva.id}/requisitos`, headers: h(e.y) })).statusCode).toBe(404);
  });
});
