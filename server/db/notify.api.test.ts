// The LISTEN connection is one pg.Client: overlapping queries on it are deprecated by pg (and removed in pg 9), so
// concurrent sync() calls must take turns. Only on PostgreSQL: PGlite has no separate listening connection.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { listenPostgres, type Subscription } from './notify';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('listenPostgres', () => {
  const avisos: string[] = [];
  const onWarning = (warning: Error) => avisos.push(`${warning.name}: ${warning.message}`);
  process.on('warning', onWarning);
  let subscription: Subscription | undefined;
  afterAll(async () => {
    process.off('warning', onWarning);
    await subscription?.stop();
  });

  it('hands over every notification committed before sync(), with many sync() at once and no pg deprecation', async () => {
    const channel = `prueba_${randomBytes(4).toString('hex')}`;
    const recibidas: string[] = [];
    subscription = await listenPostgres(url!, channel, { notify: (p) => recibidas.push(p), up: () => {}, down: () => {} });
    const emisor = new pg.Client({ connectionString: url });
    await emisor.connect();
    try {
      for (let i = 0; i < 5; i++) await emisor.query('SELECT pg_notify($1, $2)', [channel, String(i)]);
      await Promise.all(Array.from({ length: 25 }, () => subscription!.sync()));
    } finally {
      await emisor.end();
    }
    expect(recibidas).toEqual(['0', '1', '2', '3', '4']);
    // Warnings are emitted on the next tick.
    await new Promise((r) => setImmediate(r));
    expect(avisos.filter((a) => a.startsWith('DeprecationWarning'))).toEqual([]);
  });
});
