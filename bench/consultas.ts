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

function percentil(ordenados: number[], p: number): number {
  return ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)];
}

export async function medirConsultas(base: string, token: string, consultas: Consulta[], segundos: number, baseline?: LoadResult) {
  const headers = { authorization: `Bearer ${token}` };
  const filas: FilaConsulta[] = [];
  for (const c of consultas) {
    process.stdout.write(`bench: ${c.nombre}…\n`);
    const url = `${base}${c.ruta}`;
    const primera = await fetch(url, { headers });
    if (!primera.ok) throw new Error(`${c.nombre}: ${primera.status} ${(await primera.text()).slice(0, 300)}`);
    // An estimated total (X-Total-Estimado) is printed with a tilde.
    const total = c.coinciden ?? `${primera.headers.get('x-total-estimado') ? '~' : ''}${primera.headers.get('content-range')?.split('/')[1] ?? '?'}`;
    await warmUp({ url, headers, connections: 1 }, 20);
    const tiempos: number[] = [];
    const hasta = performance.now() + Math.min(segundos, 5) * 1000;
    while (performance.now() < hasta && tiempos.length < 2_000) {
      const inicio = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      tiempos.push(performance.now() - inicio);
    }
    tiempos.sort((a, b) => a - b);
    const carga = await measure({ url, headers, connections: 10, seconds: Math.min(segundos, 5), maxRequests: 200_000 });
    filas.push({
      consulta: c.nombre,
      total,
      p50: percentil(tiempos, 50),
      p95: percentil(tiempos, 95),
      p99: percentil(tiempos, 99),
      reqs: carga.requestsPerSecond,
      p97_5Carga: carga.p97_5,
      fallos: carga.failures,
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
  const bare = Fastify({ logger: false });
  let n = 0;
  bare.get('/fila', async () => {
    n = (n % max) + 1;
    return ((await db.execute(sql`select ${sql.raw(columnas)} from ${sql.identifier(tabla)} where id = ${n}`)) as unknown as { rows: unknown[] }).rows;
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const url = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
    const [select] = await medirConsultas(url, '', [{ nombre: 'SELECT indexado por id (Fastify mínimo)', ruta: '/fila' }], segundos);
    return select;
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
