// The dashboard and the report with the import bench's graduates loaded: the same timed loop and autocannon
// run as the list (bench/consultas.ts). Cohorts are captured for every (program, year) first, so the
// indicators' join with the catalog does real work.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import type { LoadResult } from './load';
import { medirConsultas, tablaConsultas, type Consulta, type FilaConsulta } from './consultas';

export const LIMITE_TABLERO_MS = 300;

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
  const filas = await medirConsultas(appUrl, token, consultasTablero(), segundos, baseline);
  const p95 = Math.max(...filas.filter((f) => f.consulta.startsWith('tablero')).map((f) => f.p95));
  return { filas, p95 };
}

export function resumenTablero(filas: FilaConsulta[], p95: number): string {
  return [
    tablaConsultas(filas),
    '',
    `bench: tablero p95 ${p95.toFixed(1)} ms (límite ${LIMITE_TABLERO_MS} ms)${p95 > LIMITE_TABLERO_MS ? ' — EXCEDE EL LÍMITE' : ''}`,
  ].join('\n');
}
