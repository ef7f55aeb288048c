// Section `escala` of `npm run bench` (issue 24), PostgreSQL only: the deployment of «Varios servidores» started
// with the scale-out suite's helpers (server/escala/topologia.ts): PgBouncer in transaction mode, two server processes
// as `npm start` runs them (compiled, its node flags) and HAProxy with deploy/haproxy.cfg. Every request goes
// through HAProxy; «un proceso» pins it to server a (the suite's x-servidor header), «dos procesos» is the
// balancer's round robin. Same run, same load: the session check, the staff graduate list with BENCH_FILAS
// graduates (100,000) and the public nomination page rendered with the open call. Reports the ratio two/one
// and where the CPU went (read from /proc), to say which figure the database limits; «CPU ajena» is what the
// machine's other processes took meanwhile (the cores are shared: a busy neighbour lowers both figures).
// BENCH_ESCALA_CONEXIONES (20) and BENCH_ESCALA_RONDAS (2) tune it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { iniciarHaproxy, iniciarPgbouncer, iniciarServidor, puertoLibre, type Proceso } from '../server/escala/topologia';
import { ARGS_NPM_START } from './arranque';
import { cargarEgresados } from './egresados';
import { measure, warmUp, type LoadOptions, type LoadResult } from './load';
import { prepararConvocatoria } from './postulaciones-envios';

export const ESCALA_EGRESADOS = Number(process.env.BENCH_FILAS ?? 100_000);
const CONEXIONES = Number(process.env.BENCH_ESCALA_CONEXIONES ?? 20);
/** Rounds of «un proceso» and «dos procesos», alternating which goes first; the best of each is compared. */
const RONDAS = Math.max(1, Number(process.env.BENCH_ESCALA_RONDAS ?? 2));
export const META_DOS_PROCESOS = 1.6;
const TICKS = 100; // CLK_TCK on Linux

/** CPU seconds of a process (user + system), from /proc/<pid>/stat; 0 once it is gone. */
function cpu(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(campos[11]) + Number(campos[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving the bench's database (their title names it), pid → CPU seconds. */
function backends(base: string): Map<number, number> {
  const mapa = new Map<number, number>();
  for (const entrada of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entrada)) continue;
    let titulo = '';
    try {
      titulo = fs.readFileSync(`/proc/${entrada}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (titulo.startsWith('postgres: ') && titulo.includes(` ${base} `)) mapa.set(Number(entrada), cpu(Number(entrada)));
  }
  return mapa;
}

/** Busy CPU seconds of the whole machine (every core, everyone's processes), from /proc/stat. */
function maquina(): number {
  const [, ...v] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return (v[0] + v[1] + v[2] + v[5] + v[6] + v[7]) / TICKS;
}

interface Cpu {
  servidores: number;
  postgres: number;
  intermediarios: number;
  generador: number;
  maquina: number;
}

/** What the machine's other processes (not the bench's) took. */
const ajena = (c: Cpu) => Math.max(0, c.maquina - c.servidores - c.postgres - c.intermediarios - c.generador);

/** Takes a snapshot; calling the result gives each part's CPU since then, in % of one core. */
function medirCpu(pids: { servidores: number[]; intermediarios: number[] }, base: string) {
  const inicio = performance.now();
  const antes = { servidores: pids.servidores.map(cpu), intermediarios: pids.intermediarios.map(cpu), pg: backends(base), yo: process.cpuUsage(), maquina: maquina() };
  return (): Cpu => {
    const s = (performance.now() - inicio) / 1000;
    const pct = (x: number) => (100 * x) / s;
    const suma = (xs: number[], previos: number[]) => xs.reduce((t, x, i) => t + x - previos[i], 0);
    let pg = 0;
    for (const [pid, t] of backends(base)) pg += t - (antes.pg.get(pid) ?? 0);
    const yo = process.cpuUsage(antes.yo);
    return {
      servidores: pct(suma(pids.servidores.map(cpu), antes.servidores)),
      postgres: pct(pg),
      intermediarios: pct(suma(pids.intermediarios.map(cpu), antes.intermediarios)),
      // The load generator (autocannon's worker thread) and this process, idle otherwise.
      generador: pct((yo.user + yo.system) / 1e6),
      maquina: pct(maquina() - antes.maquina),
    };
  };
}

export interface FilaEscala {
  escenario: string;
  procesos: 1 | 2;
  /** The best round, and its CPU. */
  carga: LoadResult;
  cpu: Cpu;
  /** req/s of every round, in order. */
  rondas: number[];
}

export interface ResultadoEscala {
  egresados: number;
  conexiones: number;
  filas: FilaEscala[];
}

export async function benchEscala(db: Db, baseUrl: string, admin: { email: string; password: string }, segundos: number): Promise<ResultadoEscala> {
  const [{ n }] = ((await db.execute(sql`select count(*)::int as n from egresados`)) as unknown as { rows: { n: number }[] }).rows;
  if (n < ESCALA_EGRESADOS) {
    process.stdout.write(`bench: escala, cargando ${ESCALA_EGRESADOS - n} egresados…\n`);
    await cargarEgresados(db, 'ESC', ESCALA_EGRESADOS - n);
  }
  const base = new URL(baseUrl).pathname.slice(1);
  const dirs: string[] = [];
  const procesos: Proceso[] = [];
  // An interrupted run leaves no server, balancer or pooler behind.
  const matar = () => procesos.forEach((p) => p.hijo.kill('SIGKILL'));
  process.once('exit', matar);
  try {
    const pgbouncer = await iniciarPgbouncer(baseUrl);
    procesos.push(pgbouncer.proceso);
    dirs.push(pgbouncer.dir);
    const env = {
      DATABASE_URL: pgbouncer.url, DATABASE_URL_DIRECTO: baseUrl, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password,
      APP_SECRET: randomBytes(32).toString('hex'), MAIL_WORKER: 'false', LOG_LEVEL: 'warn', TRUST_PROXY: 'true', SHUTDOWN_DRAIN_MS: '0',
    };
    const puertos = { a: await puertoLibre(), b: await puertoLibre() };
    process.stdout.write('bench: escala, arrancando PgBouncer, dos servidores (npm start) y HAProxy…\n');
    for (const s of ['a', 'b'] as const) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-escala-${s}-`));
      dirs.push(dir);
      procesos.push(await iniciarServidor(puertos[s], { ...env, DATA_DIR: dir, FILES_DIR: path.join(dir, 'archivos') }, ARGS_NPM_START));
    }
    const haproxy = await iniciarHaproxy(puertos);
    procesos.push(haproxy.proceso);
    dirs.push(haproxy.dir);
    const pids = {
      servidores: procesos.slice(1, 3).map((p) => p.hijo.pid!),
      intermediarios: [pgbouncer.proceso.hijo.pid!, haproxy.proceso.hijo.pid!],
    };

    const login = await fetch(`${haproxy.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    if (!login.ok) throw new Error(`bench escala: no se pudo iniciar sesión por HAProxy: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    await prepararConvocatoria(haproxy.url, token);
    // Both servers must be taking requests before «dos procesos» is measured (HAProxy's check rises after 2 s).
    const vistos = new Set<string>();
    for (let i = 0; i < 100 && vistos.size < 2; i++) {
      const r = await fetch(`${haproxy.url}/api/health`);
      vistos.add(r.headers.get('x-servidor') ?? '');
      if (vistos.size < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (vistos.size < 2) throw new Error(`bench escala: HAProxy reparte solo a ${[...vistos].join(', ')}`);

    const auth = { authorization: `Bearer ${token}` };
    const escenarios: { nombre: string; ruta: string; headers: Record<string, string> }[] = [
      { nombre: 'GET /api/user (sesión)', ruta: '/api/user', headers: auth },
      { nombre: `GET /api/egresados (lista del personal, ${Math.max(n, ESCALA_EGRESADOS)} registros)`, ruta: '/api/egresados?range=%5B0%2C24%5D', headers: auth },
      { nombre: 'GET /postulaciones/registro (página pública)', ruta: '/postulaciones/registro', headers: { 'accept-encoding': 'br, gzip' } },
    ];
    const filas: FilaEscala[] = [];
    for (const e of escenarios) {
      const uno: FilaEscala = { escenario: e.nombre, procesos: 1, carga: undefined!, cpu: undefined!, rondas: [] };
      const dos: FilaEscala = { ...uno, procesos: 2, rondas: [] };
      for (let ronda = 0; ronda < RONDAS; ronda++) {
        for (const fila of ronda % 2 === 0 ? [uno, dos] : [dos, uno]) {
          const load: LoadOptions = {
            url: `${haproxy.url}${e.ruta}`, connections: CONEXIONES, seconds: segundos, maxRequests: 2_000_000,
            headers: fila.procesos === 1 ? { ...e.headers, 'x-servidor': 'a' } : e.headers,
          };
          process.stdout.write(`bench: escala, ${e.nombre} con ${fila.procesos === 1 ? 'un proceso' : 'dos procesos'} (ronda ${ronda + 1} de ${RONDAS})…\n`);
          await warmUp(load, 200);
          const fin = medirCpu(pids, base);
          const carga = await measure(load);
          const cpuRonda = fin();
          fila.rondas.push(carga.requestsPerSecond);
          if (!fila.carga || carga.requestsPerSecond > fila.carga.requestsPerSecond) Object.assign(fila, { carga, cpu: cpuRonda });
        }
      }
      filas.push(uno, dos);
    }
    return { egresados: Math.max(n, ESCALA_EGRESADOS), conexiones: CONEXIONES, filas };
  } finally {
    for (const p of procesos.reverse()) await p.detener();
    process.removeListener('exit', matar);
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }
}

const pct = (x: number) => `${Math.round(x)} %`;

export function tablaEscala(r: ResultadoEscala): string {
  const columnas = ['escenario', 'procesos', 'req/s', 'req/s rondas', 'p50 ms', 'p99 ms', 'fallos', 'dos/uno', 'CPU servidores', 'CPU PostgreSQL',
    'CPU HAProxy+PgBouncer', 'CPU generador', 'CPU ajena', 'CPU máquina'];
  const celdas = r.filas.map((f) => {
    const uno = r.filas.find((g) => g.escenario === f.escenario && g.procesos === 1)!;
    return [
      f.escenario, String(f.procesos), String(Math.round(f.carga.requestsPerSecond)), f.rondas.map((x) => Math.round(x)).join(' / '), String(f.carga.p50),
      String(f.carga.p99), String(f.carga.failures), f.procesos === 1 ? 'base' : `${(f.carga.requestsPerSecond / uno.carga.requestsPerSecond).toFixed(2)}×`,
      pct(f.cpu.servidores), pct(f.cpu.postgres), pct(f.cpu.intermediarios), pct(f.cpu.generador), pct(ajena(f.cpu)), pct(f.cpu.maquina),
    ];
  });
  const anchos = columnas.map((c, i) => Math.max(c.length, ...celdas.map((f) => f[i].length)));
  const linea = (v: string[]) => v.map((x, i) => (i === 0 ? x.padEnd(anchos[i]) : x.padStart(anchos[i]))).join('  ');
  return [linea(columnas), anchos.map((w) => '-'.repeat(w)).join('  '), ...celdas.map(linea)].join('\n');
}

/**
 * Per scenario, the ratio and what limited «dos procesos»: the database when PostgreSQL spent more CPU per request
 * than the server processes; otherwise the machine's cores when they were nearly all busy; otherwise neither.
 */
export function resumenEscala(r: ResultadoEscala, nucleos = os.cpus().length): string {
  const lineas: string[] = [];
  for (const dos of r.filas.filter((f) => f.procesos === 2)) {
    const uno = r.filas.find((f) => f.escenario === dos.escenario && f.procesos === 1)!;
    const razon = dos.carga.requestsPerSecond / uno.carga.requestsPerSecond;
    const porPeticion = (x: number) => (x * 10) / Math.max(1, dos.carga.requestsPerSecond); // % of a core → ms per request
    const msServidores = porPeticion(dos.cpu.servidores);
    const msPostgres = porPeticion(dos.cpu.postgres);
    const limite =
      msPostgres >= msServidores
        ? `limitada por la base de datos: PostgreSQL gasta ${msPostgres.toFixed(2)} ms de CPU por petición, los servidores ${msServidores.toFixed(2)} ms`
        : dos.cpu.maquina >= 90 * nucleos
          ? `no la limita la base de datos (PostgreSQL ${msPostgres.toFixed(2)} ms de CPU por petición, servidores ${msServidores.toFixed(2)} ms) sino los ${nucleos} núcleos, ocupados al ${Math.round(dos.cpu.maquina / nucleos)} %: los comparten los dos procesos, PostgreSQL, HAProxy, PgBouncer, el generador de carga y otros procesos de la máquina (${pct(ajena(dos.cpu))} de un núcleo)`
          : `no la limita la base de datos (PostgreSQL ${msPostgres.toFixed(2)} ms de CPU por petición, servidores ${msServidores.toFixed(2)} ms)`;
    const meta = msPostgres < msServidores && razon < META_DOS_PROCESOS ? ` — POR DEBAJO DE ${META_DOS_PROCESOS}×` : '';
    lineas.push(`bench: ${dos.escenario}: dos/uno ${razon.toFixed(2)}× (meta ≥ ${META_DOS_PROCESOS}× donde la base de datos no es el límite)${meta}; ${limite}`);
  }
  return lineas.join('\n');
}
