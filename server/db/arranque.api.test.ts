import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ADMIN, buildAppOn, emptyPostgres } from '../test/helper';
import { migracionesDelCodigo } from '../respaldo/migraciones';
import { filas } from '../respaldo/test-support';

// Two servers started together on an empty PostgreSQL database used to crash: both migrated («audit_log already
// exists»), and both created the ADMIN_EMAIL account (usuarios_email_unique).
describe.runIf(process.env.TEST_DATABASE_URL)('two servers starting together on an empty PostgreSQL database', () => {
  it('both start; the migrations and the first administrator happen once', { timeout: 150_000 }, async () => {
    for (let intento = 0; intento < 2; intento++) {
      const pg = await emptyPostgres();
      try {
        const lugar = { DATA_DIR: os.tmpdir(), DATABASE_URL: pg.url };
        const apps = await Promise.all([buildAppOn(lugar), buildAppOn(lugar)]);
        try {
          expect(await filas(apps[0], `SELECT count(*)::int AS n FROM usuarios WHERE email = '${ADMIN.email}'`)).toEqual([{ n: 1 }]);
          expect(await filas(apps[1], 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).toEqual([{ n: migracionesDelCodigo().length }]);
        } finally {
          await Promise.all(apps.map((app) => app.close()));
        }
      } finally {
        await pg.drop();
      }
    }
  });
});
