import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { buildApp } from '../app';
import { LIMITE_EN_LOTE_DESDE, LOTE_MS, postgresRateLimitStore } from './rate-limit-store';
import { CLIENT_FIXTURE_DIR } from '../test/paths';
import { testConfig, testDatabase } from '../test/helper';

// Two apps on one database stand for two server processes behind a load balancer.
describe('rate limits counted in the database', async () => {
  const database = await testDatabase();
  const build = () => buildApp({ config: testConfig(), database, mailWorker: false, logger: false, clientDir: CLIENT_FIXTURE_DIR });
  const a = await build();
  const b = await build();
  afterAll(async () => {
    // Both apps would close the shared database: close it once, through the last one.
    database.close = async () => {};
    await a.close();
    await b.close();
  });

  const resend = (app: typeof a) =>
    app.inject({ method: 'POST', url: '/api/egresados/registro/reenviar', payload: { correo: 'nadie@correo.mx' }, remoteAddress: '10.1.2.3' });

  it('holds across processes: what one server counted, the other refuses', async () => {
    const answers = [];
    for (const app of [a, b, a, b, a]) answers.push((await resend(app)).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202]);
    const refused = await resend(b);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Demasiadas solicitudes/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await a.inject({ method: 'POST', url: '/api/egresados/registro/reenviar', payload: { correo: 'x@correo.mx' }, remoteAddress: '10.9.9.9' })).statusCode).toBe(202);
  });

  it('starts a new window once the old one is over', async () => {
    await database.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second'`);
    expect((await resend(a)).statusCode).toBe(202);
  });
});

// A generous limit (a public search) is counted in memory and written in batches: each server refuses on its own past
// the limit, and the counts meet in the database within a batch or two.
describe('generous limits counted in batches', async () => {
  const database = await testDatabase();
  const servidor = async () => {
    const app = Fastify({ logger: false });
    await app.register(rateLimit, { global: false, store: postgresRateLimitStore(database.db), skipOnError: true });
    app.get('/lista', { config: { rateLimit: { max: LIMITE_EN_LOTE_DESDE, timeWindow: 60_000 } } }, async () => ({ ok: true }));
    return app;
  };
  const a = await servidor();
  const b = await servidor();
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });
  const pedir = (app: typeof a, ip: string) => app.inject({ url: '/lista', remoteAddress: ip });
  const estados = async (app: typeof a, ip: string, n: number) => {
    const vistos = new Set<number>();
    for (let i = 0; i < n; i++) vistos.add((await pedir(app, ip)).statusCode);
    return [...vistos];
  };
  const esperarLotes = () => new Promise((r) => setTimeout(r, LOTE_MS * 3));

  it('one server alone refuses past the limit, without waiting for the database', async () => {
    expect(await estados(a, '10.7.0.1', LIMITE_EN_LOTE_DESDE)).toEqual([200]);
    expect((await pedir(a, '10.7.0.1')).statusCode).toBe(429);
    expect((await pedir(a, '10.7.0.2')).statusCode).toBe(200);
  });

  it('across servers the counts meet once each has written its batch', async () => {
    const mitad = LIMITE_EN_LOTE_DESDE / 2;
    expect(await estados(a, '10.7.1.1', mitad)).toEqual([200]);
    await esperarLotes();
    expect(await estados(b, '10.7.1.1', mitad)).toEqual([200]);
    await esperarLotes();
    expect((await pedir(b, '10.7.1.1')).statusCode).toBe(429);
    // A learns B's counts when it next writes its own: one more request may pass there, not more than a batch's worth.
    await pedir(a, '10.7.1.1');
    await esperarLotes();
    expect((await pedir(a, '10.7.1.1')).statusCode).toBe(429);
    const [fila] = (await database.db.execute(sql`select count from rate_limits where key like ${'%10.7.1.1'}`) as unknown as { rows: { count: number }[] }).rows;
    expect(Number(fila.count)).toBeGreaterThanOrEqual(LIMITE_EN_LOTE_DESDE);
  });
});
