// Issue 20, items 6 and 7: each role's to-do list, and the student's actions decided by the rules that refuse them.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENSAJES_SS } from '../../shared/schemas/servicio-social';
import type { Pendiente } from '../../shared/schemas/pendientes';
import { mesDe, sumarMesesFecha } from '../../shared/servicio-social/horas';
import { ssDocumentos, ssPrestaciones } from '../db/schema';
import { hoyMexico } from '../servicio-social/comun/fechas';
import { escenario, URL } from '../servicio-social/liberacion/escenario.fixture';
import { institucion, rolCon } from '../servicio-social/test/fixtures';
import { bearer, buildTestApp, userWithRoles } from '../test/helper';

describe('GET /api/pendientes and the student\'s acciones', async () => {
  const app = await buildTestApp();
  const e = await escenario(app);
  const pendientes = async (headers: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url: '/api/pendientes', headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { pendientes: Pendiente[] }).pendientes;
  };
  const inicio = async (token: string) => (await app.inject({ method: 'GET', url: `${URL}/estudiante`, headers: bearer(token) })).json();

  it('asks for a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/pendientes' })).statusCode).toBe(401);
  });

  it('disables «Solicitar» for a student already serving, with the reason the server gives when asked anyway', async () => {
    const a = await inicio(e.a.token);
    expect(a.acciones.solicitar).toEqual({ permitida: false, motivo: MENSAJES_SS.yaPrestando });
    const refusal = await app.inject({ method: 'POST', url: `${URL}/solicitudes`, headers: bearer(e.a.token), payload: { vacanteId: e.vacanteY, motivacion: 'Quiero colaborar con la comunidad en este programa.' } });
    expect(refusal.statusCode).toBe(422);
    expect(refusal.json().message).toBe(MENSAJES_SS.yaPrestando);
    expect((await inicio(e.c.token)).acciones).toEqual({ solicitar: { permitida: true, motivo: null }, informeFinal: null });
  });

  it('offers «Comenzar informe final» only once the logged hours are complete, as the server creates it', async () => {
    const antes = (await inicio(e.a.token)).acciones.informeFinal;
    expect(antes.permitida).toBe(false);
    expect(antes.motivo).toBe('El informe final se comienza al completar las 480 horas (lleva 0 registradas).');
    const crear = () => app.inject({ method: 'POST', url: `${URL}/documentos`, headers: bearer(e.a.token), payload: { tipo: 'informe_final' } });
    const refused = await crear();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.tipo).toEqual([antes.motivo]);
    await app.db.update(ssPrestaciones).set({ horasRegistradas: 480 }).where(eq(ssPrestaciones.id, e.pa));
    expect((await inicio(e.a.token)).acciones.informeFinal).toEqual({ permitida: true, motivo: null });
    expect((await crear()).statusCode).toBe(201);
    await app.db.delete(ssDocumentos).where(eq(ssDocumentos.tipo, 'informe_final'));
    await app.db.update(ssPrestaciones).set({ horasRegistradas: 0 }).where(eq(ssPrestaciones.id, e.pa));
  });

  it("lists a student's overdue months and a report returned with observations, each with its page", async () => {
    const hoy = hoyMexico();
    const inicioServicio = `${mesDe(sumarMesesFecha(hoy, -3))}-10`;
    await app.db.update(ssPrestaciones).set({ fechaInicio: inicioServicio }).where(eq(ssPrestaciones.id, e.pa));
    const meses = [0, 1, 2].map((n) => mesDe(sumarMesesFecha(inicioServicio, n)));
    const lista = await pendientes(bearer(e.a.token));
    const vencidos = lista.filter((p) => p.clave === 'ss.informe_vencido').map((p) => p.detalle);
    // The two months that ended more than five days ago at least; the third only past the grace days.
    expect(vencidos.slice(0, 2)).toEqual(meses.slice(0, 2));
    expect(lista.find((p) => p.detalle === meses[0])?.enlace).toBe(`/servicio-social/estudiantes/documentos/Informe-mensual?mes=${meses[0]}`);

    const [doc] = await app.db.insert(ssDocumentos).values({
      estudianteId: e.a.id, prestacionId: e.pa, tipo: 'informe_mensual', titulo: 'Informe mensual · primero', periodoMes: `${meses[0]}-01`, estado: 'con_observaciones', version: 1,
    }).returning();
    const despues = await pendientes(bearer(e.a.token));
    expect(despues.find((p) => p.clave === 'ss.documento_con_observaciones')).toMatchObject({
      cantidad: 1, detalle: 'Informe mensual · primero', enlace: `/servicio-social/estudiantes/documentos/Informe-mensual?id=${doc.id}`,
    });
    // The month returned is not listed twice.
    expect(despues.filter((p) => p.clave === 'ss.informe_vencido').map((p) => p.detalle)).not.toContain(meses[0]);
    // Another student sees none of it.
    expect(await pendientes(bearer(e.c.token))).toEqual([]);
  });

  it("lists an institution's applications per vacancy and the reports that wait for it, and nothing to an unapproved one", async () => {
    const sol = await app.inject({ method: 'POST', url: `${URL}/solicitudes`, headers: bearer(e.c.token), payload: { vacanteId: e.vacanteY, motivacion: 'Quiero colaborar con la comunidad en este programa.' } });
    expect(sol.statusCode, sol.body).toBe(201);
    const deY = await pendientes(bearer(e.y.token));
    expect(deY).toEqual([expect.objectContaining({ clave: 'ss.solicitudes_por_revisar', cantidad: 1, enlace: `/servicio-social/Institucion/vacantes/${e.vacanteY}/solicitudes` })]);

    await app.db.update(ssDocumentos).set({ estado: 'enviado', etapa: 'institucion', enviadoEn: new Date(Date.now() - 3 * 86_400_000) }).where(eq(ssDocumentos.prestacionId, e.pa));
    const deX = await pendientes(bearer(e.x.token));
    const informes = deX.find((p) => p.clave === 'ss.documentos_por_revisar_institucion');
    expect(informes).toMatchObject({ cantidad: 1, enlace: `/servicio-social/Institucion/estudiantes/${e.pa}` });
    expect(informes?.detalle).toContain('Estudiante 1');
    expect(deX.some((p) => p.clave === 'ss.solicitudes_por_revisar')).toBe(false);

    const nueva = await institucion(app, 7, { aprobar: false });
    expect(await pendientes(bearer(nueva.token))).toEqual([]);
  });

  it('shows staff the queues they may act on, with counts, ages and the filtered list', async () => {
    const admin = await pendientes(e.admin);
    expect(admin.map((p) => p.clave)).toEqual([
      'ss.documentos_por_revisar_oficina', 'ss.instituciones_por_validar', 'ss.programas_por_revisar', 'ss.elegibilidad_por_decidir',
      'postulaciones.por_revisar', 'egresados.campanas_en_curso', 'arco.por_vencer', 'postulaciones.jurados_con_pendientes',
      'bolsa.empleadores_por_validar', 'bolsa.ofertas_por_revisar', 'bolsa.candidaturas_sin_respuesta',
    ]);
    // The institution registered in the previous test waits for validation.
    const instituciones = admin.find((p) => p.clave === 'ss.instituciones_por_validar')!;
    expect(instituciones.cantidad).toBe(1);
    expect(instituciones.desde).not.toBeNull();
    expect(decodeURIComponent(instituciones.enlace)).toBe('/servicio-social/administracion/instituciones?filter={"estado":"pendiente"}');

    await rolCon(app, 'Validación de instituciones', ['instituciones.ver', 'instituciones.editar']);
    await rolCon(app, 'Consulta de instituciones', ['instituciones.ver']);
    const valida = bearer(await userWithRoles(app, 'valida@universidad.mx', ['Validación de instituciones']));
    const consulta = bearer(await userWithRoles(app, 'consulta.inst@universidad.mx', ['Consulta de instituciones']));
    expect((await pendientes(valida)).map((p) => p.clave)).toEqual(['ss.instituciones_por_validar']);
    expect(await pendientes(consulta)).toEqual([]);
  });

  it("tells a jurado how many evaluations wait, and links to their list", async () => {
    await rolCon(app, 'Jurado de prueba', ['evaluaciones.ver', 'evaluaciones.editar']);
    const jurado = bearer(await userWithRoles(app, 'jurado.pendientes@universidad.mx', ['Jurado de prueba']));
    expect(await pendientes(jurado)).toEqual([{ clave: 'postulaciones.evaluaciones_pendientes', cantidad: 0, desde: null, enlace: '/postulaciones/evaluacion', detalle: null }]);
  });
});
