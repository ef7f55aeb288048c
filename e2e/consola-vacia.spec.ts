import type { Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routes, type RouteEntry } from '../shared/routes';
import { test as base, expect } from './fixtures';
import { ADMIN } from './support/env';
import { freePort } from './support/ports';
import { startProductServer, type RunningServer } from './support/server';
import { apiLogin, storeSession } from './support/session';
import { startMailCatcher, type MailCatcher } from './support/smtp';

// Issue 34, item 9: an empty state is an answer, not an error. Every page of the route table opens on a product that
// has only its administrator (a fresh data directory, not the one the other specs fill), and the watch of
// ./fixtures fails the test on any console error («Failed to load resource» of a 404 among them), page error or
// request to another host. Staff pages as the administrator; the public site's pages without a session.

interface Vacio {
  url: string;
}

const test = base.extend<object, { vacio: Vacio }>({
  vacio: [
    // Playwright reads a fixture's dependencies from this pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-vacio-'));
      let mail: MailCatcher | undefined;
      let server: RunningServer | undefined;
      try {
        mail = await startMailCatcher();
        const port = await freePort();
        const url = `http://127.0.0.1:${port}`;
        server = await startProductServer({
          root: process.cwd(),
          port,
          logFile: path.join(process.cwd(), `.tmp/e2e/vacio-${port}.log`),
          env: {
            NODE_ENV: 'production', DATA_DIR: dataDir, APP_URL: url, SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
            ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name, LOG_LEVEL: 'warn',
          },
        });
        await provide({ url: server.url });
      } finally {
        await server?.stop();
        await mail?.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
  // The watch in ./fixtures counts any other host as leaving the app: this server is the app here.
  baseURL: async ({ vacio }, provide) => provide(vacio.url),
});

test.use({ storageState: { cookies: [], origins: [] } });

const staff = (r: RouteEntry) => r.guard === 'auth' || r.guard === 'admin';
const paginas = routes.filter((r) => !r.dev);

async function abrir(page: Page, ruta: string) {
  await page.goto(ruta);
  await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: /\S/ }).first(), `${ruta} muestra su encabezado`).toBeVisible({ timeout: 30_000 });
  // Every request the page makes has been answered (a failed one is logged as it arrives).
  await page.waitForLoadState('networkidle');
}

test.describe('cada ruta con la base de datos vacía, sin errores en la consola', () => {
  // What a page asks depends on its data, not on the screen's width: one project is enough.
  test.skip(({ isMobile }) => isMobile, 'basta con un proyecto');

  test('las pantallas del personal, como administrador', async ({ page }) => {
    test.setTimeout(15 * 60_000);
    await storeSession(page, await apiLogin(page.request, ADMIN.email, ADMIN.password));
    for (const route of paginas.filter(staff)) await test.step(route.path, () => abrir(page, route.path));
  });

  test('el sitio público y los portales, sin sesión', async ({ page }) => {
    test.setTimeout(10 * 60_000);
    // A portal's page sends a visitor without a session to its sign-in page: that path is opened here too.
    for (const route of paginas.filter((r) => !staff(r))) await test.step(route.path, () => abrir(page, route.path));
  });
});
