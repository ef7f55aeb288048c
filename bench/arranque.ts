// Start time and idle memory of the server process, as IT starts it: today's `npm start` (node with its flags on the
// compiled dist/server/start.js) beside the previous release's way (TypeScript compiled by tsx at every start), on
// the embedded database and on PostgreSQL, each on an empty database and on one it already migrated.
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

/** The two ways of starting, each a node command line; `npm start` is the first one. */
const MODOS = [
  { nombre: 'compilado (npm start)', args: ARGS_NPM_START },
  { nombre: 'antes: tsx al arrancar', args: ['--import', 'tsx', 'server/cli/start.ts'] },
] as const;

export interface FilaArranque {
  escenario: string;
  segundos: number;
  rssMb: number;
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
      const listo = await fetch(`http://127.0.0.1:${puerto}/api/health`).then((r) => r.ok, () => false);
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
  for (let vez = 0; vez < VECES; vez++) {
    for (const modo of MODOS) {
      process.stdout.write(`bench: arranque ${modo.nombre} (${vez + 1}/${VECES})…\n`);
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
  }
  const filas: FilaArranque[] = [];
  for (const [escenario, m] of medidas) {
    const antes = medidas.get(escenario.replace(MODOS[0].nombre, MODOS[1].nombre));
    const propia = escenario.endsWith(MODOS[0].nombre);
    filas.push({
      escenario,
      segundos: mediana(m.segundos),
      rssMb: mediana(m.rss),
      razonSegundos: propia && antes ? mediana(m.segundos) / mediana(antes.segundos) : null,
      razonRss: propia && antes ? mediana(m.rss) / mediana(antes.rss) : null,
    });
  }
  return filas.sort((a, b) => a.escenario.localeCompare(b.escenario));
}

const OBJETIVOS: Record<string, { segundos: number; rssMb: number }> = {
  PGlite: { segundos: 4, rssMb: 300 },
  PostgreSQL: { segundos: 2, rssMb: 150 },
};

export function tablaArranque(filas: FilaArranque[]): string {
  const veces = (x: number | null) => (x === null ? '—' : `${x.toFixed(2)}×`);
  const columnas = ['escenario', 's hasta responder', 'RSS en reposo MB', 's vs. antes', 'RSS vs. antes', 'objetivo'];
  const celdas = filas.map((f) => {
    const objetivo = OBJETIVOS[f.escenario.split(' ')[0]];
    const cumple = f.escenario.endsWith(MODOS[0].nombre)
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
