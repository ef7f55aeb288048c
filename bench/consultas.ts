// List pages and `q` searches of GET /api/egresados with the import bench's graduates loaded: latency
// percentiles from a timed loop (one request at a time) and throughput from autocannon. Sections with their own data
// set their queries against a bare indexed SELECT on the same database (medirSelectIndexado, tablaFrenteASelect).
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { measure, warmUp, type LoadResult } from './load';

export interface Consulta {
  nombre: string;
  ruta: string;
  /** What the «coinciden» column says when the answer is not a list (no Content-Range). */
  coinciden?: string;
  /** A public route behind the per-address limit: each request from its own address (bench/visitante.cjs). */
  visitantes?: boolean;
}

export interface FilaConsulta {
  consulta: string;
  total: string;
  p50: number;
  p95: number;
  p99: number;
  reqs: number;
  /** Under 10 connections (autocannon's 97.5th percentile: it reports none at 95). */
  p97_5Carga?: number;
  fallos: number;
  vsBase: number | null;
}

export function consultasEgresados(programaId: number, anio: number): Consulta[] {
  const q = (filter: unknown, extra = '') => `/api/egresados?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;
  return [
    { nombre: 'lista, orden por defecto', ruta: '/api/egresados?range=%5B0%2C24%5D' },
    { nombre: 'lista, por apellido paterno', ruta: `/api/egresados?sort=${encodeURIComponent('["apellidoPaterno","ASC"]')}&range=%5B0%2C24%5D` },
    { nombre: 'lista, página 2,000', ruta: '/api/egresados?range=%5B49975%2C49999%5D' },
    { nombre: 'filtro programa + año', ruta: q({ programaId, anioEgreso: anio }, '&range=%5B0%2C24%5D') },
    { nombre: 'q = apellido (Hernández)', ruta: q({ q: 'Hernández' }, '&range=%5B0%2C24%5D') },
    { nombre: "q = 'nunez' (sin acento)", ruta: q({ q: 'nunez' }, '&range=%5B0%2C24%5D') },
    { nombre: 'q = fragmento de matrícula', ruta: q({ q: '00123' }, '&range=%5B0%2C24%5D') },
  ];
}

/** The timed loop's addresses (autocannon's come from bench/visitante.cjs, in 10.0.0.0/8). */
let visitante = 0;
const siguienteVisitante = () => {
  visitante = (visitante + 1) % 2 ** 16;
  return { 'x-forwarded-for': `172.16.${visitante >> 8}.${visitante & 255}` };
};

function percentil(ordenados: number[], p: number): number {
  return ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)];
}

export async function medirConsultas(base: string, token: string, consultas: Consulta[], segundos: number, baseline?: LoadResult) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const filas: FilaConsulta[] = [];
  for (const c of consultas) {
    process.stdout.write(`bench: ${c.nombre}…\n`);
    const url = `${base}${c.ruta}`;
    const cabeceras = () => (c.visitantes ? { ...headers, ...siguienteVisitante() } : headers);
    const primera = await fetch(url, { headers: cabeceras() });
    if (!primera.ok) throw new Error(`${c.nombre}: ${primera.status} ${(await primera.text()).slice(0, 300)}`);
    // An estimated total (X-Total-Estimado) is printed with a tilde.
    const total = c.coinciden ?? `${primera.headers.get('x-total-estimado') ? '~' : ''}${primera.headers.get('content-range')?.split('/')[1] ?? '?'}`;
    await warmUp({ url, headers, connections: 1, visitantes: c.visitantes }, 20);
    const tiempos: number[] = [];
    let fallosUnoAUno = 0;
    const hasta = performance.now() + Math.min(segundos, 5) * 1000;
    while (performance.now() < hasta && tiempos.length < 2_000) {
      const inicio = performance.now();
      const res = await fetch(url, { headers: cabeceras() });
      await res.arrayBuffer();
      tiempos.push(performance.now() - inicio);
      if (!res.ok) fallosUnoAUno++;
    }
    tiempos.sort((a, b) => a - b);
    const carga = await measure({ url, headers, connections: 10, seconds: Math.min(segundos, 5), maxRequests: 200_000, visitantes: c.visitantes });
    filas.push({
      consulta: c.nombre,
      total,
      p50: percentil(tiempos, 50),
      p95: percentil(tiempos, 95),
      p99: percentil(tiempos, 99),
      reqs: carga.requestsPerSecond,
      p97_5Carga: carga.p97_5,
      fallos: carga.failures + fallosUnoAUno,
      vsBase: baseline && baseline.requestsPerSecond > 0 ? carga.requestsPerSecond / baseline.requestsPerSecond : null,
    });
  }
  return filas;
}

export function tablaConsultas(filas: FilaConsulta[]): string {
  const columnas = ['consulta', 'coinciden', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s (10 con.)', 'fallos', 'vs. base'];
  const celdas = filas.map((f) => [
    f.consulta, f.total, f.p50.toFixed(1), f.p95.toFixed(1), f.p99.toFixed(1), String(Math.round(f.reqs)), String(f.fallos),
    f.vsBase === null ? '—' : `${f.vsBase >= 0.1 ? f.vsBase.toFixed(2) : f.vsBase.toPrecision(2)}×`,
  ]);
  const anchos = columnas.map((c, i) => Math.max(c.length, ...celdas.map((r) => r[i].length)));
  const linea = (v: string[]) => v.map((x, i) => (i === 0 ? x.padEnd(anchos[i]) : x.padStart(anchos[i]))).join('  ');
  return [linea(columnas), anchos.map((w) => '-'.repeat(w)).join('  '), ...celdas.map(linea)].join('\n');
}

/**
 * The floor a section's queries are set against: a minimal Fastify route answering one indexed SELECT by id (ids in
 * turn) from the same database, measured the same way.
 */
export async function medirSelectIndexado(db: Db, tabla: string, columnas: string, segundos: number): Promise<FilaConsulta> {
  const { rows: [{ max }] } = (await db.execute(sql`select coalesce(max(id), 1)::int as max from ${sql.identifier(tabla)}`)) as unknown as { rows: { max: number }[] };
  let n = 0;
  return medirRutaMinima('SELECT indexado por id (Fastify mínimo)', async () => {
    n = (n % max) + 1;
    return ((await db.execute(sql`select ${sql.raw(columnas)} from ${sql.identifier(tabla)} where id = ${n}`)) as unknown as { rows: unknown[] }).rows;
  }, segundos);
}

/**
 * A minimal Fastify route (no auth, no schema, no limiter) answering `responder()` from the same database, measured as
 * the app's routes are: the floor a section's route is set against when the floor is not one row by id.
 */
export async function medirRutaMinima(nombre: string, responder: () => Promise<unknown>, segundos: number, coinciden?: string): Promise<FilaConsulta> {
  const bare = Fastify({ logger: false });
  bare.get('/fila', responder);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const url = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
    const [fila] = await medirConsultas(url, '', [{ nombre, ruta: '/fila', coinciden }], segundos);
    return fila;
  } finally {
    await bare.close();
  }
}

export function tablaFrenteASelect(select: FilaConsulta, filas: FilaConsulta[]): string {
  const columnas = ['consulta', 'coinciden', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s (10 con.)', 'fallos', 'p95 / SELECT', 'req/s / SELECT'];
  const razon = (x: number) => `${x >= 0.1 ? x.toFixed(2) : x.toPrecision(2)}×`;
  const celdas = [select, ...filas].map((f, i) => [
    f.consulta, i === 0 ? '1' : f.total, f.p50.toFixed(1), f.p95.toFixed(1), f.p99.toFixed(1), String(Math.round(f.reqs)), String(f.fallos),
    i === 0 ? 'base' : razon(f.p95 / select.p95), i === 0 ? 'base' : razon(f.reqs / select.reqs),
  ]);
  const anchos = columnas.map((c, i) => Math.max(c.length, ...celdas.map((r) => r[i].length)));
  const linea = (v: string[]) => v.map((x, i) => (i === 0 ? x.padEnd(anchos[i]) : x.padStart(anchos[i]))).join('  ');
  return [linea(columnas), anchos.map((w) => '-'.repeat(w)).join('  '), ...celdas.map(linea)].join('\n');
}
