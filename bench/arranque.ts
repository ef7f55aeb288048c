// Start time and idle memory of the server process, as IT starts it (deploy/: node with npm start's flags on the
// compiled dist/server/start.js), until /api/health/listo answers 200 (database reachable, migrations applied), on
// the embedded database and on PostgreSQL, each on an empty database and on one it already migrated. The same-run
// baseline is a bare Fastify process started the same way (bench/fastify-minimo.mjs), timed in every round.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { adminQuery } from './database';

const PG_SERVER = process.env.BENCH_DATABASE_URL && process.env.BENCH_DATABASE_URL !== 'pglite' ? process.env.BENCH_DATABASE_URL : 'postgres://postgres@127.0.0.1:5432/postgres';
const VECES = Math.max(1, Number(process.env.BENCH_ARRANQUE_VECES ?? 3));
const REPOSO_MS = 5_000;

/** `npm start`'s node command line (package.json): the compiled server with its flags. */
export const ARGS_NPM_START = ['--liftoff-only', '--max-semi-space-size=4', '--optimize-for-size', 'dist/server/start.js'] as const;

/** npm start's node flags on a bare Fastify process: what any server started this way costs. */
const ARGS_FASTIFY = [...ARGS_NPM_START.slice(0, -1), 'bench/fastify-minimo.mjs'];
const MINIMO = 'Fastify mínimo (mismo arranque)';

export interface FilaArranque {
  escenario: string;
  segundos: number;
  rssMb: number;
  /** Seconds over the bare Fastify process's (same run). */
  razonSegundos: number | null;
  razonRss: number | null;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function arrancar(root: string, args: readonly string[], env: Record<string, string>, puerto: number) {
  const inicio = performance.now();
  const hijo = spawn(path.join(root, 'node_modules/.bin/node'), args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', MAIL_WORKER: 'false', HOST: '127.0.0.1', PORT: String(puerto), DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let error = '';
  hijo.stderr.on('data', (d: Buffer) => (error += d.toString()));
  try {
    for (;;) {
      if (hijo.exitCode !== null) throw new Error(`el servidor terminó al arrancar: ${error.slice(-500)}`);
      const listo = await fetch(`http://127.0.0.1:${puerto}/api/health/listo`).then((r) => r.ok, () => false);
      if (listo) break;
      if (performance.now() - inicio > 300_000) throw new Error('el servidor no respondió en 300 s');
      await new Promise((r) => setTimeout(r, 25));
    }
    const segundos = (performance.now() - inicio) / 1000;
    await new Promise((r) => setTimeout(r, REPOSO_MS));
    return { segundos, rssMb: rssMb(hijo.pid!) };
  } finally {
    hijo.kill('SIGTERM');
    await new Promise((r) => (hijo.exitCode !== null ? r(null) : hijo.once('exit', r)));
  }
}

const pgAdmin = (sql: string) => adminQuery(PG_SERVER, sql);

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchArranque(root: string, puerto = 3990): Promise<FilaArranque[]> {
  const medidas = new Map<string, { segundos: number[]; rss: number[] }>();
  const anotar = (escenario: string, m: { segundos: number; rssMb: number }) => {
    const e = medidas.get(escenario) ?? { segundos: [], rss: [] };
    e.segundos.push(m.segundos);
    e.rss.push(m.rssMb);
    medidas.set(escenario, e);
  };
  const modo = { nombre: 'compilado (npm start)', args: ARGS_NPM_START };
  for (let vez = 0; vez < VECES; vez++) {
    process.stdout.write(`bench: arranque (${vez + 1}/${VECES})…\n`);
    anotar(MINIMO, await arrancar(root, ARGS_FASTIFY, {}, puerto));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-arranque-'));
    try {
      anotar(`PGlite vacía · ${modo.nombre}`, await arrancar(root, modo.args, { DATA_DIR: dataDir }, puerto));
      anotar(`PGlite existente · ${modo.nombre}`, await arrancar(root, modo.args, { DATA_DIR: dataDir }, puerto));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const nombre = `bench_arranque_${randomBytes(4).toString('hex')}`;
    await pgAdmin(`CREATE DATABASE ${nombre}`);
    try {
      const url = new URL(PG_SERVER);
      url.pathname = `/${nombre}`;
      const env = { DATABASE_URL: url.toString(), DATA_DIR: os.tmpdir() };
      anotar(`PostgreSQL vacía · ${modo.nombre}`, await arrancar(root, modo.args, env, puerto));
      anotar(`PostgreSQL existente · ${modo.nombre}`, await arrancar(root, modo.args, env, puerto));
    } finally {
      await pgAdmin(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
    }
  }
  const base = medidas.get(MINIMO)!;
  const filas: FilaArranque[] = [];
  for (const [escenario, m] of medidas) {
    const propia = escenario !== MINIMO;
    filas.push({
      escenario,
      segundos: mediana(m.segundos),
      rssMb: mediana(m.rss),
      razonSegundos: propia ? mediana(m.segundos) / mediana(base.segundos) : null,
      razonRss: propia ? mediana(m.rss) / mediana(base.rss) : null,
    });
  }
  return filas.sort((a, b) => Number(b.escenario === MINIMO) - Number(a.escenario === MINIMO) || a.escenario.localeCompare(b.escenario));
}

/** Issue 35: /api/health/listo in < 1.5 s on PostgreSQL and < 3 s on a fresh embedded database (RSS as before). */
const OBJETIVOS: Record<string, { segundos: number; rssMb: number }> = {
  PGlite: { segundos: 3, rssMb: 300 },
  PostgreSQL: { segundos: 1.5, rssMb: 150 },
};

export function tablaArranque(filas: FilaArranque[]): string {
  const veces = (x: number | null) => (x === null ? '—' : `${x.toFixed(2)}×`);
  const columnas = ['escenario', 's hasta /api/health/listo', 'RSS en reposo MB', 's vs. Fastify mínimo', 'RSS vs. Fastify mínimo', 'objetivo'];
  const celdas = filas.map((f) => {
    const objetivo = OBJETIVOS[f.escenario.split(' ')[0]];
    const cumple = objetivo
      ? f.segundos < objetivo.segundos && f.rssMb < objetivo.rssMb
        ? `cumple (< ${objetivo.segundos} s, < ${objetivo.rssMb} MB)`
        : `NO CUMPLE (< ${objetivo.segundos} s, < ${objetivo.rssMb} MB)`
      : '';
    return [f.escenario, f.segundos.toFixed(2), String(Math.round(f.rssMb)), veces(f.razonSegundos), veces(f.razonRss), cumple];
  });
  const anchos = columnas.map((c, i) => Math.max(c.length, ...celdas.map((r) => r[i].length)));
  const linea = (vs: string[]) => vs.map((v, i) => (i === 0 || i === 5 ? v.padEnd(anchos[i]) : v.padStart(anchos[i]))).join('  ');
  return [linea(columnas), anchos.map((w) => '-'.repeat(w)).join('  '), ...celdas.map(linea)].join('\n');
}
