import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOGIN_FAILED, USER_DISABLED } from '../../shared/schemas/auth';
import { limiteIntentos, sessions, usuarios } from '../db/schema';
import { createUser } from '../db/seed';
import { bearer, buildTestApp, loginAs } from '../test/helper';
import { hashToken } from './tokens';

describe('sign-in rules', async () => {
  const app = await buildTestApp({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '8' });
  const login = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const user = async (email: string, password = 'contraseña-de-prueba') => {
    await createUser(app.db, { name: 'María Fernanda Ruiz', email, password, roleNames: [] });
    return password;
  };

  it('answers a wrong password and an unknown email with the same 422 and message', async () => {
    await user('maria.ruiz@universidad.mx');
    const wrong = await login('maria.ruiz@universidad.mx', 'otra-contraseña');
    const unknown = await login('nadie.existe@universidad.mx', 'otra-contraseña');
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ message: LOGIN_FAILED, errors: { email: [LOGIN_FAILED] } });
  });

  it('throttles the 6th failure within a minute with 429 and Retry-After', async () => {
    const password = await user('throttle@universidad.mx');
    for (let i = 0; i < 5; i++) expect((await login('throttle@universidad.mx', 'incorrecta')).statusCode).toBe(422);
    const blocked = await login('throttle@universidad.mx', 'incorrecta');
    expect(blocked.statusCode).toBe(429);
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(blocked.json()).toEqual({ message: expect.any(String) });
    // Even the right password waits: otherwise the throttle would only slow guessing down.
    expect((await login('throttle@universidad.mx', password)).statusCode).toBe(429);
    // Another address from the same IP is not affected.
    expect((await login('otra.cuenta@universidad.mx', 'incorrecta')).statusCode).toBe(422);

    // Once the failures are older than a minute the account may try again.
    await app.db
      .update(limiteIntentos)
      .set({ desde: sql`now() - interval '61 seconds'` })
      .where(sql`${limiteIntentos.clave} like 'login|throttle@universidad.mx|%'`);
    expect((await login('throttle@universidad.mx', password)).statusCode).toBe(200);
  });

  it('clears the failures after a successful sign-in', async () => {
    const password = await user('limpia@universidad.mx');
    for (let i = 0; i < 4; i++) await login('limpia@universidad.mx', 'incorrecta');
    expect((await login('limpia@universidad.mx', password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login('limpia@universidad.mx', 'incorrecta')).statusCode).toBe(422);
    expect((await login('limpia@universidad.mx', 'incorrecta')).statusCode).toBe(429);
  });

  it('stores only a hash of a token of at least 128 random bits', async () => {
    const password = await user('token@universidad.mx');
    const token = await loginAs(app, 'token@universidad.mx', password);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await app.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const all = await app.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(all.some((s) => s.tokenHash === token)).toBe(false);
  });

  it('revokes the token on logout (204), after which it gets 401', async () => {
    const password = await user('salida@universidad.mx');
    const token = await loginAs(app, 'salida@universidad.mx', password);
    expect((await app.inject({ url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    const after = await app.inject({ url: '/api/user', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: expect.any(String) });
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('ends a session idle for longer than SESSION_IDLE_MINUTES, and keeps an active one alive', async () => {
    const password = await user('inactiva@universidad.mx');
    const token = await loginAs(app, 'inactiva@universidad.mx', password);
    const mine = eq(sessions.tokenHash, hashToken(token));

    await app.db.update(sessions).set({ lastSeenAt: sql`now() - interval '25 minutes'` }).where(mine);
    expect((await app.inject({ url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    const [touched] = await app.db.select().from(sessions).where(mine);
    expect(Date.now() - touched.lastSeenAt.getTime()).toBeLessThan(60_000);

    await app.db.update(sessions).set({ lastSeenAt: sql`now() - interval '31 minutes'` }).where(mine);
    await app.sessionCache.sync(); // a write outside a request reaches the session cache by notification
    expect((await app.inject({ url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('ends a session at its absolute expiry however active it is', async () => {
    const password = await user('absoluta@universidad.mx');
    const token = await loginAs(app, 'absoluta@universidad.mx', password);
    const mine = eq(sessions.tokenHash, hashToken(token));
    const [row] = await app.db.select().from(sessions).where(mine);
    const hours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3600_000;
    expect(hours).toBeCloseTo(8, 1);

    await app.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'`, lastSeenAt: sql`now()` }).where(mine);
    await app.sessionCache.sync();
    expect((await app.inject({ url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
  });

  it("refuses a disabled user's sign-in and ends its open sessions", async () => {
    const password = await user('baja@universidad.mx');
    const token = await loginAs(app, 'baja@universidad.mx', password);
    await app.db.update(usuarios).set({ activo: false }).where(eq(usuarios.email, 'baja@universidad.mx'));
    await app.sessionCache.sync();
    const res = await login('baja@universidad.mx', password);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(USER_DISABLED);
    expect((await app.inject({ url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
    // A disabled account is not a way to learn whether a guessed password was right.
    expect((await login('baja@universidad.mx', 'incorrecta')).json().message).toBe(LOGIN_FAILED);
  });

  it('answers 401 to a malformed or unknown token', async () => {
    for (const authorization of ['Bearer ', 'Bearer nada', 'Basic abc', `Bearer ${'a'.repeat(43)}`]) {
      const res = await app.inject({ url: '/api/user', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
    }
  });
});
