// Section `postulaciones` of `npm run bench` (public submissions): 1,000 public nominations with a 2 MB PDF
// each, 20 at a time, through POST /api/postulaciones/registro (multipart parsing, type check by content,
// SHA-256, the file moved into FILES_DIR, the folio under the call's row lock, the confirmation mail queued),
// next to a bare Fastify + @fastify/multipart route that streams the same upload to disk, in the same run.
// Reports submissions/s, p50/p95 and the ratio to the bare route, and the server process's RSS growth
// (sampled every 100 ms; the target is flat within 100 MB).
//
// The public form is limited per IP (20 per 15 minutes). The bench does not loosen that limit: the app runs with
// TRUST_PROXY=true (as it does behind the production reverse proxy) and each request carries its own
// X-Forwarded-For address, so every submission is a different visitor and the limiter still runs on each one
// (its store lookups are part of the measured cost). Nothing in the app changes for the bench.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import type { App } from '../server/types';

const ENVIOS = Number(process.env.BENCH_POSTULACIONES ?? 1000);
const CONCURRENCIA = 20;
const BYTES = 2 * 1024 * 1024;

/** What the load generator (postulaciones-cliente.mjs) is given… */
interface Trabajo {
  url: string;
  total: number;
  concurrencia: number;
  bytes: number;
  /** The call's category (the `datos` JSON is built per request), or null for the bare route (the file alone). */
  categoriaId: number | null;
  ronda: string;
}

/** …and what it answers. */
interface Medicion {
  segundos: number;
  latencias: number[];
  fallos: number;
  primerFallo: string | null;
}

export interface FilaEnvios {
  escenario: string;
  envios: number;
  porSegundo: number;
  p50: number;
  p95: number;
  fallos: number;
  razon: number | null;
  rssMb: number;
  cpuMs: number;
  primerFallo: string | null;
}

const percentil = (xs: number[], p: number) => {
  if (!xs.length) return 0;
  const orden = [...xs].sort((a, b) => a - b);
  return Math.round(orden[Math.min(orden.length - 1, Math.ceil((p / 100) * orden.length) - 1)]);
};

/** The load generator in its own process (its memory is not the server's RSS), over IPC. */
function enWorker(trabajo: Trabajo): Promise<Medicion> {
  return new Promise((resolve, reject) => {
    const hijo = fork(fileURLToPath(new URL('./postulaciones-cliente.mjs', import.meta.url)), [], { execArgv: [], serialization: 'advanced' });
    let medicion: Medicion | undefined;
    hijo.once('message', (m) => (medicion = m as Medicion));
    hijo.once('error', reject);
    hijo.once('exit', (code) => (medicion ? resolve(medicion) : reject(new Error(`el generador de carga terminó con ${code}`))));
    hijo.send(trabajo);
  });
}

/** Runs the load while sampling this (the server's) process's RSS; returns the measurement and the RSS growth in MB. */
async function medir(trabajo: Trabajo) {
  global.gc?.();
  const inicial = process.memoryUsage.rss();
  let pico = inicial;
  const muestreo = setInterval(() => (pico = Math.max(pico, process.memoryUsage.rss())), 100);
  const cpu = process.cpuUsage();
  try {
    const m = await enWorker(trabajo);
    const usado = process.cpuUsage(cpu);
    // The server's CPU (main thread and libuv's pool) per submission: on two cores, the figure that says whether
    // the route or the machine sets the pace.
    return { m, rssMb: (pico - inicial) / 1048576, cpuMs: (usado.user + usado.system) / 1000 / trabajo.total };
  } finally {
    clearInterval(muestreo);
  }
}

/** A bare multipart route: the file streamed to a temporary file and removed, 201. */
async function rutaBase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-multipart-'));
  const bare = Fastify({ logger: false });
  await bare.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 16 } });
  bare.post('/subir', async (request, reply) => {
    for await (const parte of request.parts()) {
      if (parte.type === 'file') {
        const ruta = path.join(dir, randomUUID());
        await pipeline(parte.file, fs.createWriteStream(ruta));
        fs.rmSync(ruta, { force: true });
      }
    }
    return reply.status(201).send({ ok: true });
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/subir`,
    close: async () => {
      await bare.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A JSON call to the API as staff; anything but 2xx throws with the answer. */
export async function api<T>(appUrl: string, token: string, metodo: string, ruta: string, cuerpo: unknown): Promise<T> {
  const res = await fetch(`${appUrl}/api${ruta}`, {
    method: metodo,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(cuerpo),
  });
  if (!res.ok) throw new Error(`bench postulaciones: ${metodo} ${ruta} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** An open call with one category asking for a PDF of up to 5 MB. */
export async function prepararConvocatoria(appUrl: string, token: string) {
  const ahora = Date.now();
  const ronda = randomUUID().slice(0, 8);
  const c = await api<{ id: number }>(appUrl, token, 'POST', '/convocatorias', {
    nombre: `Banco de pruebas ${ronda}`,
    apertura: new Date(ahora - 3600_000).toISOString(),
    cierre: new Date(ahora + 24 * 3600_000).toISOString(),
    publicacionResultados: new Date(ahora + 48 * 3600_000).toISOString(),
    estado: 'abierta',
    prefijo: `BP${ronda.replace(/[^a-z]/gi, '').slice(0, 6) || 'X'}`.toUpperCase().slice(0, 10),
    anio: 2000 + Math.floor(Math.random() * 100),
  });
  const cat = await api<{ id: number }>(appUrl, token, 'POST', '/categorias', {
    convocatoriaId: c.id,
    nombre: 'Trayectoria',
    elegibles: ['externo'],
    criterios: [{ nombre: 'Impacto', peso: 100 }],
    documentos: [{ clave: 'cv', nombre: 'Currículum', requerido: true, tipos: ['pdf'], maxMb: 5 }],
  });
  return { categoriaId: cat.id, ronda };
}

export async function benchPostulacionesEnvios(app: App, appUrl: string, token: string, envios = ENVIOS): Promise<FilaEnvios[]> {
  if (!app.config.TRUST_PROXY) {
    throw new Error('bench postulaciones: el servidor debe correr con TRUST_PROXY=true (cada envío llega con su propia X-Forwarded-For)');
  }
  const base = await rutaBase();
  try {
    const { categoriaId, ronda } = await prepararConvocatoria(appUrl, token);
    const calentamiento = Math.min(40, Math.max(5, Math.floor(envios / 20)));
    process.stdout.write(`bench: postulaciones, calentamiento (${calentamiento} envíos por escenario)…\n`);
    await enWorker({ url: base.url, total: calentamiento, concurrencia: CONCURRENCIA, bytes: BYTES, categoriaId: null, ronda });
    await enWorker({ url: `${appUrl}/api/postulaciones/registro`, total: calentamiento, concurrencia: CONCURRENCIA, bytes: BYTES, categoriaId, ronda: `${ronda}c` });

    process.stdout.write(`bench: postulaciones, ruta multipart mínima (${envios} × 2 MB, ${CONCURRENCIA} a la vez)…\n`);
    const b = await medir({ url: base.url, total: envios, concurrencia: CONCURRENCIA, bytes: BYTES, categoriaId: null, ronda });
    process.stdout.write(`bench: postulaciones, registro público (${envios} × 2 MB, ${CONCURRENCIA} a la vez)…\n`);
    const p = await medir({ url: `${appUrl}/api/postulaciones/registro`, total: envios, concurrencia: CONCURRENCIA, bytes: BYTES, categoriaId, ronda });
    const fila = (escenario: string, r: Awaited<ReturnType<typeof medir>>, ref?: number): FilaEnvios => {
      const porSegundo = envios / r.m.segundos;
      return {
        escenario, envios, porSegundo, p50: percentil(r.m.latencias, 50), p95: percentil(r.m.latencias, 95), fallos: r.m.fallos,
        razon: ref ? porSegundo / ref : null, rssMb: r.rssMb, cpuMs: r.cpuMs, primerFallo: r.m.primerFallo,
      };
    };
    const filaBase = fila('Multipart mínimo (base)', b);
    return [filaBase, fila('POST /api/postulaciones/registro', p, filaBase.porSegundo)];
  } finally {
    await base.close();
  }
}

const veces = (x: number | null) => (x === null ? '—' : `${x.toFixed(2)}×`);

export function tablaPostulacionesEnvios(filas: FilaEnvios[]): string {
  const base = filas[0];
  const columnas = ['escenario', 'envíos', 'envíos/s', 'p50 ms', 'p95 ms', 'fallos', 'envíos/s vs. base', 'p95 vs. base', 'CPU ms/envío', 'RSS +MB'];
  const celdas = filas.map((f) => [
    f.escenario, String(f.envios), f.porSegundo.toFixed(1), String(f.p50), String(f.p95), String(f.fallos),
    veces(f.razon ?? 1), veces(base.p95 > 0 ? f.p95 / base.p95 : null), f.cpuMs.toFixed(1), String(Math.round(f.rssMb)),
  ]);
  const anchos = columnas.map((c, i) => Math.max(c.length, ...celdas.map((r) => r[i].length)));
  const linea = (vs: string[]) => vs.map((v, i) => (i === 0 ? v.padEnd(anchos[i]) : v.padStart(anchos[i]))).join('  ');
  const tabla = [linea(columnas), anchos.map((w) => '-'.repeat(w)).join('  '), ...celdas.map(linea)].join('\n');
  const avisos = filas.filter((f) => f.primerFallo).map((f) => `bench: ${f.escenario}: primer fallo ${f.primerFallo}`);
  const rss = filas.filter((f) => f.rssMb > 100).map((f) => `bench: ${f.escenario}: la memoria creció ${Math.round(f.rssMb)} MB (límite 100 MB) — EXCEDE EL LÍMITE`);
  return [tabla, ...avisos, ...rss].join('\n');
}
