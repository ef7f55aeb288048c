// The data migration of issue 33 (0025_rondas_datos): a database as it was before rounds — criteria in the category,
// a pool per category (jurado_categorias), assignments with scores, a draft and a recusal — migrated forward holds all
// of it in each category's ronda 1. On an embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { conectarPglite, conectarPostgres, type Conexion } from '../respaldo/conexion';
import { carpetaHasta } from '../respaldo/migraciones';
import { migrationsFolder } from '../db/client';
import { emptyPostgres } from '../test/helper';

const ANTES_DE_RONDAS = '0023_agregados_avisos';
const CRITERIOS = [{ id: 'impacto', nombre: 'Impacto', descripcion: '', peso: 60 }, { id: 'trayectoria', nombre: 'Trayectoria', descripcion: '', peso: 40 }];

/** Old-shaped rows, written with the SQL of the schema before rounds. */
async function llenarAntiguo(c: Conexion) {
  await c.query(`INSERT INTO usuarios (id, name, email, password_hash) VALUES (901, 'Jurado Uno', 'j1@u.mx', 'x'), (902, 'Jurado Dos', 'j2@u.mx', 'x'), (903, 'Jurado Tres', 'j3@u.mx', 'x')`);
  await c.query(`INSERT INTO convocatorias (id, nombre, prefijo, anio, apertura, cierre, publicacion_resultados, estado)
    VALUES (801, 'Premio 2025', 'PRA', 2025, '2025-01-01T00:00:00Z', '2025-02-01T00:00:00Z', '2025-03-01T00:00:00Z', 'resultados_publicados'),
           (802, 'Premio 2026', 'PRB', 2026, '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z', '2026-02-01T00:00:00Z', 'en_evaluacion')`);
  await c.query(`INSERT INTO categorias (id, convocatoria_id, nombre, criterios) VALUES (701, 801, 'Trayectoria', $1), (702, 802, 'Joven', $1), (703, 802, 'Sin jurados', '[]')`, [JSON.stringify(CRITERIOS)]);
  await c.query(`INSERT INTO jurado_categorias (categoria_id, usuario_id) VALUES (701, 901), (701, 902), (701, 903), (702, 902)`);
  const p = (id: number, cat: number, conv: number, estado: string) =>
    `(${id}, ${conv}, ${cat}, 'F-${id}', '${estado}', 'Persona ${id}', 'p${id}@c.mx', '5512345678', 'egresado', 'propia', 'Persona ${id}', 'p${id}@c.mx', '<p>S</p>')`;
  await c.query(`INSERT INTO postulaciones (id, convocatoria_id, categoria_id, folio, estado, nombre, correo, telefono, vinculo, nominador_tipo, nominador_nombre, nominador_correo, semblanza)
    VALUES ${[p(601, 701, 801, 'ganadora'), p(602, 701, 801, 'no_seleccionada'), p(603, 702, 802, 'en_evaluacion')].join(', ')}`);
  await c.query(`INSERT INTO evaluaciones (id, postulacion_id, usuario_id, origen, estado, puntajes, comentario, puntaje, conflicto_motivo, enviada_en) VALUES
    (501, 601, 901, 'aleatoria', 'enviada', '{"impacto": 9, "trayectoria": 8}', 'Sobresaliente', 8.6, NULL, '2025-02-10T00:00:00Z'),
    (502, 601, 902, 'aleatoria', 'enviada', '{"impacto": 7, "trayectoria": 7}', 'Bien', 7, NULL, '2025-02-11T00:00:00Z'),
    (503, 602, 903, 'aleatoria', 'recusada', '{}', '', NULL, 'Fue mi alumna', NULL),
    (504, 603, 902, 'manual', 'borrador', '{"impacto": 6}', 'A medias', NULL, NULL, NULL)`);
}

async function comprobar(c: Conexion) {
  const rondas = await c.query<{ categoria_id: number; numero: number; modo: string; criterios: unknown; estado: string; inicio: Date; fin: Date }>(
    'SELECT categoria_id, numero, modo, criterios, estado, inicio, fin FROM rondas ORDER BY categoria_id');
  expect(rondas.map((r) => [r.categoria_id, r.numero, r.modo, r.estado])).toEqual([[701, 1, 'puntaje', 'cerrada'], [702, 1, 'puntaje', 'abierta'], [703, 1, 'puntaje', 'abierta']]);
  expect(rondas[0].criterios).toEqual(CRITERIOS);
  expect(new Date(rondas[0].inicio).toISOString()).toBe('2025-02-01T00:00:00.000Z');
  expect(new Date(rondas[0].fin).toISOString()).toBe('2025-03-01T00:00:00.000Z');
  // A call whose results day equals its close still gets a round that ends after it starts.
  expect(new Date(rondas[1].fin).getTime()).toBeGreaterThan(new Date(rondas[1].inicio).getTime());
  const pool = await c.query<{ categoria_id: number; usuario_id: number }>(
    'SELECT r.categoria_id, rj.usuario_id FROM ronda_jurados rj JOIN rondas r ON r.id = rj.ronda_id ORDER BY 1, 2');
  expect(pool.map((x) => [x.categoria_id, x.usuario_id])).toEqual([[701, 901], [701, 902], [701, 903], [702, 902]]);
  const evs = await c.query<{ id: number; categoria_id: number; numero: number; estado: string; puntajes: unknown; comentario: string; puntaje: number | null; conflicto_motivo: string | null }>(
    `SELECT e.id, r.categoria_id, r.numero, e.estado, e.puntajes, e.comentario, e.puntaje, e.conflicto_motivo FROM evaluaciones e JOIN rondas r ON r.id = e.ronda_id ORDER BY e.id`);
  expect(evs.map((e) => [e.id, e.categoria_id, e.numero, e.estado, e.comentario, e.puntaje === null ? null : Number(e.puntaje), e.conflicto_motivo])).toEqual([
    [501, 701, 1, 'enviada', 'Sobresaliente', 8.6, null],
    [502, 701, 1, 'enviada', 'Bien', 7, null],
    [503, 701, 1, 'recusada', '', null, 'Fue mi alumna'],
    [504, 702, 1, 'borrador', 'A medias', null, null],
  ]);
  expect(evs[0].puntajes).toEqual({ impacto: 9, trayectoria: 8 });
  const [{ t }] = await c.query<{ t: string | null }>(`SELECT to_regclass('public.jurado_categorias')::text AS t`);
  expect(t).toBeNull();
}

describe('0025_rondas_datos: lo de antes de las rondas queda en la ronda 1 de cada categoría', () => {
  const limpiar: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const f of limpiar.reverse()) await f();
  });

  it('en la base integrada', { timeout: 180_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rondas-migracion-'));
    limpiar.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const c = await conectarPglite(dir);
    limpiar.push(() => c.cerrar());
    await c.migrar(carpetaHasta(ANTES_DE_RONDAS));
    await llenarAntiguo(c);
    await c.migrar(migrationsFolder);
    await comprobar(c);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('en PostgreSQL', { timeout: 120_000 }, async () => {
    const base = await emptyPostgres();
    limpiar.push(() => base.drop());
    const c = await conectarPostgres(base.url);
    limpiar.push(() => c.cerrar());
    await c.migrar(carpetaHasta(ANTES_DE_RONDAS));
    await llenarAntiguo(c);
    await c.migrar(migrationsFolder);
    await comprobar(c);
  });
});
