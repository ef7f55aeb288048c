// One import in a process of its own, so its peak RSS belongs to that import alone: builds the app on the
// bench database, listens on loopback, uploads the CSV through HTTP (multipart, streamed from disk) and
// prints one JSON line with the time, the answer's counts and the memory figures.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openPostgres } from '../../server/db/client';

/** VmHWM (peak resident set) from /proc, in MiB; maxRSS from the kernel's rusage as a fallback. */
function picoRss(): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'));
    if (m) return Number(m[1]) / 1024;
  } catch {
    // not Linux
  }
  return process.resourceUsage().maxRSS / 1024;
}

const [url, archivo, email, password] = [process.env.BENCH_URL!, process.env.BENCH_ARCHIVO!, process.env.BENCH_EMAIL!, process.env.BENCH_PASSWORD!];
const database = await openPostgres(url, 10);
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ADMIN_EMAIL: email, ADMIN_PASSWORD: password, MAIL_WORKER: 'false' });
const app = await buildApp({ config, database, mailWorker: false, logger: false });
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const { token } = (await login.json()) as { token: string };
  global.gc?.();
  const rssAntes = process.memoryUsage().rss / (1024 * 1024);
  const picoAntes = picoRss();
  const form = new FormData();
  form.append('archivo', await fs.openAsBlob(archivo, { type: 'text/csv' }), 'egresados.csv');
  // The JS heap in use, sampled: RSS alone also counts garbage V8 has not needed to collect yet.
  let heapPico = 0;
  const muestreo = setInterval(() => (heapPico = Math.max(heapPico, process.memoryUsage().heapUsed / (1024 * 1024))), 50);
  const inicio = performance.now();
  const res = await fetch(`${base}/api/egresados/importaciones`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const cuerpo = (await res.json()) as Record<string, unknown>;
  const ms = performance.now() - inicio;
  clearInterval(muestreo);
  if (!res.ok) throw new Error(`importación: ${res.status} ${JSON.stringify(cuerpo).slice(0, 500)}`);
  const { total, creados, actualizados, sinCambios, rechazados } = cuerpo;
  console.log(JSON.stringify({ ms, total, creados, actualizados, sinCambios, rechazados, rssAntes, picoAntes, pico: picoRss(), heapPico }));
} finally {
  await app.close();
}
