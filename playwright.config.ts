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

// axe on every page (e2e/a11y-rutas.spec.ts) is its own run, `npm run test:a11y`, on both projects: the route table and
// the pages under it in two modes take longer than the rest of the suite, and it needs the demo data (e2e/run.ts).
const soloA11y = process.env.E2E_A11Y_RUTAS === '1';
const ignorados = soloA11y ? [] : [/a11y-rutas\.spec\.ts$/];

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
    trace: 'retain-on-failure',
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
      testMatch: soloA11y ? /a11y-rutas\.spec\.ts$/ : /\.spec\.ts$/,
      testIgnore: ignorados,
      dependencies: ['setup'],
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, storageState: AUTH_FILE },
    },
  ],
});
