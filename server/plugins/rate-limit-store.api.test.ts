import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
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
