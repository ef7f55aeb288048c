import { spawn } from 'node:child_process';
import fs from 'node:fs';
const configs = JSON.parse(process.argv[2]);
const N = Number(process.argv[3] ?? 5);
const env0 = { ...process.env, DATABASE_URL: process.env.AB_DB ?? 'postgres://postgres@127.0.0.1:5432/arr1', LOG_LEVEL: 'warn', MAIL_WORKER: 'false', HOST: '127.0.0.1', PORT: '4999' };
const res = configs.map(() => []);
for (let r = 0; r < N; r++) for (const [i, c] of configs.entries()) {
  const t0 = performance.now();
  const h = spawn('node_modules/.bin/node', [...c.args, c.file ?? 'dist/server/start.js'], { env: { ...env0, ...(c.env ?? {}) }, stdio: 'ignore' });
  for (;;) { if (await fetch('http://127.0.0.1:4999/api/health/listo').then(r => r.ok, () => false)) break; await new Promise(r => setTimeout(r, 10)); }
  const s = performance.now() - t0;
  await new Promise(r => setTimeout(r, 3000));
  const rss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${h.pid}/status`, 'utf8'))[1]) / 1024;
  h.kill('SIGTERM'); await new Promise(r => h.once('exit', r));
  res[i].push([s, rss]);
}
const med = (a) => a.slice().sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const [i, c] of configs.entries()) console.log(c.name.padEnd(30), 'median ms', med(res[i].map(x => x[0])).toFixed(0), 'rss', med(res[i].map(x => x[1])).toFixed(0), 'all', res[i].map(x => x[0].toFixed(0)).join(' '));
