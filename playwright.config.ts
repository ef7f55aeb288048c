import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { AUTH_FILE } from './e2e/support/env';

// Debian's Chromium: the suite never downloads a browser, and the flags keep it from calling home.
const chromium = {
  headless: true,
  launchOptions: {
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  },
};

// axe on every page (e2e/a11y-rutas.spec.ts) is its own run, `npm run test:a11y`: it needs the demo data (e2e/run.ts).
// It runs in one project: each test loads its page once and scans it at 1280 and then at 375 px.
const soloA11y = process.env.E2E_A11Y_RUTAS === '1';
const ignorados = soloA11y ? [] : [/a11y-rutas\.spec\.ts$/];

// At 375 px the suite runs the journeys people make on a phone: registering as a graduate and «Mi espacio», a
// nomination, the students', institutions', employers' and jurados' own pages, the graduates' surveys, signing in
// with the institution's account, and staff's keyboard walk (personal-teclado). The back office's long staff journeys
// and the checks whose outcome does not depend on the width (guards, redirects, prerendered HTML, notices, sign-in
// and password rules) run once, at 1280 px. Every page of both apps is still laid out and scanned at 375 px by the
// axe scan (e2e/a11y-rutas.spec.ts: overflow, cut labels, both modes). Running everything twice took a third of CI's
// hour without finding anything the scan does not.
const EN_TELEFONO = [
  'bolsa', 'egresados-mi-espacio', 'estudiante-teclado', 'institucional', 'jurado-teclado', 'personal-teclado', 'postulaciones-registro',
  'registro-egresados', 'seguimiento', 'servicio-social-portales', 'supervisor-teclado',
];
const sinArchivo = EN_TELEFONO.filter((n) => !fs.existsSync(path.join(import.meta.dirname, 'e2e', `${n}.spec.ts`)));
if (sinArchivo.length) throw new Error(`playwright.config.ts: EN_TELEFONO nombra especificaciones que no existen: ${sinArchivo.join(', ')}`);
const enTelefono = new RegExp(`/(${EN_TELEFONO.join('|')})\\.spec\\.ts$`);

const reporter: ReporterDescription[] = [['list']];
// .ci/run asks for a JSON report to count the tests that ran.
if (process.env.E2E_JSON_REPORT) reporter.push(['json', { outputFile: process.env.E2E_JSON_REPORT }]);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two cores: the server, argon2 and two browsers already share them.
  workers: 2,
  // Staff flows go through several admin pages with axe on each; beside the long servicio social flows on two cores
  // some took 50 s in CI. A hung test still stops after 90 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    ...chromium,
    baseURL: process.env.E2E_BASE_URL,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    // .ci/run sets E2E_TRAZA=off (see there).
    trace: (process.env.E2E_TRAZA as 'off' | 'retain-on-failure' | undefined) ?? 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'escritorio',
      testMatch: soloA11y ? /a11y-rutas\.spec\.ts$/ : /\.spec\.ts$/,
      testIgnore: ignorados,
      dependencies: ['setup'],
      use: { viewport: { width: 1280, height: 800 }, storageState: AUTH_FILE },
    },
    {
      name: 'movil',
      testMatch: enTelefono,
      testIgnore: soloA11y ? /.*/ : ignorados,
      dependencies: ['setup'],
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, storageState: AUTH_FILE },
    },
  ],
});
