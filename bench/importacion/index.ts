// The import section of `npm run bench`: COPY of the same rows as the baseline, then the importer end to
// end over HTTP, each size in a child process (clean peak RSS). Leaves 100,000 graduates loaded.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { niveles, programas } from '../../server/db/schema';
import { COLUMNAS_COPY, generar, type ProgramaBench } from './generar';
import { ARGS_NPM_START } from '../arranque';

const HIJO = path.join(path.dirname(fileURLToPath(import.meta.url)), 'hijo.ts');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface FilaImportacion {
  filas: number;
  mb: number;
  copySegundos: number;
  importSegundos: number;
  razon: number;
  rssBaseMb: number;
  rssPicoMb: number;
  heapPicoMb: number;
  resultado: string;
}

const PROGRAMAS = [
  ['ISC', 'Ingeniería en Sistemas Computacionales'], ['IIN', 'Ingeniería Industrial'], ['LAE', 'Administración de Empresas'],
  ['LCP', 'Contaduría Pública'], ['LDE', 'Derecho'], ['LPS', 'Psicología'], ['ENF', 'Enfermería'], ['MED', 'Médico Cirujano'],
  ['ARQ', 'Arquitectura'], ['LCC', 'Ciencias de la Comunicación'], ['MAD', 'Maestría en Administración'], ['DCE', 'Doctorado en Ciencias de la Educación'],
];

export async function catalogoBench(db: Db): Promise<ProgramaBench[]> {
  const todos = await db.select().from(niveles);
  const lic = todos.find((n) => n.clave === 'LIC')!;
  return db
    .insert(programas)
    .values(PROGRAMAS.map(([clave, nombre]) => ({ clave, nombre, nivelId: lic.id })))
    .returning({ id: programas.id, clave: programas.clave, nombre: programas.nombre });
}

async function copiar(url: string, archivo: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP TABLE IF EXISTS egresados_copia');
    // Same columns, generated busqueda, defaults, indexes and foreign key as the real table.
    await client.query('CREATE TABLE egresados_copia (LIKE egresados INCLUDING ALL)');
    await client.query('ALTER TABLE egresados_copia ADD FOREIGN KEY (programa_id) REFERENCES programas (id)');
    const inicio = performance.now();
    await pipeline(fs.createReadStream(archivo), client.query(copyFrom(`COPY egresados_copia (${COLUMNAS_COPY.join(', ')}) FROM STDIN`)));
    const ms = performance.now() - inicio;
    await client.query('DROP TABLE egresados_copia');
    return ms / 1000;
  } finally {
    await client.end();
  }
}

interface Hijo {
  ms: number;
  total: number;
  creados: number;
  actualizados: number;
  sinCambios: number;
  rechazados: number;
  rssAntes: number;
  pico: number;
  heapPico: number;
}

async function importarEnHijo(url: string, archivo: string, admin: { email: string; password: string }): Promise<Hijo> {
  // BENCH_CPU_PROF=<dir> profiles the importing process (open the .cpuprofile in Chrome DevTools).
  const perfil = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // With npm start's V8 flags (bench/arranque.ts), as the deployed server runs: its young generation is what bounds
  // the garbage an import leaves between collections, so the peak RSS is the one production would see.
  const flags = ARGS_NPM_START.slice(0, -1);
  const { stdout } = await promisify(execFile)(process.execPath, [...flags, ...perfil, '--import', 'tsx', HIJO], {
    cwd: ROOT,
    env: { ...process.env, BENCH_URL: url, BENCH_ARCHIVO: archivo, BENCH_EMAIL: admin.email, BENCH_PASSWORD: admin.password },
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as Hijo;
}

export async function benchImportacion(db: Db, url: string, admin: { email: string; password: string }, tamanos = [10_000, 100_000]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-importacion-'));
  const filas: FilaImportacion[] = [];
  try {
    const catalogo = await catalogoBench(db);
    for (const n of tamanos) {
      process.stdout.write(`bench: importación de ${n} filas (generar, COPY, importador)…\n`);
      const { csv, copia, bytes } = generar(dir, n, catalogo);
      // The machine is shared and noisy: COPY and the importer take turns, and each keeps its best time.
      const rondas = n <= 10_000 ? 3 : 2;
      let copySegundos = Infinity;
      let mejor: Hijo | undefined;
      for (let ronda = 0; ronda < rondas; ronda++) {
        copySegundos = Math.min(copySegundos, await copiar(url, copia));
        // campana_destinatarios references egresados (empty here); TRUNCATE refuses without CASCADE.
        await db.execute(sql`TRUNCATE egresados CASCADE`);
        await db.execute(sql`VACUUM ANALYZE egresados`);
        const r = await importarEnHijo(url, csv, admin);
        if (!mejor || r.ms < mejor.ms) mejor = { ...r, pico: Math.max(r.pico, mejor?.pico ?? 0), heapPico: Math.max(r.heapPico, mejor?.heapPico ?? 0) };
        else mejor = { ...mejor, pico: Math.max(r.pico, mejor.pico), heapPico: Math.max(r.heapPico, mejor.heapPico) };
      }
      const fila = (r: Hijo, resultado: string): FilaImportacion => ({
        filas: n,
        mb: bytes / (1024 * 1024),
        copySegundos,
        importSegundos: r.ms / 1000,
        razon: r.ms / 1000 / copySegundos,
        rssBaseMb: r.rssAntes,
        rssPicoMb: r.pico,
        heapPicoMb: r.heapPico,
        resultado,
      });
      filas.push(fila(mejor!, `${mejor!.creados} creados, ${mejor!.actualizados} act., ${mejor!.sinCambios} sin cambios, ${mejor!.rechazados} rech.`));
      if (n === tamanos[tamanos.length - 1]) {
        // The same file again: every row compared, none written (what a cautious office does).
        const otra = await importarEnHijo(url, csv, admin);
        filas.push(fila(otra, `repetida: ${otra.creados} creados, ${otra.sinCambios} sin cambios`));
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  await db.execute(sql`ANALYZE egresados`);
  return filas;
}

export function tablaImportacion(filas: FilaImportacion[]): string {
  const columnas = ['filas', 'MB', 'COPY s', 'COPY filas/s', 'importador s', 'importador filas/s', 'razón', 'RSS base MB', 'RSS pico MB', 'heap pico MB', 'resultado'];
  const celdas = filas.map((f) => [
    String(f.filas), f.mb.toFixed(1), f.copySegundos.toFixed(2), String(Math.round(f.filas / f.copySegundos)),
    f.importSegundos.toFixed(2), String(Math.round(f.filas / f.importSegundos)), `${f.razon.toFixed(2)}×`,
    f.rssBaseMb.toFixed(0), f.rssPicoMb.toFixed(0), f.heapPicoMb.toFixed(0), f.resultado,
  ]);
  const anchos = columnas.map((c, i) => Math.max(c.length, ...celdas.map((r) => r[i].length)));
  const linea = (v: string[]) => v.map((x, i) => (i === v.length - 1 ? x : x.padStart(anchos[i]))).join('  ');
  return [linea(columnas), anchos.map((w) => '-'.repeat(w)).join('  '), ...celdas.map(linea)].join('\n');
}
