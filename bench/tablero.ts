// The dashboard and the report with the import bench's graduates loaded: the same timed loop and autocannon
// run as the list (bench/consultas.ts). Cohorts are captured for every (program, year) first, so the
// indicators' join with the catalog does real work.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import type { LoadResult } from './load';
import { medirConsultas, medirSelectIndexado, tablaFrenteASelect, type Consulta, type FilaConsulta } from './consultas';

export const LIMITE_TABLERO_MS = 300;
/** Issue 35: the dashboard and the indicators at 10 connections with 100,000 graduates. */
export const OBJETIVO_REQS = 100;
export const OBJETIVO_P95_MS = 50;

export function consultasTablero(): Consulta[] {
  const reporte = (dimension: string, filter?: object) =>
    `/api/egresados/reportes?dimension=${dimension}${filter ? `&filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`;
  return [
    { nombre: 'tablero, 30 días', ruta: '/api/egresados/tablero?dias=30' },
    { nombre: 'tablero, 365 días', ruta: '/api/egresados/tablero?dias=365' },
    { nombre: 'reporte por programa', ruta: reporte('programa') },
    { nombre: 'reporte por situación, titulados', ruta: reporte('situacionLaboral', { titulado: true }) },
    { nombre: 'indicadores programa y generación', ruta: '/api/egresados/reportes/indicadores?agrupar=programa_cohorte' },
    { nombre: 'indicadores por programa', ruta: '/api/egresados/reportes/indicadores?agrupar=programa' },
  ];
}

/** Expected graduates for every cohort the import created (a little above the real count). */
export async function capturarCohortes(db: Db): Promise<void> {
  await db.execute(sql`
    insert into cohortes (programa_id, anio_egreso, esperados)
    select programa_id, anio_egreso, count(*) + 10 from egresados group by 1, 2
    on conflict do nothing`);
}

export async function benchTablero(db: Db, appUrl: string, token: string, segundos: number, baseline?: LoadResult) {
  await capturarCohortes(db);
  // Same-run baseline: a bare Fastify route answering one indexed SELECT from the same database.
  const select = await medirSelectIndexado(db, 'egresados', 'id, matricula, nombre', segundos);
  const filas = await medirConsultas(appUrl, token, consultasTablero(), segundos, baseline);
  const p95 = Math.max(...filas.filter((f) => f.consulta.startsWith('tablero')).map((f) => f.p95));
  return { filas, p95, select };
}

export function resumenTablero(filas: FilaConsulta[], p95: number, select: FilaConsulta): string {
  const objetivo = filas.filter((f) => f.consulta.startsWith('tablero') || f.consulta.startsWith('indicadores'));
  const peor = objetivo.reduce((a, f) => (f.reqs < a.reqs ? f : a));
  const p95Peor = Math.max(...objetivo.map((f) => f.p95));
  const p97Carga = Math.max(...objetivo.map((f) => f.p97_5Carga ?? 0));
  const cumple = peor.reqs >= OBJETIVO_REQS && p95Peor < OBJETIVO_P95_MS;
  return [
    tablaFrenteASelect(select, filas),
    '',
    `bench: tablero e indicadores: peor ${Math.round(peor.reqs)} req/s con 10 conexiones (${peor.consulta}; ${(peor.reqs / select.reqs).toFixed(2)}× el SELECT indexado; objetivo ≥ ${OBJETIVO_REQS}), ` +
      `peor p95 ${p95Peor.toFixed(1)} ms una a la vez (objetivo < ${OBJETIVO_P95_MS}), p97.5 con 10 conexiones ${p97Carga} ms — ${cumple ? 'cumple' : 'NO CUMPLE'}`,
    `bench: tablero p95 ${p95.toFixed(1)} ms (límite ${LIMITE_TABLERO_MS} ms)${p95 > LIMITE_TABLERO_MS ? ' — EXCEDE EL LÍMITE' : ''}`,
  ].join('\n');
}
