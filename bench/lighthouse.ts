// BENCH_SECCIONES=lighthouse: Lighthouse (npm) in Debian's Chromium, mobile with its default throttling, against
// the production server started here on a fresh data directory loaded with the demo university (npm run db:demo),
// as a visitor finds a real installation: programs in the registration form, an open call, vacancies.
// BENCH_LH_DATOS=vacio measures an empty installation instead. Only 127.0.0.1 is contacted.
//
// Each page is measured beside its no-script limit, in the same run and interleaved: the same URL through a proxy
// (sinScripts below) that removes the page's <script> and modulepreload tags from the HTML, so what remains is the
// prerendered page and its inlined styles. The machine is shared, so a page is judged against that limit, not a
// fixed number alone.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ensureBuild } from '../server/build/ensure-build';
import { PUBLIC_MEASURED_PAGES } from '../server/shell/first-load';
import { DEMO_PASSWORD } from '../server/cli/demo-data';
import { DEMO_ESTUDIANTE, DEMO_INSTITUCION } from '../server/cli/demo-servicio-social';
import { freePort } from '../e2e/support/ports';
import { startProductServer } from '../e2e/support/server';

/** Every public page a visitor can open without a link from a message (server/shell/first-load.ts). */
export const PAGINAS = PUBLIC_MEASURED_PAGES;

/** The student's and the institution's portals, signed in (home, hours, documents): their session is put in localStorage. */
export const PORTALES: { pagina: string; cuenta: string }[] = [
  { pagina: '/servicio-social/estudiantes', cuenta: DEMO_ESTUDIANTE },
  { pagina: '/servicio-social/estudiantes/horas', cuenta: DEMO_ESTUDIANTE },
  { pagina: '/servicio-social/estudiantes/documentos/ckeditor', cuenta: DEMO_ESTUDIANTE },
  { pagina: '/servicio-social/Institucion', cuenta: DEMO_INSTITUCION },
  // The institution sees its students' hours and documents on one page.
  { pagina: '/servicio-social/Institucion/estudiantes', cuenta: DEMO_INSTITUCION },
];
const CATEGORIAS = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const MINIMO = 95;
/** Issue 35's targets for every public page. */
export const METAS = { rendimiento: 95, tbtMs: 200, cls: 0.05, jsKiB: 140 } as const;
/** Where the no-script limit itself misses a target, a page may fall short of the limit by this much. */
export const HOLGURA = { rendimiento: 3, tbtMs: 100 } as const;

export interface ResultadoLighthouse {
  pagina: string;
  /** 'sin' is the same page with its scripts removed (the limit). */
  variante: 'con' | 'sin';
  puntos: Record<(typeof CATEGORIAS)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
  /** Bytes of JavaScript transferred (compressed, as received) during the load. */
  jsBytes: number;
  /** Requests to any host other than the server under test (must be 0). */
  externas: string[];
}

/**
 * A proxy in front of the server that answers every HTML page without its scripts (and without the modulepreload hints
 * that would fetch them); everything else passes untouched, compression included. The stripped HTML is gzipped again
 * as the server would send it.
 */
async function sinScripts(destino: string): Promise<{ url: string; cerrar: () => Promise<void> }> {
  const origen = new URL(destino);
  const servidor = http.createServer((req, res) => {
    const headers = { ...req.headers, host: origen.host };
    const upstream = http.request({ host: origen.hostname, port: origen.port, path: req.url, method: req.method, headers }, (up) => {
      if (!String(up.headers['content-type'] ?? '').startsWith('text/html')) {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const partes: Buffer[] = [];
      up.on('data', (c: Buffer) => partes.push(c));
      up.on('end', () => {
        let cuerpo = Buffer.concat(partes);
        const codificacion = up.headers['content-encoding'];
        if (codificacion === 'gzip') cuerpo = zlib.gunzipSync(cuerpo);
        else if (codificacion === 'br') cuerpo = zlib.brotliDecompressSync(cuerpo);
        const html = cuerpo.toString('utf8')
          .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
          .replace(/<link\b[^>]*rel="?(?:modulepreload|preload)"?[^>]*as="?script"?[^>]*>/gi, '')
          .replace(/<link\b[^>]*rel="?modulepreload"?[^>]*>/gi, '');
        const salida = /gzip/.test(String(req.headers['accept-encoding'] ?? '')) ? zlib.gzipSync(html) : Buffer.from(html);
        const { 'content-length': _l, 'content-encoding': _e, ...resto } = up.headers;
        res.writeHead(up.statusCode ?? 502, { ...resto, 'content-length': salida.length, ...(salida.length !== Buffer.byteLength(html) ? { 'content-encoding': 'gzip' } : {}) });
        res.end(salida);
      });
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`,
    cerrar: () => new Promise<void>((resolve) => servidor.close(() => resolve())),
  };
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
  const limite = await sinScripts(server.url);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const navegador = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const resultados: ResultadoLighthouse[] = [];
  // BENCH_LH_PAGINAS=/,/login narrows the list (portal pages included by their path); BENCH_LH_VECES (3 by default)
  // runs each page and its limit that many times, interleaved, and the table shows medians. Each report's JSON is kept
  // in .tmp/bench/lighthouse/ to read what costs the time.
  const filtro = (process.env.BENCH_LH_PAGINAS ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  const veces = Math.max(1, Number(process.env.BENCH_LH_VECES ?? 3));
  const todas = [...PAGINAS.map((pagina) => ({ pagina, cuenta: undefined as string | undefined })), ...(process.env.BENCH_LH_DATOS === 'vacio' ? [] : PORTALES)];
  const elegidas = filtro.length ? todas.filter((p) => filtro.includes(p.pagina)) : todas;
  const informes = path.join(root, '.tmp/bench/lighthouse');
  fs.mkdirSync(informes, { recursive: true });
  const sesiones = new Map<string, unknown>();
  /** Signs in through the API and leaves the session where the public site reads it, on the server's origin. */
  const iniciarSesion = async (cuenta: string) => {
    if (!sesiones.has(cuenta)) {
      const respuesta = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: cuenta, password: DEMO_PASSWORD }) });
      if (!respuesta.ok) throw new Error(`No se pudo iniciar sesión como ${cuenta}: ${respuesta.status}`);
      sesiones.set(cuenta, await respuesta.json());
    }
    const { token, user } = sesiones.get(cuenta) as { token: string; user: unknown };
    const pestana = await navegador.newPage();
    await pestana.goto(`${server.url}/api/health`);
    await pestana.evaluate((t, u) => {
      localStorage.clear();
      localStorage.setItem('auth_token', t);
      localStorage.setItem('auth_user', u);
    }, token, JSON.stringify(user));
    // Lighthouse keeps storage (the session) for these runs, and with it the cache: empty the cache by hand.
    const cdp = await pestana.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await pestana.close();
  };
  try {
    // The public pages' rounds first, the portals' last: the tab that stores a portal's session leaves the tabs
    // Lighthouse opens after it hidden, and a hidden tab boots the app at once (server/shell/prerender.ts).
    const grupos = [elegidas.filter((p) => !p.cuenta), elegidas.filter((p) => p.cuenta)];
    for (const grupo of grupos) for (let vez = 0; vez < veces; vez++) {
      for (const { pagina, cuenta } of grupo) {
        // A signed-in page has no prerendered HTML (at most its portal's frame), so it has no no-script limit: it is judged by the
        // targets alone.
        for (const variante of cuenta ? (['con'] as const) : (['con', 'sin'] as const)) {
          const base = variante === 'con' ? server.url : limite.url;
          if (cuenta && variante === 'con') await iniciarSesion(cuenta);
          const medir = async () => {
            const runner = await lighthouse(`${base}${pagina}`, {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: [...CATEGORIAS],
              disableStorageReset: Boolean(cuenta && variante === 'con'),
            });
            return runner?.lhr;
          };
          let lhr = await medir();
          // On a busy machine Lighthouse now and then loses the trace (NO_NAVSTART): once more before giving up.
          if (lhr?.runtimeError) lhr = await medir();
          if (!lhr) throw new Error(`Lighthouse no devolvió resultados para ${pagina}`);
          if (lhr.runtimeError) throw new Error(`Lighthouse en ${pagina}: ${lhr.runtimeError.message}`);
          if (cuenta && variante === 'con' && new URL(lhr.finalDisplayedUrl).pathname !== pagina) {
            throw new Error(`${pagina} llevó a ${lhr.finalDisplayedUrl}: la sesión de ${cuenta} no se tomó`);
          }
          const nombre = `${pagina.replace(/[^a-zA-Z0-9]+/g, '_')}-${variante}-${vez}.json`;
          fs.writeFileSync(path.join(informes, nombre), JSON.stringify(lhr));
          const numero = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
          const peticiones = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
          resultados.push({
            pagina,
            variante,
            puntos: Object.fromEntries(CATEGORIAS.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as ResultadoLighthouse['puntos'],
            lcpMs: numero('largest-contentful-paint'),
            cls: numero('cumulative-layout-shift'),
            tbtMs: numero('total-blocking-time'),
            bytes: numero('total-byte-weight'),
            jsBytes: peticiones.filter((r) => r.resourceType === 'Script').reduce((total, r) => total + (r.transferSize ?? 0), 0),
            externas: peticiones.map((r) => r.url).filter((u) => /^https?:/.test(u) && ![server.url, limite.url].includes(new URL(u).origin)),
          });
          process.stdout.write(`lighthouse: ${pagina} ${variante === 'con' ? 'página' : 'sin scripts'} (vuelta ${vez + 1}/${veces}): rendimiento ${resultados.at(-1)!.puntos.performance}, TBT ${Math.round(resultados.at(-1)!.tbtMs)} ms\n`);
        }
      }
    }
  } finally {
    await navegador.disconnect();
    await chrome.kill();
    await limite.cerrar();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return resultados;
}

function mediana(valores: number[]): number {
  const orden = [...valores].sort((a, b) => a - b);
  const medio = Math.floor(orden.length / 2);
  return orden.length % 2 ? orden[medio] : (orden[medio - 1] + orden[medio]) / 2;
}

export interface MedianaPagina {
  pagina: string;
  puntos: ResultadoLighthouse['puntos'];
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
  bytes: number;
}

/** Each page's (and variant's) median per figure over its runs, in the order the pages were measured. */
export function medianasPorPagina(resultados: ResultadoLighthouse[], variante: ResultadoLighthouse['variante'] = 'con'): MedianaPagina[] {
  const propios = resultados.filter((r) => r.variante === variante);
  const paginas = [...new Set(propios.map((r) => r.pagina))];
  return paginas.map((pagina) => {
    const suyos = propios.filter((r) => r.pagina === pagina);
    const de = (f: (r: ResultadoLighthouse) => number) => mediana(suyos.map(f));
    return {
      pagina,
      puntos: Object.fromEntries(CATEGORIAS.map((c) => [c, Math.round(de((r) => r.puntos[c]))])) as ResultadoLighthouse['puntos'],
      lcpMs: de((r) => r.lcpMs),
      cls: de((r) => r.cls),
      tbtMs: de((r) => r.tbtMs),
      jsBytes: de((r) => r.jsBytes),
      bytes: de((r) => r.bytes),
    };
  });
}

/** Whether a page meets issue 35's targets, or comes within HOLGURA of its no-script limit where the limit misses them. */
export function cumple(pagina: MedianaPagina, limite: MedianaPagina | undefined): string[] {
  const fallos: string[] = [];
  const exigeRendimiento = Math.min(METAS.rendimiento, (limite?.puntos.performance ?? 100) - HOLGURA.rendimiento);
  if (pagina.puntos.performance < exigeRendimiento) fallos.push(`rendimiento ${pagina.puntos.performance} < ${exigeRendimiento}`);
  const exigeTbt = Math.max(METAS.tbtMs, (limite?.tbtMs ?? 0) + HOLGURA.tbtMs);
  if (pagina.tbtMs > exigeTbt) fallos.push(`TBT ${Math.round(pagina.tbtMs)} > ${Math.round(exigeTbt)} ms`);
  if (pagina.cls > METAS.cls) fallos.push(`CLS ${pagina.cls.toFixed(3)} > ${METAS.cls}`);
  if (pagina.jsBytes > METAS.jsKiB * 1024) fallos.push(`JS ${(pagina.jsBytes / 1024).toFixed(1)} > ${METAS.jsKiB} KiB`);
  return fallos;
}

export function tablaLighthouse(resultados: ResultadoLighthouse[]): string {
  const con = medianasPorPagina(resultados, 'con');
  const sin = medianasPorPagina(resultados, 'sin');
  const veces = Math.max(...con.map((m) => resultados.filter((r) => r.pagina === m.pagina && r.variante === 'con').length));
  // Where the limit already misses a target, the page may miss it by HOLGURA (a signed-in page has no limit).
  const filas: string[][] = [];
  const fallos: string[] = [];
  for (const m of con) {
    const l = sin.find((s) => s.pagina === m.pagina);
    const suyos = cumple(m, l);
    if (suyos.length) fallos.push(`${m.pagina}: ${suyos.join(', ')}`);
    filas.push([
      m.pagina,
      `${m.puntos.performance}/${l?.puntos.performance ?? '—'}`,
      l ? (m.puntos.performance / Math.max(1, l.puntos.performance)).toFixed(2) : '—',
      `${Math.round(m.tbtMs)}/${l ? Math.round(l.tbtMs) : '—'} ms`,
      l ? `${Math.round(m.tbtMs - l.tbtMs)} ms` : '—',
      `${(m.lcpMs / 1000).toFixed(2)}/${l ? (l.lcpMs / 1000).toFixed(2) : '—'} s`,
      `${m.cls.toFixed(3)}/${l ? l.cls.toFixed(3) : '—'}`,
      `${(m.jsBytes / 1024).toFixed(1)} KiB`,
      `${(m.bytes / 1024).toFixed(0)}/${l ? (l.bytes / 1024).toFixed(0) : '—'} KiB`,
      `${m.puntos.accessibility}/${m.puntos['best-practices']}/${m.puntos.seo}`,
      suyos.length ? 'NO' : 'sí',
    ]);
  }
  const cabecera = ['página', 'rend. pág./límite', 'razón', 'TBT pág./límite', 'TBT − límite', 'LCP pág./límite', 'CLS pág./límite', 'JS recibido', 'bytes pág./límite', 'acces./práct./SEO', 'cumple'];
  const anchos = cabecera.map((c, i) => Math.max(c.length, ...filas.map((f) => f[i].length)));
  const linea = (valores: string[]) => valores.map((v, i) => (i === 0 ? v.padEnd(anchos[i]) : v.padStart(anchos[i]))).join('  ');
  const bajos = con.flatMap((r) => (['accessibility', 'best-practices', 'seo'] as const).filter((c) => r.puntos[c] < MINIMO).map((c) => `${r.pagina} ${c} ${r.puntos[c]}`));
  const externas = resultados.flatMap((r) => r.externas);
  return [
    `Mediana de ${veces} vueltas por página; «límite»: la misma página sin sus scripts, medida en la misma vuelta. Metas: rendimiento ≥ ${METAS.rendimiento}, TBT ≤ ${METAS.tbtMs} ms, CLS ≤ ${METAS.cls}, JS ≤ ${METAS.jsKiB} KiB; donde el límite no las alcanza, a ${HOLGURA.rendimiento} puntos y ${HOLGURA.tbtMs} ms de él.`,
    linea(cabecera),
    anchos.map((w) => '-'.repeat(w)).join('  '),
    ...filas.map(linea),
    fallos.length ? `lighthouse: NO CUMPLEN (${fallos.length} de ${con.length}): ${fallos.join('; ')}` : `lighthouse: las ${con.length} páginas cumplen`,
    bajos.length ? `lighthouse: por debajo de ${MINIMO}: ${bajos.join('; ')}` : `lighthouse: accesibilidad, prácticas y SEO ≥ ${MINIMO} en todas las páginas`,
    externas.length ? `lighthouse: PETICIONES A OTROS SERVIDORES: ${externas.join(', ')}` : 'lighthouse: ninguna petición a otros servidores',
  ].join('\n');
}
