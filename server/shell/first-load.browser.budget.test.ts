// Runs after `npm run build` (npm run test:budget): the JavaScript a phone receives, measured in a real Chromium
// (Debian's /usr/bin/chromium) loading the built product at 375 px, not the build's own estimate. Chromium asks for
// gzip over plain http, so the bytes counted are gzip as sent (Playwright's request sizes: body as transferred).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../e2e/support/ports';
import { startProductServer, type RunningServer } from '../../e2e/support/server';
import { BUDGETED_PATHS, interactiveBudget, kb, PUBLIC_BUDGET_BYTES, PUBLIC_MEASURED_PAGES } from './first-load';
import { ROOT } from './serve';

let server: RunningServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'presupuesto-'));
  server = await startProductServer({
    root: ROOT,
    port: await freePort(),
    logFile: path.join(ROOT, '.tmp/budget/server.log'),
    env: { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn', MAIL_WORKER: 'false' },
  });
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Bytes of JavaScript received (body as transferred, plus headers) by a fresh 375 px phone context on `path`. */
async function measure(path: string, interact: boolean): Promise<{ bytes: number; files: string[] }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page: Page = await context.newPage();
  const sizes: Promise<{ url: string; bytes: number }>[] = [];
  const alTerminar = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    const medida = request.sizes().then((s) => ({ url: request.url(), bytes: s.responseBodySize + s.responseHeadersSize }));
    // A script that finishes as the context closes would reject with nobody listening: the run would fail on it.
    medida.catch(() => {});
    sizes.push(medida);
  };
  page.on('requestfinished', alTerminar);
  try {
    await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    if (interact) {
      // The first sign of a person (a key here) boots the app over a prerendered page; wait until it has rendered.
      await page.keyboard.press('Tab');
      await page.waitForFunction(() => document.getElementById('root')?.dataset.vista === undefined && document.querySelector('#root header'));
      await page.waitForLoadState('networkidle');
    }
    page.off('requestfinished', alTerminar);
    const received = await Promise.all(sizes);
    return { bytes: received.reduce((total, r) => total + r.bytes, 0), files: received.map((r) => new URL(r.url).pathname) };
  } finally {
    await context.close();
  }
}

describe('JavaScript a phone receives, in Chromium', () => {
  it.each(PUBLIC_MEASURED_PAGES)(`%s: at most ${kb(PUBLIC_BUDGET_BYTES)} on first load (before any input)`, async (route) => {
    const load = await measure(route, false);
    console.info(`presupuesto: ${route} primera carga ${kb(load.bytes)}`);
    expect(load.bytes, `${route}: ${load.files.join(', ')}`).toBeLessThanOrEqual(PUBLIC_BUDGET_BYTES);
  }, 60_000);

  it.each(BUDGETED_PATHS.map((route) => [route, kb(interactiveBudget(route))]))('%s: at most %s once the app has booted on the first input', async (route) => {
    const load = await measure(route, true);
    console.info(`presupuesto: ${route} con la aplicación ${kb(load.bytes)} (${load.bytes} bytes)`);
    expect(load.files.length, `${route}: la aplicación no arrancó`).toBeGreaterThan(0);
    expect(load.bytes, `${route}: ${load.files.join(', ')}`).toBeLessThanOrEqual(interactiveBudget(route));
  }, 60_000);
});
