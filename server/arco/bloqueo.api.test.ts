// Issue 34, item 1: once a cancellation is made effective the person is absent from every list, search, export,
// count and show page of every area. The GET routes are found in the app itself (as the NUL-byte test finds them),
// not listed by hand, so a route added later is walked too.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SYSTEM_PERMISSIONS } from '../../shared/permissions';
import { hoy } from './comun';
import { DATOS_BLOQUEADOS, REGLAS_BLOQUEO } from './bloqueo-rutas';
import { sembrarEgresados } from '../campanas/test-support';
import { egresados, postulaciones, segCuestionarios, ssEstudiantes, ssSolicitudes } from '../db/schema';
import { crearCategoria, crearConvocatoria } from '../postulaciones/test-support';
import { createRole } from '../roles/test-support';
import { escenarioHoras } from '../servicio-social/horas/fixtures';
import { vacante, programaAprobado } from '../servicio-social/test/fixtures';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { rutasApi } from '../test/rutas';
import type { App } from '../types';

const NOMBRE = 'Zoraida';
const PATERNO = 'Bloqueadísima';
const CORREO = 'zoraida.bloqueada@correo.mx';
const CURP = 'BOZZ900101MDFLRR09';

const rutasGet = (app: App) => rutasApi(app).filter(([, metodos]) => metodos.includes('GET')).map(([ruta]) => ruta);

// The ARCO requests are the legal record of the cancellation itself, and the audit log and the outbox are the
// platform's proof that it was answered: they keep the name by law (README, «Derechos ARCO»).
const REGISTROS_LEGALES = /^\/api\/(arco|auditoria|correos)(\/|$)/;

describe('issue 34: a blocked person is nowhere', async () => {
  const app = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  const admin = await adminToken(app);
  // Every permission but ARCO's: what any member of staff may hold.
  await createRole(app, admin, 'todo menos arco', SYSTEM_PERMISSIONS.map((p) => p.nombre).filter((n) => !n.startsWith('arco.')));
  await createRole(app, admin, 'gestor arco', ['arco.ver', 'arco.gestionar', 'egresados.ver', 'postulaciones.ver', 'estudiantes.ver', 'prestaciones.ver', 'solicitudes.ver']);
  await createRole(app, admin, 'solo egresados', ['egresados.ver']);
  const personal = await userWithRoles(app, 'todo.personal@universidad.mx', ['todo menos arco']);
  const gestor = await userWithRoles(app, 'gestor.bloqueo@universidad.mx', ['gestor arco']);
  const lectorEgresados = await userWithRoles(app, 'lector.bloqueo@universidad.mx', ['solo egresados']);

  // The person in every area: graduate, nominee and nominator, student with an application and a service, invited
  // to a survey wave. Others beside her, so every list has rows.
  const esc = await escenarioHoras(app);
  const [est] = await app.db.update(ssEstudiantes).set({ nombre: NOMBRE, apellidoPaterno: PATERNO, correo: CORREO, curp: CURP }).where(eq(ssEstudiantes.id, esc.est1.id)).returning();
  const { programa, egresados: [eg] } = await sembrarEgresados(app, 3, 'vecino');
  await app.db.update(egresados).set({ nombre: NOMBRE, apellidoPaterno: PATERNO, correo: CORREO, curp: CURP, anioEgreso: 2020 }).where(eq(egresados.id, eg.id));
  await app.db.update(ssEstudiantes).set({ egresadoId: eg.id }).where(eq(ssEstudiantes.id, est.id));
  const conv = await crearConvocatoria(app, admin);
  const cat = await crearCategoria(app, admin, conv.id);
  const [post] = await app.db.insert(postulaciones).values({
    convocatoriaId: conv.id, categoriaId: cat.id, folio: 'REC-2026-0901', nombre: `${NOMBRE} ${PATERNO}`, correo: CORREO, telefono: '5512345678', vinculo: 'egresado',
    curp: CURP, nominadorTipo: 'propia', nominadorNombre: `${NOMBRE} ${PATERNO}`, nominadorCorreo: CORREO, semblanza: 'Semblanza', egresadoId: eg.id,
  }).returning();
  // Someone else's nomination that she made: it stays (it is the nominee's), without her name or address.
  const [ajena] = await app.db.insert(postulaciones).values({
    convocatoriaId: conv.id, categoriaId: cat.id, folio: 'REC-2026-0902', nombre: 'Otra Persona Nominada', correo: 'otra.nominada@correo.mx', telefono: '5512345679', vinculo: 'egresado',
    nominadorTipo: 'tercero', nominadorNombre: `${NOMBRE} ${PATERNO}`, nominadorCorreo: CORREO, nominadorRelacion: 'Profesora', semblanza: 'Semblanza',
  }).returning();
  const carrera = (await app.db.select({ p: ssEstudiantes.programaId }).from(ssEstudiantes).where(eq(ssEstudiantes.id, est.id)))[0].p;
  const otraVacante = await vacante(app, esc.inst1, await programaAprobado(app, esc.inst1, carrera, { nombre: 'Huertos urbanos' }), carrera);
  const [sol] = await app.db.insert(ssSolicitudes).values({ vacanteId: otraVacante, estudianteId: est.id, motivacion: 'Me interesa' }).returning();
  const [cuestionario] = await app.db.select().from(segCuestionarios).limit(1);
  const hora = 3_600_000;
  const ola = await app.inject({
    method: 'POST', url: '/api/seguimiento/aplicaciones', headers: bearer(admin),
    payload: { cuestionarioId: cuestionario.id, nombre: 'Ola 2020', poblacion: { programaIds: [programa.id] }, apertura: new Date(Date.now() - hora).toISOString(), cierre: new Date(Date.now() + 30 * 24 * hora).toISOString() },
  });
  expect(ola.statusCode, ola.body).toBe(201);
  await app.inject({ method: 'POST', url: `/api/seguimiento/aplicaciones/${ola.json().id}/enviar`, headers: bearer(admin) });

  const ids = { egresado: eg.id, estudiante: est.id, prestacion: esc.p1, postulacion: post.id, solicitud: sol.id, ajena: ajena.id };
  const quienes = { personal, institucion: esc.inst1.token };

  /** Every GET route, each `:param` filled with each of the person's ids; the routes whose answer names her. */
  async function dondeAparece(): Promise<string[]> {
    const rutas = rutasGet(app).filter((r) => !REGISTROS_LEGALES.test(r));
    expect(rutas.length).toBeGreaterThan(80);
    const vistas: string[] = [];
    const marcas = [CORREO, PATERNO, CURP];
    for (const ruta of rutas) {
      const urls = ruta.includes(':') ? [...new Set(Object.values(ids).map((id) => ruta.replace(/:[A-Za-z]+/g, String(id))))] : [ruta];
      for (const url of urls) {
        for (const [quien, token] of Object.entries(quienes)) {
          // The whole list, and a search by her surname (every list's `q`).
          for (const filtro of [{}, { q: PATERNO }]) {
            const res = await app.inject({ url: `${url}?range=${encodeURIComponent('[0,999]')}&perPage=1000&filter=${encodeURIComponent(JSON.stringify(filtro))}`, headers: bearer(token) });
            // A report echoes its filter back: the search words are ours, not her data.
            const cuerpo = res.body.normalize('NFC').replaceAll(`"q":"${PATERNO}"`, '');
            if (marcas.some((m) => cuerpo.includes(m))) vistas.push(`${quien} ${url}${'q' in filtro ? ' (búsqueda)' : ''}`);
          }
        }
      }
    }
    // The exports (a signed link, then the file) of both areas that export people.
    for (const [enlace, cuerpo] of [['/api/egresados/exportar/enlace', { formato: 'csv' }], ['/api/postulaciones/exportar/enlace', { formato: 'csv' }]] as const) {
      const { url } = (await app.inject({ method: 'POST', url: enlace, headers: bearer(personal), payload: cuerpo })).json();
      const archivo = await app.inject({ url, headers: bearer(personal) });
      expect(archivo.statusCode, enlace).toBe(200);
      if (marcas.some((m) => archivo.body.includes(m))) vistas.push(`personal ${enlace} (exportación)`);
    }
    return vistas;
  }

  /** Figures that count people: each list's total, the graduates' report, the servicio social report. */
  async function cifras() {
    const total = async (url: string) => Number((await app.inject({ url, headers: bearer(personal) })).headers['content-range']?.split('/')[1]);
    const get = async (url: string) => (await app.inject({ url, headers: bearer(personal) })).json();
    return {
      egresados: await total('/api/egresados'),
      postulaciones: await total('/api/postulaciones'),
      estudiantes: await total('/api/servicio-social/estudiantes'),
      prestaciones: await total('/api/servicio-social/prestaciones'),
      solicitudes: await total('/api/servicio-social/solicitudes'),
      reporteEgresados: (await get('/api/egresados/reportes?dimension=anioEgreso')).total,
      reporteSs: (await get('/api/servicio-social/reportes-ss')).totales.prestaciones,
    };
  }
  let antes: Awaited<ReturnType<typeof cifras>>;

  it('before: the walk finds her in every area (so it can fail)', async () => {
    const vistas = await dondeAparece();
    for (const esperada of ['/api/egresados', '/api/postulaciones', '/api/servicio-social/estudiantes', '/api/servicio-social/prestaciones', '/api/servicio-social/solicitudes']) {
      expect(vistas, esperada).toContain(`personal ${esperada}`);
    }
    expect(vistas).toContain(`personal /api/egresados/${eg.id}`);
    expect(vistas).toContain(`personal /api/postulaciones/${ajena.id}`);
    expect(vistas).toContain('personal /api/egresados (búsqueda)');
    expect(vistas).toContain('personal /api/egresados/exportar/enlace (exportación)');
    expect(vistas).toContain('personal /api/postulaciones/exportar/enlace (exportación)');
    antes = await cifras();
  }, 300_000);

  it('after the cancellation is made effective, no list, count, export or show page names her', async () => {
    const escrita = {
      derecho: 'cancelacion', area: 'egresados', datos: 'Todos mis datos', nombre: `${NOMBRE} ${PATERNO}`, correo: CORREO, curp: CURP,
      via: 'ventanilla', identidad: 'INE cotejada en ventanilla', recibida: hoy(),
    };
    const creada = await app.inject({ method: 'POST', url: '/api/arco/solicitudes/escrito', headers: bearer(gestor), payload: escrita });
    expect(creada.statusCode, creada.body).toBe(201);
    const id = creada.json().id;
    for (const paso of [{ tipo: 'decision', procedente: true }, { tipo: 'efectiva' }]) {
      const res = await app.inject({ method: 'POST', url: `/api/arco/solicitudes/${id}/pasos`, headers: bearer(gestor), payload: { texto: 'Procede', ...paso } });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await dondeAparece()).toEqual([]);
    const despues = await cifras();
    expect(despues).toEqual(Object.fromEntries(Object.entries(antes).map(([k, v]) => [k, v - 1])));
  }, 300_000);

  it('a nomination she made of someone else stays, without her name or address', async () => {
    const res = await app.inject({ url: `/api/postulaciones/${ajena.id}`, headers: bearer(personal) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nombre: 'Otra Persona Nominada', nominadorNombre: 'Datos bloqueados (derechos ARCO)', nominadorCorreo: '', nominadorRelacion: null, bloqueado: false });
  });

  it('her show page is 404 to a plain egresados.ver user, and marked «bloqueado» for arco.gestionar', async () => {
    expect((await app.inject({ url: `/api/egresados/${eg.id}`, headers: bearer(lectorEgresados) })).statusCode).toBe(404);
    for (const url of [`/api/egresados/${eg.id}`, `/api/postulaciones/${post.id}`, `/api/servicio-social/estudiantes/${est.id}`]) {
      const res = await app.inject({ url, headers: bearer(gestor) });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.json(), url).toMatchObject({ bloqueado: true });
    }
  });

  it('no route under her records acts on them: absent to staff, and only reading for arco.gestionar', async () => {
    // Each rule's path, filled with the id of the record it guards.
    const idDe: [RegExp, number][] = [
      [/^\/api\/(seguimiento\/)?egresados\//, eg.id], [/^\/api\/postulaciones\//, post.id], [/^\/api\/servicio-social\/estudiantes\//, est.id],
      [/^\/api\/servicio-social\/prestaciones\//, esc.p1], [/^\/api\/servicio-social\/solicitudes\//, sol.id],
    ];
    const bajoElla = rutasApi(app).filter(([ruta]) => REGLAS_BLOQUEO.some((r) => r.patron.test(ruta)));
    expect(bajoElla.length).toBeGreaterThan(20);
    const fallas: string[] = [];
    let cerradas = 0;
    for (const [ruta, metodos] of bajoElla) {
      const id = idDe.find(([p]) => p.test(ruta))![1];
      const url = ruta.replace(':id', String(id)).replace(/:[A-Za-z]+/g, 'x');
      for (const method of metodos.filter((m) => m !== 'HEAD' && m !== 'OPTIONS') as ('GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE')[]) {
        const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
        // Staff without ARCO: as if she did not exist (403 where the route is not theirs at all: a portal's own).
        const aPersonal = await app.inject({ method, url, headers: bearer(personal), payload });
        if (![403, 404].includes(aPersonal.statusCode)) fallas.push(`personal ${method} ${url} → ${aPersonal.statusCode}`);
        if (method === 'GET') continue;
        // Whoever holds every permission, ARCO's included, may read her record but change nothing.
        const aAdmin = await app.inject({ method, url, headers: bearer(admin), payload });
        if (aAdmin.statusCode === 409 && aAdmin.json().message === DATOS_BLOQUEADOS) cerradas++;
        else if (aAdmin.statusCode !== 403) fallas.push(`admin ${method} ${url} → ${aAdmin.statusCode}`);
      }
    }
    expect(fallas).toEqual([]);
    expect(cerradas).toBeGreaterThan(10);
    // Nothing changed underneath: the records are as the cancellation left them.
    const [fila] = await app.db.select({ bloqueadoEn: egresados.bloqueadoEn, nombre: egresados.nombre }).from(egresados).where(eq(egresados.id, eg.id));
    expect(fila).toMatchObject({ nombre: NOMBRE });
    expect(fila.bloqueadoEn).not.toBeNull();
  }, 300_000);
});
