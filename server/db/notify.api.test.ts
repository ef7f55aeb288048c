// The LISTEN connection is one pg.Client: overlapping queries on it are deprecated by pg (and removed in pg 9), so
// concurrent sync() calls must take turns. Only on PostgreSQL: PGlite has no separate listening connection.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { escuchaPostgres, listenPostgres, type Subscription } from './notify';

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

  it('shares one connection among channels: each hears its own, all go down and up together, one stop leaves the rest', { timeout: 20_000 }, async () => {
    const listen = escuchaPostgres(url!);
    const [c1, c2] = [`prueba_${randomBytes(4).toString('hex')}`, `prueba_${randomBytes(4).toString('hex')}`];
    const eventos: string[] = [];
    const handlers = (nombre: string) => ({ notify: (p: string) => eventos.push(`${nombre}:${p}`), up: () => eventos.push(`${nombre}:up`), down: () => eventos.push(`${nombre}:down`) });
    const emisor = new pg.Client({ connectionString: url });
    await emisor.connect();
    const escuchas = async () => new Set((await emisor.query(`select pid from pg_stat_activity where datname = current_database() and application_name = 'listen'`)).rows.map((r) => r.pid as number));
    const antes = await escuchas();
    const [s1, s1b, s2] = [await listen(c1, handlers('a')), await listen(c1, handlers('b')), await listen(c2, handlers('c'))];
    try {
      const nuevas = [...(await escuchas())].filter((pid) => !antes.has(pid));
      expect(nuevas).toHaveLength(1);
      expect(eventos.sort()).toEqual(['a:up', 'b:up', 'c:up']);
      eventos.length = 0;
      await emisor.query('SELECT pg_notify($1, $2), pg_notify($3, $4)', [c1, 'uno', c2, 'dos']);
      await s2.sync();
      expect(eventos.sort()).toEqual(['a:uno', 'b:uno', 'c:dos']);

      // Cutting that one backend takes every subscriber down, and the reconnection brings every channel back.
      const [pid] = nuevas;
      eventos.length = 0;
      await emisor.query('select pg_terminate_backend($1)', [pid]);
      await expect.poll(() => eventos.filter((e) => e.endsWith(':up')).length, { timeout: 10_000 }).toBe(3);
      expect(eventos.filter((e) => e.endsWith(':down')).sort()).toEqual(['a:down', 'b:down', 'c:down']);

      eventos.length = 0;
      await s1.stop();
      await s1b.stop();
      await emisor.query('SELECT pg_notify($1, $2), pg_notify($3, $4)', [c1, 'tres', c2, 'cuatro']);
      await s2.sync();
      expect(eventos).toEqual(['c:cuatro']);
    } finally {
      await emisor.end();
      await s2.stop();
    }
  });
});
