import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_HORAS } from '../../../shared/schemas/servicio-social-horas';
import { inicioMes, mesDe, sumarDias, sumarMesesFecha } from '../../../shared/servicio-social/horas';
import { ssDocumentos } from '../../db/schema';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../../test/helper';
import type { App } from '../../types';
import { hoyMexico } from '../comun/fechas';
import { cambiarServicio, escenarioHoras, servicio, type Escenario } from './fixtures';
import { alAprobarInformeInstitucion, alDevolverInforme, alEnviarInforme, horasDelMes } from './informe';

const API = '/api/servicio-social';
const hoy = hoyMexico();
const hace = (dias: number) => sumarDias(hoy, -dias);
// The service started 100 days ago; month M (40 days ago) lies wholly inside it and wholly in the past.
const INICIO = hace(100);
const M = mesDe(hace(40));
const dia = (n: number) => `${M}-${String(n).padStart(2, '0')}`;

describe('servicio social: the hour log', () => {
  let app: App;
  let e: Escenario;
  let admin: string;
  const post = (token: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url: `${API}/estudiante/horas`, headers: bearer(token), payload });
  const entrada = (fecha: string, horas = 4, actividades = 'Sesión de lectura con el grupo de adultos.') => ({ fecha, horas, actividades });

  beforeAll(async () => {
    app = await buildTestApp();
    e = await escenarioHoras(app, { fechaInicio: INICIO });
    admin = await adminToken(app);
  });
  afterAll(async () => app?.close());

  it('logs an entry in halves and quarters and keeps the service total in step', async () => {
    const a = await post(e.est1.token, entrada(dia(10), 4.5));
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json()).toMatchObject({ fecha: dia(10), horas: 4.5, estado: 'registrada' });
    expect((await post(e.est1.token, entrada(dia(11), 2.25))).statusCode).toBe(201);
    expect(Number((await servicio(app, e.p1)).horasRegistradas)).toBe(6.75);
  });

  it('refuses hours over the daily maximum, not in quarters, or zero, next to the field', async () => {
    const mas = await post(e.est1.token, entrada(dia(12), 9));
    expect(mas.statusCode).toBe(422);
    expect(mas.json().errors.horas).toEqual([MENSAJES_HORAS.excedeMaximo(8)]);
    const tercio = await post(e.est1.token, entrada(dia(12), 1.3));
    expect(tercio.statusCode).toBe(422);
    expect(tercio.json().errors.horas[0]).toMatch(/cuartos/);
    expect((await post(e.est1.token, entrada(dia(12), 0))).json().errors.horas[0]).toMatch(/más de cero/);
    const sinTexto = await post(e.est1.token, { fecha: dia(12), horas: 2, actividades: ' ' });
    expect(sinTexto.json().errors.actividades[0]).toMatch(/Describa/);
  });

  it('refuses a day in the future (Mexico City calendar), before the start or after the end', async () => {
    const futura = await post(e.est1.token, entrada(sumarDias(hoy, 1)));
    expect(futura.statusCode).toBe(422);
    expect(futura.json().errors.fecha).toEqual([MENSAJES_HORAS.futura]);
    const antes = await post(e.est1.token, entrada(hace(101)));
    expect(antes.json().errors.fecha).toEqual([MENSAJES_HORAS.antesDeInicio(INICIO)]);
    await cambiarServicio(app, e.p1, { fechaFin: hace(5) });
    const despues = await post(e.est1.token, entrada(hace(2)));
    expect(despues.json().errors.fecha).toEqual([MENSAJES_HORAS.despuesDeFin(hace(5))]);
    await cambiarServicio(app, e.p1, { fechaFin: null });
    expect((await post(e.est1.token, entrada(hoy, 1))).statusCode).toBe(201);
  });

  it('refuses a second entry for one day with 422, also when sent at once', async () => {
    const dup = await post(e.est1.token, entrada(dia(10), 1));
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.fecha).toEqual([MENSAJES_HORAS.duplicada]);
    const juntas = await Promise.all(Array.from({ length: 5 }, () => post(e.est1.token, entrada(dia(13), 3))));
    expect(juntas.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    expect(Number((await servicio(app, e.p1)).horasRegistradas)).toBe(6.75 + 1 + 3);
  });

  it('refuses hours when the service is not en curso, and when there is no service', async () => {
    await cambiarServicio(app, e.p2, { estado: 'baja' });
    const r = await post(e.est2.token, entrada(hace(3)));
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(MENSAJES_HORAS.noEnCurso);
    await cambiarServicio(app, e.p2, { estado: 'en_curso' });
    const sinServicio = await userWithRoles(app, 'staff-horas@universidad.mx', []);
    expect((await post(sinServicio, entrada(hace(3)))).statusCode).toBe(403);
  });

  it('edits and deletes only the own entries while registrada, keeping the total', async () => {
    const mes = (await app.inject({ url: `${API}/estudiante/horas?mes=${M}`, headers: bearer(e.est1.token) })).json();
    const id = mes.entradas.find((x: { fecha: string }) => x.fecha === dia(11)).id as number;
    const put = await app.inject({ method: 'PUT', url: `${API}/estudiante/horas/${id}`, headers: bearer(e.est1.token), payload: entrada(dia(11), 6) });
    expect(put.statusCode, put.body).toBe(200);
    expect(Number((await servicio(app, e.p1)).horasRegistradas)).toBe(4.5 + 6 + 1 + 3);
    const aOtroDia = await app.inject({ method: 'PUT', url: `${API}/estudiante/horas/${id}`, headers: bearer(e.est1.token), payload: entrada(dia(10), 6) });
    expect(aOtroDia.json().errors.fecha).toEqual([MENSAJES_HORAS.duplicada]);
    // Another student's entry does not exist for them.
    expect((await app.inject({ method: 'PUT', url: `${API}/estudiante/horas/${id}`, headers: bearer(e.est2.token), payload: entrada(hace(3)) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `${API}/estudiante/horas/${id}`, headers: bearer(e.est2.token) })).statusCode).toBe(404);
    const hoyId = (await app.inject({ url: `${API}/estudiante/horas`, headers: bearer(e.est1.token) })).json().entradas.find((x: { fecha: string }) => x.fecha === hoy).id;
    expect((await app.inject({ method: 'DELETE', url: `${API}/estudiante/horas/${hoyId}`, headers: bearer(e.est1.token) })).statusCode).toBe(204);
    expect(Number((await servicio(app, e.p1)).horasRegistradas)).toBe(4.5 + 6 + 3);
  });

  it('lists a month with its total and state; a bad month is a 422', async () => {
    const r = await app.inject({ url: `${API}/estudiante/horas?mes=${M}`, headers: bearer(e.est1.token) });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ prestacionId: e.p1, mes: M, estado: 'registrada', total: 13.5, editable: true, informe: null });
    expect(r.json().entradas.map((x: { fecha: string }) => x.fecha)).toEqual([dia(10), dia(11), dia(13)]);
    expect((await app.inject({ url: `${API}/estudiante/horas?mes=2027-13`, headers: bearer(e.est1.token) })).statusCode).toBe(422);
  });

  it('freezes the month while its report is in review, frees it when returned, counts it when approved', async () => {
    const [doc] = await app.db
      .insert(ssDocumentos)
      .values({ estudianteId: e.est1.id, prestacionId: e.p1, tipo: 'informe_mensual', titulo: 'Informe mensual', periodoMes: inicioMes(M), estado: 'enviado', etapa: 'institucion' })
      .returning({ id: ssDocumentos.id });
    const informe = { id: doc.id, prestacionId: e.p1, periodoMes: inicioMes(M) };
    expect(await app.db.transaction((tx) => horasDelMes(tx, e.p1, inicioMes(M)))).toBe(13.5);
    expect(await app.db.transaction((tx) => alEnviarInforme(tx, informe))).toBe(13.5);

    const nueva = await post(e.est1.token, entrada(dia(14)));
    expect(nueva.json().errors.fecha).toEqual([MENSAJES_HORAS.mesCongelado]);
    const mes = (await app.inject({ url: `${API}/estudiante/horas?mes=${M}`, headers: bearer(e.est1.token) })).json();
    expect(mes).toMatchObject({ estado: 'en_revision', editable: false, informe: { id: doc.id, estado: 'enviado' } });
    const id = mes.entradas[0].id;
    const put = await app.inject({ method: 'PUT', url: `${API}/estudiante/horas/${id}`, headers: bearer(e.est1.token), payload: entrada(dia(10), 2) });
    expect(put.statusCode).toBe(422);
    expect(put.json().message).toBe(MENSAJES_HORAS.noEditable);
    expect((await app.inject({ method: 'DELETE', url: `${API}/estudiante/horas/${id}`, headers: bearer(e.est1.token) })).statusCode).toBe(422);

    await app.db.transaction(async (tx) => {
      await tx.update(ssDocumentos).set({ estado: 'con_observaciones', etapa: null });
      await alDevolverInforme(tx, informe);
    });
    expect((await post(e.est1.token, entrada(dia(14), 2))).statusCode).toBe(201);

    await app.db.transaction(async (tx) => {
      await tx.update(ssDocumentos).set({ estado: 'enviado', etapa: 'institucion' });
      await alEnviarInforme(tx, informe);
      await tx.update(ssDocumentos).set({ etapa: 'oficina' });
      expect(await alAprobarInformeInstitucion(tx, informe)).toBe(15.5);
    });
    const p = await servicio(app, e.p1);
    expect([Number(p.horasAprobadas), Number(p.horasRegistradas)]).toEqual([15.5, 15.5]);
    const aprobado = (await app.inject({ url: `${API}/estudiante/horas?mes=${M}`, headers: bearer(e.est1.token) })).json();
    expect(aprobado).toMatchObject({ estado: 'aprobada', editable: false });
  });

  it('lets the institution and staff read the hours of their services only', async () => {
    const url = `${API}/prestaciones/${e.p1}/horas?mes=${M}`;
    expect((await app.inject({ url, headers: bearer(e.inst1.token) })).statusCode).toBe(200);
    expect((await app.inject({ url, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await app.inject({ url, headers: bearer(e.est1.token) })).statusCode).toBe(200);
    expect((await app.inject({ url, headers: bearer(e.inst2.token) })).statusCode).toBe(404);
    expect((await app.inject({ url, headers: bearer(e.est2.token) })).statusCode).toBe(404);
    expect((await app.inject({ url })).statusCode).toBe(401);
    const sinPermiso = await userWithRoles(app, 'sinpermiso-horas@universidad.mx', []);
    expect((await app.inject({ url, headers: bearer(sinPermiso) })).statusCode).toBe(403);
  });

  it('computes the progress and the expected end at the current pace, with ownership', async () => {
    // Two weeks in (the first day counts), 40 h logged of which 20 approved: 20 h a week, 440 h left → 22 weeks.
    const inicio = hace(13);
    await cambiarServicio(app, e.p2, { fechaInicio: inicio, horasRegistradas: 40, horasAprobadas: 20, duracionMaximaMeses: 6 });
    const url = `${API}/prestaciones/${e.p2}/progreso`;
    const r = await app.inject({ url, headers: bearer(e.est2.token) });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      prestacionId: e.p2, fechaInicio: inicio, requeridas: 480, aprobadas: 20, pendientes: 20, porcentaje: 4.2, porcentajeConPendientes: 8.3,
      horasPorSemana: 20, fechaEstimadaFin: sumarDias(hoy, 154), fechaLimite: sumarMesesFecha(inicio, 6), excedeDuracionMaxima: false,
    });
    await cambiarServicio(app, e.p2, { duracionMaximaMeses: 4 });
    expect((await app.inject({ url, headers: bearer(e.inst2.token) })).json()).toMatchObject({ excedeDuracionMaxima: true, fechaLimite: sumarMesesFecha(inicio, 4) });
    await cambiarServicio(app, e.p2, { horasRegistradas: 0, horasAprobadas: 0 });
    expect((await app.inject({ url, headers: bearer(admin) })).json()).toMatchObject({ fechaEstimadaFin: null, horasPorSemana: null, excedeDuracionMaxima: false });
    expect((await app.inject({ url, headers: bearer(e.inst1.token) })).statusCode).toBe(404);
    expect((await app.inject({ url, headers: bearer(e.est1.token) })).statusCode).toBe(404);
    expect((await app.inject({ url: `${API}/prestaciones/999999/progreso`, headers: bearer(admin) })).statusCode).toBe(404);
  });

  it("counts a report's hours from the supervisor's approval while it stands: the office returning it takes them off progress and liberation", async () => {
    const fecha = hace(75);
    const ruta = (url: string, token: string, method: 'GET' | 'POST' | 'PUT' = 'GET', payload?: object) => app.inject({ method, url: `${API}${url}`, headers: bearer(token), payload });
    const ok = async (res: Promise<{ statusCode: number; body: string; json: () => Record<string, unknown> }>) => {
      const r = await res;
      expect(r.statusCode, r.body).toBeLessThan(300);
      return r.json();
    };
    const cuenta = async () => {
      const progreso = await ok(ruta(`/prestaciones/${e.p1}/progreso`, admin));
      const requisitos = await ok(ruta(`/prestaciones/${e.p1}/requisitos`, admin));
      return { aprobadas: progreso.aprobadas, pendientes: progreso.pendientes, liberacion: (requisitos.horas as { aprobadas: number }).aprobadas };
    };
    const entrada4 = await ok(post(e.est1.token, entrada(fecha, 4)));
    const informe = await ok(ruta('/documentos', e.est1.token, 'POST', { tipo: 'informe_mensual', mes: mesDe(fecha) }));
    const contenido = (informe.contenido as string)
      .replace('<p>Describa las actividades del mes.</p>', '<p>Visitas domiciliarias.</p>')
      .replace('<h3>Logros y dificultades</h3><p></p>', '<h3>Logros y dificultades</h3><p>Ninguna.</p>');
    await ok(ruta(`/documentos/${informe.id}/borrador`, e.est1.token, 'PUT', { contenido, revision: informe.revision }));
    await ok(ruta(`/documentos/${informe.id}/enviar`, e.est1.token, 'POST'));
    const antes = await cuenta();

    await ok(ruta(`/documentos/${informe.id}/revision`, e.inst1.token, 'POST', { decision: 'aprobar' }));
    expect(await cuenta()).toEqual({ aprobadas: (antes.aprobadas as number) + 4, pendientes: (antes.pendientes as number) - 4, liberacion: antes.liberacion + 4 });

    await ok(ruta(`/documentos/${informe.id}/revision`, admin, 'POST', { decision: 'observar', comentarios: 'Las actividades no corresponden al mes.' }));
    expect(await cuenta()).toEqual(antes);
    const mes = await ok(ruta(`/estudiante/horas?mes=${mesDe(fecha)}`, e.est1.token));
    expect(mes).toMatchObject({ estado: 'registrada', editable: true });
    await ok(ruta(`/estudiante/horas/${entrada4.id}`, e.est1.token, 'PUT', entrada(fecha, 3.5)));

    await ok(ruta(`/documentos/${informe.id}/enviar`, e.est1.token, 'POST'));
    await ok(ruta(`/documentos/${informe.id}/revision`, e.inst1.token, 'POST', { decision: 'aprobar' }));
    await ok(ruta(`/documentos/${informe.id}/revision`, admin, 'POST', { decision: 'aprobar' }));
    // The 4 h pending before the first approval were this entry, now 3.5 h and approved for good.
    expect(await cuenta()).toEqual({ aprobadas: (antes.aprobadas as number) + 3.5, pendientes: (antes.pendientes as number) - 4, liberacion: antes.liberacion + 3.5 });
  });
});
