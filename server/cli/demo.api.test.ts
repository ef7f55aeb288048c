import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { curpProblem } from '../../shared/egresados/curp';
import { egresadoInputSchema } from '../../shared/schemas/egresados';
import { rfcProblema } from '../../shared/servicio-social/rfc';
import { ROLES_PORTAL } from '../../shared/servicio-social/valores';
import { categorias, convocatorias, egresados, outbox, pageViews, programas, roles, ssDocumentos, ssHoras, ssInstituciones, ssPrestaciones, usuarios } from '../db/schema';
import { municipiosDe } from '../servicio-social/catalogos/municipios';
import { adminToken, bearer, buildTestApp, loginAs } from '../test/helper';
import { DEMO_PAGE_VIEW_COUNT, DEMO_PASSWORD, DEMO_ROLES, DEMO_USERS } from './demo-data';
import { DEMO_EGRESADOS_COUNT, DEMO_PROGRAMAS } from './demo-egresados';
import { JURADOS_DEMO } from '../evaluacion/demo';
import { DEMO_EMPLEADOR } from './demo-bolsa';
import { loadDemo } from './demo-load';
import { DEMO_ESTUDIANTE, DEMO_INSTITUCION, DEMO_SS_ESTUDIANTES } from './demo-servicio-social';

// The day it assumes: today, whichever it is. The loader and the endpoints read the same clock, so the demo's date
// promises (hours in the current month, an open call, an open vacancy) hold on any day; the days that once broke
// them (the 1st, the 31st, 29 February, New Year) are pinned in demo-fechas.api.test.ts. The dashboard's «últimos 30
// días» counts with the database's now(), which agrees with the process's clock here.
describe('npm run db:demo', async () => {
  // The demo stores nomination documents and winners' photos: in a folder of the test's own.
  const app = await buildTestApp({ FILES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'demo-')) });
  const count = async (table: typeof usuarios | typeof roles | typeof outbox | typeof pageViews | typeof programas | typeof egresados) =>
    (await app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

  // Three minutes: the servicio social stages go through the real services (a transaction per hour entry, a PDF
  // per approval).
  it('fills a university whose staff can sign in with the demo password and see what their role opens', async () => {
    const report = await loadDemo(app.db, app.config, DEMO_PASSWORD);
    expect(report.users.every((u) => u.creado)).toBe(true);
    // The liberated student who has since graduated: the graduate record shows the service with both letters.
    const [conServicio] = await app.db.select({ id: egresados.id }).from(egresados).where(eq(egresados.matricula, report.egresadoConServicio!));
    const servicio = await app.inject({ url: `/api/egresados/${conServicio.id}/servicio-social`, headers: bearer(await adminToken(app)) });
    expect(servicio.json()).toEqual([expect.objectContaining({ estado: 'liberada', folioLiberacion: expect.any(String), folioConstancia: expect.any(String) })]);
    expect(report.activity).toEqual({ pageViews: DEMO_PAGE_VIEW_COUNT, mails: expect.any(Number) });
    expect(report.roles.find((r) => r.nombre === 'Soporte de plataforma')!.permisos).toContain('correos.ver');

    const support = bearer(await loginAs(app, 'alejandra.flores@universidad.mx', DEMO_PASSWORD));
    const home = (await app.inject({ url: '/api/dashboard', headers: support })).json();
    expect(home.usuarios).toMatchObject({ inactivos: 1, sinVerificar: 1 });
    expect(home.correos).toMatchObject({ fallidos: 1, retenidos: 1, pendientes: 0 });
    expect(home.visitas).toBeUndefined();

    const director = bearer(await loginAs(app, 'miguel.torres@universidad.mx', DEMO_PASSWORD));
    const stats = (await app.inject({ url: '/api/dashboard', headers: director })).json();
    expect(stats.visitas.ultimos30Dias).toBe(DEMO_PAGE_VIEW_COUNT);
    expect(stats.visitas.rutasPrincipales[0].route).toBe('/');

    const disabled = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'daniela.romero@universidad.mx', password: DEMO_PASSWORD } });
    expect(disabled.statusCode).toBe(422);
  }, 180_000);

  it('opens a bolsa de trabajo: companies in every state, offers in every state, applications along the pipeline and one hire', async () => {
    const admin = bearer(await adminToken(app));
    const empleadores = (await app.inject({ url: '/api/bolsa/empleadores?range=[0,99]', headers: admin })).json() as { estado: string; correoGratuito: boolean }[];
    expect(new Set(empleadores.map((e) => e.estado))).toEqual(new Set(['pendiente', 'aprobado', 'rechazado']));
    expect(empleadores.some((e) => e.estado === 'pendiente' && e.correoGratuito)).toBe(true);
    const empresa = bearer(await loginAs(app, DEMO_EMPLEADOR, DEMO_PASSWORD));
    const ofertas = (await app.inject({ url: '/api/bolsa/empleador/ofertas?range=[0,99]', headers: empresa })).json() as { estado: string }[];
    expect(new Set(ofertas.map((o) => o.estado))).toEqual(new Set(['en_revision', 'publicada', 'con_observaciones', 'rechazada', 'cerrada']));
    const candidaturas = (await app.inject({ url: '/api/bolsa/candidaturas?range=[0,99]', headers: empresa })).json() as { estado: string; porAtender: boolean }[];
    expect(new Set(candidaturas.map((c) => c.estado))).toEqual(new Set(['enviada', 'vista', 'en_proceso', 'contratada', 'no_seleccionada']));
    expect(candidaturas.some((c) => c.porAtender)).toBe(true);
    const indicadores = (await app.inject({ url: '/api/bolsa/indicadores', headers: admin })).json() as { contratados: number };
    expect(indicadores.contratados).toBe(1);
  });

  it('loads programs at every level and graduates that pass the same rules as the staff form', async () => {
    const all = await app.db.select().from(egresados);
    // The generated graduates, and the liberated student who has since graduated.
    expect(all).toHaveLength(DEMO_EGRESADOS_COUNT + 1);
    expect(await app.db.select().from(programas)).toHaveLength(DEMO_PROGRAMAS.length);
    for (const row of all) {
      const parsed = egresadoInputSchema.safeParse(row);
      expect(parsed.success, `${row.matricula}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    expect(all.filter((e) => e.verificado).length).toBeGreaterThan(30);
    expect(all.filter((e) => e.titulado).length).toBeGreaterThan(30);
    expect(all.filter((e) => e.curp).length).toBeGreaterThan(150);
    expect(new Set(all.map((e) => e.origen))).toEqual(new Set(['registro', 'carga_masiva', 'captura']));
    expect(all.some((e) => /[áéíóúñ]/i.test(`${e.nombre} ${e.apellidoPaterno}`))).toBe(true);
    const found = await app.inject({ url: `/api/egresados?filter=${encodeURIComponent('{"q":"nunez"}')}`, headers: bearer(await adminToken(app)) });
    expect(found.json().length).toBeGreaterThan(0);
    expect(found.json().every((e: { apellidoPaterno: string; apellidoMaterno: string }) => [e.apellidoPaterno, e.apellidoMaterno].includes('Núñez'))).toBe(true);
  });

  it('leaves the retained verification mail with a link that works', async () => {
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, 'sofia.jimenez@universidad.mx'));
    expect(mail.estado).toBe('retenido');
    const link = /\/api\/email\/verify\?token=[^\s)]+/.exec(mail.text)![0];
    const res = await app.inject({ url: link });
    expect(res.headers.location).toBe('/email/verified-success?cuenta=personal');
  });

  it('loads a servicio social office with every state, whose demo portal accounts can sign in and use it', async () => {
    const admin = bearer(await adminToken(app));
    const get = async (url: string, headers = admin) => {
      const res = await app.inject({ url: `/api/servicio-social${url}`, headers });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    const rango = '&range=[0,199]';
    const instituciones = (await get(`/instituciones?filter={}${rango}`)) as { estado: string; rfc: string }[];
    expect(new Set(instituciones.map((i) => i.estado))).toEqual(new Set(['aprobada', 'pendiente', 'rechazada']));
    for (const i of instituciones) expect(rfcProblema(i.rfc), i.rfc).toBeNull();
    const programasSs = (await get(`/programas?filter={}${rango}`)) as { estado: string }[];
    expect(new Set(programasSs.map((p) => p.estado))).toEqual(new Set(['borrador', 'enviado', 'aprobado', 'con_observaciones', 'rechazado']));
    const estudiantes = (await get(`/estudiantes?filter={}${rango}`)) as { curp: string; elegible: boolean | null }[];
    expect(estudiantes).toHaveLength(DEMO_SS_ESTUDIANTES);
    expect(new Set(estudiantes.map((e) => e.elegible))).toEqual(new Set([true, false, null]));
    for (const e of estudiantes) expect(curpProblem(e.curp), e.curp).toBeNull();
    const solicitudes = (await get(`/solicitudes?filter={}${rango}`)) as { estado: string }[];
    expect(new Set(solicitudes.map((s) => s.estado))).toEqual(new Set(['pendiente', 'aceptada', 'rechazada', 'retirada', 'cancelada']));
    // The staff list of prestaciones is another part of the issue: read the table.
    const prestaciones = await app.db.select().from(ssPrestaciones);
    expect(prestaciones.length).toBe(solicitudes.filter((s) => s.estado === 'aceptada').length);
    expect(new Set(prestaciones.map((p) => p.estado))).toEqual(new Set(['en_curso', 'concluida', 'liberada', 'baja']));
    // Services at every stage, walked there by the real services: documents in every state with stored PDFs, and
    // hour totals that match their entries.
    const documentos = await app.db.select().from(ssDocumentos);
    expect(new Set(documentos.map((d) => d.estado))).toEqual(new Set(['borrador', 'enviado', 'con_observaciones', 'aprobado']));
    expect(new Set(documentos.map((d) => d.tipo))).toEqual(new Set(['situacion', 'presentacion', 'aceptacion', 'compromiso', 'informe_mensual', 'informe_final', 'constancia', 'liberacion']));
    for (const d of documentos.filter((x) => x.estado === 'aprobado')) expect(d.folio, `${d.tipo} ${d.id}`).toBeTruthy();
    for (const p of prestaciones) {
      const [{ registradas, aprobadas }] = await app.db
        .select({ registradas: sql<string>`coalesce(sum(${ssHoras.horas}), 0)`, aprobadas: sql<string>`coalesce(sum(${ssHoras.horas}) filter (where ${ssHoras.estado} = 'aprobada'), 0)` })
        .from(ssHoras)
        .where(eq(ssHoras.prestacionId, p.id));
      expect([Number(p.horasRegistradas), Number(p.horasAprobadas)], `prestación ${p.id}`).toEqual([Number(registradas), Number(aprobadas)]);
    }
    expect(prestaciones.filter((p) => p.estado === 'liberada').every((p) => Number(p.horasAprobadas) >= p.horasRequeridas)).toBe(true);
    const vacantes = (await get(`/vacantes?filter={}${rango}`)) as { cupo: number; ocupados: number; estado: string }[];
    expect(new Set(vacantes.map((v) => v.estado))).toEqual(new Set(['abierta', 'cerrada']));
    expect(vacantes.every((v) => v.ocupados <= v.cupo)).toBe(true);
    expect(vacantes.some((v) => v.estado === 'abierta' && v.ocupados === v.cupo)).toBe(true);
    for (const i of await app.db.select().from(ssInstituciones)) expect(municipiosDe(i.entidadFederativa), i.razonSocial).toContain(i.municipio);

    const estudiante = bearer(await loginAs(app, DEMO_ESTUDIANTE, DEMO_PASSWORD));
    const inicio = await get('/estudiante', estudiante);
    expect(JSON.stringify(inicio)).toContain('en_curso');
    const encontradas = (await get(`/busqueda?q=psicologico${rango.replace('199', '9')}`, estudiante)) as { titulo: string }[];
    // Accent-free; the psychology vacancy is full (the demo student took its last place), the homework one of the same
    // program has the place its dropped student left.
    expect(encontradas.map((v) => v.titulo)).toContain('Asesoría de tareas para primaria');
    const propias = (await get('/estudiante/solicitudes', estudiante)) as { estado: string }[];
    expect(propias.map((s) => s.estado).sort()).toEqual(['aceptada', 'rechazada', 'retirada']);
    // Mid-way: a report approved, one returned with observations, one waiting for the supervisor; hours logged.
    const docs = (await get(`/documentos?filter={"tipo":"informe_mensual"}${rango}`, estudiante)) as { estado: string }[];
    expect(docs.map((d) => d.estado).sort()).toEqual(['aprobado', 'con_observaciones', 'enviado']);
    const horas = (await get('/estudiante/horas', estudiante)) as { entradas: unknown[] };
    expect(horas.entradas.length).toBeGreaterThan(0);

    const institucion = bearer(await loginAs(app, DEMO_INSTITUCION, DEMO_PASSWORD));
    const panel = await get('/institucion', institucion);
    expect(panel.institucion.estado).toBe('aprobada');
    const propiosProgramas = (await get('/programas', institucion)) as { estado: string }[];
    expect(new Set(propiosProgramas.map((p) => p.estado))).toEqual(new Set(['borrador', 'enviado', 'aprobado', 'con_observaciones', 'rechazado']));
    const porRevisar = (await get(`/documentos?filter={"pendientes":true}${rango}`, institucion)) as { tipo: string }[];
    expect(new Set(porRevisar.map((d) => d.tipo))).toEqual(new Set(['informe_mensual', 'informe_final', 'aceptacion']));
  });

  it('changes nothing when run again', async () => {
    const before = await Promise.all([count(usuarios), count(roles), count(outbox), count(pageViews), count(programas), count(egresados)]);
    const report = await loadDemo(app.db, app.config, 'otra-contraseña-demo');
    expect(report.users.some((u) => u.creado)).toBe(false);
    expect(report.roles.some((r) => r.creado)).toBe(false);
    expect(report.activity).toBeNull();
    expect(report.egresados).toEqual({ programasCreados: 0, egresadosCreados: 0 });
    expect(report.servicioSocial).toBeNull();
    expect(report.destacados).toBe(0);
    expect(report.postulaciones.convocatorias.every((c) => !c.creada)).toBe(true);
    expect(await Promise.all([count(usuarios), count(roles), count(outbox), count(pageViews), count(programas), count(egresados)])).toEqual(before);
    // Staff, the administrator, the servicio social portal accounts (8 institutions, the students) and the jurados.
    // The bolsa's demo company account and its three applicant graduates' link-session accounts.
    expect(before[0]).toBe(DEMO_USERS.length + 1 + 8 + DEMO_SS_ESTUDIANTES + JURADOS_DEMO.length + 1 + 3);
    expect(report.bolsa).toBe(0);
    // The administrator and the portal roles (ROLES_PORTAL: estudiante, institucion, egresado, postulante, empleador)
    // are seeded on every installation; the judging demo adds its jurado role.
    expect(before[1]).toBe(DEMO_ROLES.length + 1 + ROLES_PORTAL.length + 1);
    await loginAs(app, 'guadalupe.hernandez@universidad.mx', DEMO_PASSWORD);
    await adminToken(app);
  });

  // Last: the nominator's sign-in creates their portal account, which the re-run's counts above leave out.
  it('shows a call in its second round and a finished one whose nominators read the jurados\' feedback', async () => {
    const admin = bearer(await adminToken(app));
    const [enRondas] = await app.db.select().from(convocatorias).where(eq(convocatorias.prefijo, 'PEA'));
    expect(enRondas.estado).toBe('en_evaluacion');
    const [cat] = await app.db.select({ id: categorias.id }).from(categorias).where(eq(categorias.convocatoriaId, enRondas.id));
    const lista = (await app.inject({ url: `/api/categorias/${cat.id}/rondas`, headers: admin })).json() as { id: number; numero: number; modo: string; estado: string }[];
    expect(lista.map((r) => [r.numero, r.modo, r.estado])).toEqual([[1, 'puntaje', 'cerrada'], [2, 'si_no', 'abierta']]);
    const segunda = (await app.inject({ url: `/api/rondas/${lista[1].id}/ranking`, headers: admin })).json() as { n: number }[];
    expect(segunda).toHaveLength(3);
    expect(segunda.every((f) => f.n >= 1)).toBe(true);
    // A jurado of ronda 2 finds its finalists waiting for a vote.
    const jurado4 = bearer(await loginAs(app, JURADOS_DEMO[3].email, DEMO_PASSWORD));
    const asignadas = await app.inject({ url: '/api/evaluaciones?filter={}&range=[0,49]', headers: jurado4 });
    expect(asignadas.statusCode, asignadas.body).toBe(200);
    expect(asignadas.json().length).toBeGreaterThan(0);

    // The finished call's nominator signs in by the emailed link and reads anonymous comments and their scores.
    const pedir = await app.inject({ method: 'POST', url: '/api/postulaciones/acceso', payload: { correo: 'jaime.olvera@correo.mx' } });
    expect(pedir.statusCode).toBe(202);
    const [mail] = (await app.db.select().from(outbox).where(eq(outbox.to, 'jaime.olvera@correo.mx'))).filter((m) => m.subject.includes('Mis postulaciones'));
    const token = /\/postulaciones\/mis-postulaciones\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const sesion = (await app.inject({ method: 'POST', url: '/api/postulaciones/acceso/canjear', payload: { token } })).json().token as string;
    const mias = (await app.inject({ url: '/api/postulaciones/mias', headers: bearer(sesion) })).json();
    expect(mias).toHaveLength(1);
    expect(mias[0].estado).toBe('no_seleccionada');
    expect(mias[0].retroalimentacion.comentarios.length).toBeGreaterThan(0);
    expect(mias[0].retroalimentacion.comentarios[0]).toMatch(/^Jurado 1: /);
    expect(mias[0].retroalimentacion.rondas).toEqual([{ numero: 1, puntaje: expect.any(Number), promedioCategoria: expect.any(Number) }]);
  });
});
