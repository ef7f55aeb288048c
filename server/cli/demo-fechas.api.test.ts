// The demo holds on any day of the year (issue 34, item 11): on 1 December its test found no hours in the current
// month. Here the whole loader runs once per awkward day, with its clock (`ahora`) and the process's Date (which the
// endpoints read to know «today» and «this month») both set to that day, and the demo's date promises are checked.
//
// The days are in the years after the real one. PGlite runs in this process and its now() follows the faked Date;
// PostgreSQL's does not (run this file with TEST_DATABASE_URL too: there the two clocks differ, as they would if the
// demo were loaded with another `ahora`). The database's now() checks sessions (`expires_at > now()`), so a day in
// the past would sign everybody out on PostgreSQL. Mexico City has had no daylight saving since 2022: UTC−6 all year.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, gt, lte, or } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hoyEnMexico } from '../../shared/egresados/fechas';
import { buildApp } from '../app';
import { convocatorias, segAplicaciones, ssDocumentoVersiones, ssDocumentos, ssHoras, ssPrestaciones } from '../db/schema';
import { bearer, loginAs, testConfig, testDatabase } from '../test/helper';
import { CLIENT_FIXTURE_DIR } from '../test/paths';
import { comprobarRespuestas, injectQueComprueba } from '../test/respuestas-declaradas';
import type { App } from '../types';
import { DEMO_PASSWORD } from './demo-data';
import { loadDemo } from './demo-load';
import { DEMO_ESTUDIANTE, DEMO_INSTITUCION } from './demo-servicio-social';

const siguiente = new Date().getUTCFullYear() + 1;
const bisiesto = [0, 1, 2, 3].map((n) => siguiente + n).find((a) => new Date(Date.UTC(a, 1, 29)).getUTCMonth() === 1)!;
/** Moments in UTC, named by the day they are in Mexico City. */
const DIAS: [string, string][] = [
  [`el 1.º de un mes, a las 00:10 (${siguiente}-03-01)`, `${siguiente}-03-01T06:10:00Z`],
  [`el 31 de un mes (${siguiente}-03-31)`, `${siguiente}-03-31T17:00:00Z`],
  [`el 29 de febrero de un año bisiesto (${bisiesto}-02-29)`, `${bisiesto}-02-29T17:00:00Z`],
  [`el 31 de diciembre a las 23:30, ya 1 de enero en UTC (${siguiente}-12-31)`, `${siguiente + 1}-01-01T05:30:00Z`],
  [`el 1 de enero a las 08:00 (${siguiente + 1}-01-01)`, `${siguiente + 1}-01-01T14:00:00Z`],
];

/** The real app on its own copy of the template, closed (and its answers checked against their schemas) after `prueba`. */
async function conApp(prueba: (app: App) => Promise<void>) {
  const app = await buildApp({
    config: testConfig({ FILES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'demo-fechas-')) }), database: await testDatabase(),
    mailWorker: false, logger: false, clientDir: CLIENT_FIXTURE_DIR,
  });
  const { fallas } = comprobarRespuestas(app);
  injectQueComprueba(app, fallas);
  await app.ready();
  try {
    await prueba(app);
  } finally {
    await app.close();
  }
  expect(fallas()).toEqual([]);
}

describe('npm run db:demo on any day of the year', () => {
  afterEach(() => vi.useRealTimers());

  it.each(DIAS)('holds its promises when loaded on %s', async (_dia, momento) => {
    const ahora = new Date(momento);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ahora);
    const hoy = hoyEnMexico(ahora);
    const mes = hoy.slice(0, 7);
    await conApp(async (app) => {
      const report = await loadDemo(app.db, app.config, DEMO_PASSWORD, ahora);
      expect(report.servicioSocial).not.toBeNull();
      const get = async (url: string, headers: Record<string, string>) => {
        const res = await app.inject({ url: `/api${url}`, headers });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        return res.json();
      };

      // The demo student's hours page opens on this month, with entries of this month (none after today).
      const estudiante = bearer(await loginAs(app, DEMO_ESTUDIANTE, DEMO_PASSWORD));
      const horas = (await get('/servicio-social/estudiante/horas', estudiante)) as { mes: string; entradas: { fecha: string }[] };
      expect(horas.mes).toBe(mes);
      expect(horas.entradas.length).toBeGreaterThan(0);
      for (const e of horas.entradas) expect(e.fecha.slice(0, 7)).toBe(mes);
      // Mid-way: a report approved, one returned with observations, one waiting for the supervisor.
      const informes = (await get('/servicio-social/documentos?filter={"tipo":"informe_mensual"}&range=[0,199]', estudiante)) as { estado: string }[];
      expect(informes.map((d) => d.estado).sort()).toEqual(['aprobado', 'con_observaciones', 'enviado']);
      // The vacancy with the place a dropped student left is published today, and found.
      const encontradas = (await get('/servicio-social/busqueda?q=psicologico&range=[0,9]', estudiante)) as { titulo: string }[];
      expect(encontradas.map((v) => v.titulo)).toContain('Asesoría de tareas para primaria');

      // The supervisor has a queue to review.
      const institucion = bearer(await loginAs(app, DEMO_INSTITUCION, DEMO_PASSWORD));
      const porRevisar = (await get('/servicio-social/documentos?filter={"pendientes":true}&range=[0,199]', institucion)) as { tipo: string }[];
      expect(new Set(porRevisar.map((d) => d.tipo))).toEqual(new Set(['informe_mensual', 'informe_final', 'aceptacion']));
      const prestaciones = await app.db.select({ estado: ssPrestaciones.estado }).from(ssPrestaciones);
      expect(new Set(prestaciones.map((p) => p.estado))).toEqual(new Set(['en_curso', 'concluida', 'liberada', 'baja']));

      // Nothing is dated after the moment it was loaded: no hours after today, no document sent or approved later.
      expect(await app.db.select({ id: ssHoras.id, fecha: ssHoras.fecha }).from(ssHoras).where(gt(ssHoras.fecha, hoy))).toEqual([]);
      const despues = await app.db
        .select({ id: ssDocumentos.id })
        .from(ssDocumentos)
        .where(or(gt(ssDocumentos.createdAt, ahora), gt(ssDocumentos.enviadoEn, ahora), gt(ssDocumentos.aprobadoEn, ahora)));
      expect(despues).toEqual([]);
      // Each stage's steps are dated back to when they would have happened, not left at the moment of loading.
      const hora = new Date(ahora.getTime() - 3_600_000);
      const alCargar = await app.db
        .select({ id: ssDocumentos.id })
        .from(ssDocumentos)
        .where(or(gt(ssDocumentos.enviadoEn, hora), gt(ssDocumentos.aprobadoEn, hora), gt(ssDocumentos.updatedAt, hora)));
      expect(alCargar).toEqual([]);
      // Rows the database stamps itself (a document's versions) follow the story too, not the database's clock: none is
      // older than the service it belongs to (two months of paperwork before starting, at most) or after loading.
      const versiones = await app.db
        .select({ id: ssDocumentoVersiones.id, creada: ssDocumentoVersiones.createdAt, inicio: ssPrestaciones.fechaInicio })
        .from(ssDocumentoVersiones)
        .innerJoin(ssDocumentos, eq(ssDocumentos.id, ssDocumentoVersiones.documentoId))
        .innerJoin(ssPrestaciones, eq(ssPrestaciones.id, ssDocumentos.prestacionId));
      expect(versiones.length).toBeGreaterThan(0);
      const fueraDeLaHistoria = versiones.filter((v) => v.creada > ahora || v.creada.getTime() < Date.parse(`${v.inicio}T12:00:00Z`) - 60 * 86_400_000);
      expect(fueraDeLaHistoria).toEqual([]);

      // A call for nominations is open (public page), and one seguimiento wave is in course.
      const { convocatoria } = (await get('/postulaciones/convocatoria', {})) as { convocatoria: { nombre: string } | null };
      expect(convocatoria).not.toBeNull();
      const [abierta] = await app.db.select({ cierre: convocatorias.cierre }).from(convocatorias).where(eq(convocatorias.estado, 'abierta'));
      expect(abierta.cierre.getTime()).toBeGreaterThan(ahora.getTime());
      const olas = await app.db
        .select({ nombre: segAplicaciones.nombre })
        .from(segAplicaciones)
        .where(and(lte(segAplicaciones.apertura, ahora), gt(segAplicaciones.cierre, ahora)));
      expect(olas).toHaveLength(1);
    });
  }, 180_000);
});
