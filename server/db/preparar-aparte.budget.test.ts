// Runs after `npm run build` (npm run test:budget): the compiled server's first start on an empty embedded database,
// which unpacks the build's template before it opens the database (preparar-aparte.ts). Memory itself is measured by `npm run bench`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ARGS_NPM_START } from '../../bench/arranque';
import { ROOT } from '../lib/root';

const NODE = path.join(ROOT, 'node_modules/.bin/node');
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function arrancar(dataDir: string, puerto: number) {
  const hijo = spawn(NODE, [...ARGS_NPM_START], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(puerto), HOST: '127.0.0.1', LOG_LEVEL: 'warn', MAIL_WORKER: 'false', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let salida = '';
  hijo.stdout.on('data', (d: Buffer) => (salida += d.toString()));
  hijo.stderr.on('data', (d: Buffer) => (salida += d.toString()));
  const fin = new Promise<number | null>((resolve) => hijo.once('exit', (code) => resolve(code)));
  return { hijo, fin, salida: () => salida };
}

async function hastaResponder(puerto: number, fin: Promise<unknown>) {
  let terminado = false;
  void fin.then(() => (terminado = true));
  for (let i = 0; i < 1200 && !terminado; i++) {
    const ok = await fetch(`http://127.0.0.1:${puerto}/api/health`).then((r) => r.ok, () => false);
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe('first start of the compiled server on an empty embedded database', () => {
  it('prepares the database, answers, and starts again on what it prepared', { timeout: 240_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'primer-arranque-'));
    dirs.push(dataDir);
    for (const [puerto, primero] of [[3981, true], [3982, false]] as const) {
      const s = arrancar(dataDir, puerto);
      try {
        expect(await hastaResponder(puerto, s.fin), s.salida()).toBe(true);
        // Said only when the start prepared the database before opening it.
        expect(s.salida().includes('Primer arranque: base de datos integrada creada'), s.salida()).toBe(primero);
        expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
        // The preparation released the data directory's lock: the server holds it now.
        expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(s.hijo.pid));
      } finally {
        s.hijo.kill('SIGTERM');
        await s.fin;
      }
    }
  });

  it('refuses a data directory another live process holds, in Spanish, and leaves it empty', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'primer-arranque-'));
    dirs.push(dataDir);
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid));
    const s = arrancar(dataDir, 3983);
    expect(await s.fin).toBe(1);
    expect(s.salida().match(/está en uso por otro proceso/g), s.salida()).toHaveLength(1);
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false);
  });
});
