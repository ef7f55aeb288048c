// BENCH_SECCIONES=lighthouse: Lighthouse (npm) in Debian's Chromium, mobile with its default throttling, against
// the production server started here on a fresh data directory loaded with the demo university (npm run db:demo),
// as a visitor finds a real installation: programs in the registration form, an open call, vacancies.
// BENCH_LH_DATOS=vacio measures an empty installation instead. Only 127.0.0.1 is contacted.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild } from '../server/build/ensure-build';
import { freePort } from '../e2e/support/ports';
import { startProductServer } from '../e2e/support/server';

/** Every public page a visitor can open without a link from a message (those answer with their error state). */
export const PAGINAS = [
  '/',
  '/login',
  '/recuperar-contrasena',
  '/egresados/registro',
  '/egresados/resultado/exito',
  '/egresados/acceso',
  '/egresados/mi-espacio',
  '/aviso-de-privacidad',
  '/correo/baja',
  '/email/verified-success',
  '/postulaciones/registro',
  '/postulaciones/ganadores',
  '/servicioSocial',
  '/servicio-social/informacion',
  '/servicio-social/destacados',
  '/registro/estudiantes',
  '/registro/instituciones',
  // Pages reached from a link in an email or a printed document (without its token or folio they show how to go on).
  '/restablecer-contrasena',
  '/email/verificacion-fallida',
  '/egresados/actualizacion',
  '/postulaciones/registro/completado',
  '/postulaciones/aceptacion',
  '/postulaciones/verificar',
  '/servicio-social/invitacion',
  '/servicio-social/verificar',
  '/servicio-social/aprobacion',
];
const CATEGORIAS = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const MINIMO = 95;

export interface ResultadoLighthouse {
  pagina: string;
  puntos: Record<(typeof CATEGORIAS)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
  /** Requests to any host other than the server under test (must be 0). */
  externas: string[];
}

export async function benchLighthouse(root: string): Promise<ResultadoLighthouse[]> {
  ensureBuild(root);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  if (!process.env.BENCH_LH_URL && process.env.BENCH_LH_DATOS !== 'vacio') {
    execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/demo.ts'], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
  }
  const port = await freePort();
  // BENCH_LH_URL: measure a server already running (its build and data), e.g. when a busy machine starts one slowly.
  const server = process.env.BENCH_LH_URL
    ? { url: new URL(process.env.BENCH_LH_URL).origin, stop: async () => undefined }
    : await startProductServer({
        root,
        port,
        logFile: path.join(root, '.tmp/bench/lighthouse-server.log'),
        env: { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn', MAIL_WORKER: 'false' },
      });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const resultados: ResultadoLighthouse[] = [];
  // BENCH_LH_PAGINAS=/,/login narrows the list; BENCH_LH_VECES=3 runs each page that many times (scores vary with
  // the machine's load). Each report's JSON is kept in .tmp/bench/lighthouse/ to read what costs the time.
  const filtro = (process.env.BENCH_LH_PAGINAS ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  const veces = Math.max(1, Number(process.env.BENCH_LH_VECES ?? 1));
  const informes = path.join(root, '.tmp/bench/lighthouse');
  fs.mkdirSync(informes, { recursive: true });
  try {
    for (const pagina of (filtro.length ? filtro : PAGINAS).flatMap((p) => Array<string>(veces).fill(p))) {
      const medir = async () => {
        const runner = await lighthouse(`${server.url}${pagina}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIAS],
        });
        return runner?.lhr;
      };
      let lhr = await medir();
      // On a busy machine Lighthouse now and then loses the trace (NO_NAVSTART): once more before giving up.
      if (lhr?.runtimeError) lhr = await medir();
      if (!lhr) throw new Error(`Lighthouse no devolvió resultados para ${pagina}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse en ${pagina}: ${lhr.runtimeError.message}`);
      const nombre = `${pagina.replace(/[^a-zA-Z0-9]+/g, '_')}-${resultados.length}.json`;
      fs.writeFileSync(path.join(informes, nombre), JSON.stringify(lhr));
      const numero = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
      const peticiones = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
      resultados.push({
        pagina,
        puntos: Object.fromEntries(CATEGORIAS.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as ResultadoLighthouse['puntos'],
        lcpMs: numero('largest-contentful-paint'),
        cls: numero('cumulative-layout-shift'),
        tbtMs: numero('total-blocking-time'),
        bytes: numero('total-byte-weight'),
        externas: peticiones.map((r) => r.url).filter((u) => /^https?:/.test(u) && new URL(u).origin !== server.url),
      });
    }
  } finally {
    await chrome.kill();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return resultados;
}

export function tablaLighthouse(resultados: ResultadoLighthouse[]): string {
  const filas = resultados.map((r) => [
    r.pagina,
    String(r.puntos.performance),
    String(r.puntos.accessibility),
    String(r.puntos['best-practices']),
    String(r.puntos.seo),
    `${(r.lcpMs / 1000).toFixed(2)} s`,
    r.cls.toFixed(3),
    `${Math.round(r.tbtMs)} ms`,
    `${(r.bytes / 1024).toFixed(0)} KiB`,
    String(r.externas.length),
  ]);
  const cabecera = ['página', 'rend.', 'acces.', 'prácticas', 'SEO', 'LCP', 'CLS', 'TBT', 'bytes', 'externas'];
  const anchos = cabecera.map((c, i) => Math.max(c.length, ...filas.map((f) => f[i].length)));
  const linea = (valores: string[]) => valores.map((v, i) => (i === 0 ? v.padEnd(anchos[i]) : v.padStart(anchos[i]))).join('  ');
  // A page measured several times (BENCH_LH_VECES) is judged by its median score, as Lighthouse's own guidance on
  // variability advises: one run on a shared machine can lose several points to a neighbour's work.
  const medianas = medianasPorPagina(resultados);
  const bajos = medianas.flatMap((r) => CATEGORIAS.filter((c) => r.puntos[c] < MINIMO).map((c) => `${r.pagina} ${c} ${r.puntos[c]}`));
  const externas = resultados.flatMap((r) => r.externas);
  const varias = medianas.length < resultados.length;
  return [
    linea(cabecera),
    anchos.map((w) => '-'.repeat(w)).join('  '),
    ...filas.map(linea),
    ...(varias ? [`lighthouse: mediana por página (${CATEGORIAS.join(', ')}): ${medianas.map((m) => `${m.pagina} ${CATEGORIAS.map((c) => m.puntos[c]).join('/')}`).join('; ')}`] : []),
    bajos.length ? `lighthouse: por debajo de ${MINIMO}: ${bajos.join('; ')}` : `lighthouse: todas las páginas ≥ ${MINIMO} en las cuatro categorías`,
    externas.length ? `lighthouse: PETICIONES A OTROS SERVIDORES: ${externas.join(', ')}` : 'lighthouse: ninguna petición a otros servidores',
  ].join('\n');
}

function mediana(valores: number[]): number {
  const orden = [...valores].sort((a, b) => a - b);
  const medio = Math.floor(orden.length / 2);
  return orden.length % 2 ? orden[medio] : Math.round((orden[medio - 1] + orden[medio]) / 2);
}

/** Each page's median score per category over its runs, in the order the pages were measured. */
export function medianasPorPagina(resultados: ResultadoLighthouse[]): { pagina: string; puntos: ResultadoLighthouse['puntos'] }[] {
  const paginas = [...new Set(resultados.map((r) => r.pagina))];
  return paginas.map((pagina) => {
    const suyos = resultados.filter((r) => r.pagina === pagina);
    return { pagina, puntos: Object.fromEntries(CATEGORIAS.map((c) => [c, mediana(suyos.map((r) => r.puntos[c]))])) as ResultadoLighthouse['puntos'] };
  });
}
