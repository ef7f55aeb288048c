// Runs after `npm run build` (npm run test:budget): the compiled server, once it answers, has not loaded the packages
// that only some requests need (server/lib/paquetes.ts). Each of them costs its share of every start if imported at
// the top of a module; this names the one that came back.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ARGS_NPM_START } from '../../bench/arranque';
import { ROOT } from './root';

const AL_USAR = ['exceljs', 'pdfkit', 'sharp', 'qrcode', 'nodemailer', 'sanitize-html', 'ipx', 'csv-parse', '@aws-sdk/client-s3', '@aws-sdk/lib-storage'];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paquetes-al-usar-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Starts the compiled server on `dataDir` until it answers, stops it, and lists the CommonJS files it loaded. */
async function cargadosAlArrancar(dataDir: string, puerto: number): Promise<string[]> {
  const lista = path.join(dir, `cargados-${puerto}.json`);
  // A preload that writes, as the process ends, every CommonJS module file it loaded (packages imported from ESM too).
  const preload = path.join(dir, `cargados-${puerto}.cjs`);
  fs.writeFileSync(preload, `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(lista)}, JSON.stringify(Object.keys(require.cache))));\n`);
  const hijo = spawn(path.join(ROOT, 'node_modules/.bin/node'), ['--require', preload, ...ARGS_NPM_START], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(puerto), HOST: '127.0.0.1', LOG_LEVEL: 'warn', MAIL_WORKER: 'false', NODE_ENV: 'production', FILES_S3_BUCKET: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let error = '';
  hijo.stderr.on('data', (d: Buffer) => (error += d.toString()));
  const fin = new Promise((resolve) => hijo.once('exit', resolve));
  try {
    let listo = false;
    for (let i = 0; i < 600 && !listo && hijo.exitCode === null; i++) {
      listo = await fetch(`http://127.0.0.1:${puerto}/api/health/listo`).then((r) => r.ok, () => false);
      if (!listo) await new Promise((r) => setTimeout(r, 100));
    }
    expect(listo, error).toBe(true);
  } finally {
    hijo.kill('SIGINT');
    await fin;
  }
  return JSON.parse(fs.readFileSync(lista, 'utf8')) as string[];
}

describe('packages loaded at first use', () => {
  it('none is loaded by a start on a database already made; fastify, which every start needs, is', { timeout: 120_000 }, async () => {
    const dataDir = path.join(dir, 'datos');
    // The first start seeds (the document templates are cleaned with sanitize-html then); the second is every other.
    await cargadosAlArrancar(dataDir, 3991);
    const cargados = await cargadosAlArrancar(dataDir, 3992);
    const paquete = (nombre: string) => cargados.some((f) => f.includes(`${path.sep}node_modules${path.sep}${nombre}${path.sep}`));
    expect(paquete('fastify')).toBe(true);
    expect(AL_USAR.filter(paquete)).toEqual([]);
  });
});
