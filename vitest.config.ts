import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine, so every file
    // of every project ran one after another while the other core idled. Test files are CPU-bound (jsdom renders,
    // argon2, PGlite) and independent (each API file has its own database), so use both cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'server/**/*.unit.test.ts'],
          // No unit test mocks a module, so files share a worker's module cache: importing each file's modules
          // again (zod schemas, the server's services) was nearly all of this project's time. Spies, fake timers,
          // stubbed globals and env are undone after each test.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.api.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // Each file builds its own app on its own database copy (server/test/helper.ts) and no API test mocks a
          // module, so one worker keeps the server's modules loaded across files instead of importing them again
          // for each of them (that import was most of the suite's time).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['admin/**/*.test.tsx', 'public-site/**/*.test.tsx', 'shared/**/*.test.tsx'],
          setupFiles: ['shared/test/setup-dom.ts'],
          // No component test mocks a module (vi.mock), so files can share a worker's module cache: the admin app,
          // MUI and react-admin are imported once per worker instead of once per file (the import was most of the
          // project's time). What a file does change globally is undone after each test: stubbed globals (fetch,
          // matchMedia, location) and spies (console, browser.assign); setup-dom.ts unmounts and clears storage.
          isolate: false,
          unstubGlobals: true,
          restoreMocks: true,
          // Long forms typed key by key (userEvent) took over 20 s on 2 cores shared with other work; a hung test still stops.
          testTimeout: 45_000,
        },
      },
    ],
  },
});
