import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { migrationsFolder, openPostgres } from './client';
import { ADMIN, testConfig } from '../test/helper';
import { CLIENT_FIXTURE_DIR } from '../test/paths';

const URL_PG = process.env.TEST_DATABASE_URL;
const diario = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };

async function conAdmin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: URL_PG });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

// Several servers started together on one empty PostgreSQL used to race on CREATE TYPE and on the first
// administrator's unique email; start-up writes now take turns on an advisory lock.
describe.runIf(URL_PG)('arranque simultáneo en PostgreSQL', () => {
  it('cuatro servidores a la vez sobre una base vacía migran una sola vez y crean un solo administrador', async () => {
    for (let ronda = 0; ronda < 2; ronda++) {
      const nombre = `arranque_${randomBytes(5).toString('hex')}`;
      await conAdmin((c) => c.query(`CREATE DATABASE ${nombre}`));
      const url = new URL(URL_PG!);
      url.pathname = `/${nombre}`;
      try {
        const arranques = await Promise.allSettled(
          Array.from({ length: 4 }, async () => {
            const database = await openPostgres(url.toString(), 2);
            const app = await buildApp({ config: testConfig(), database, mailWorker: false, logger: false, clientDir: CLIENT_FIXTURE_DIR });
            await app.ready();
            return app;
          }),
        );
        const fallas = arranques.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason));
        expect(fallas).toEqual([]);
        const apps = arranques.map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof buildApp>>>).value);
        await Promise.all(apps.map((a) => a.close()));
        const c = new pg.Client({ connectionString: url.toString() });
        await c.connect();
        const admins = await c.query('select count(*)::int as n from usuarios where email = $1', [ADMIN.email]);
        const migraciones = await c.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        await c.end();
        expect(admins.rows[0].n).toBe(1);
        expect(migraciones.rows[0].n).toBe(diario.entries.length);
      } finally {
        await conAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`));
      }
    }
  }, 120_000);
});
