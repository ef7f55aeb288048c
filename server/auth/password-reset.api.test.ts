import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../db/schema';
import { createUser } from '../db/seed';
import { bearer, buildTestApp, loginAs } from '../test/helper';
import { RESET_INVALID } from './service';

describe('password reset by email', async () => {
  const app = await buildTestApp();
  const email = 'rosa.martinez@universidad.mx';
  const original = 'contraseña-original';
  await createUser(app.db, { name: 'Rosa Martínez', email, password: original, roleNames: [] });

  const forgot = (address: string) => app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: address } });
  const reset = (token: string, password: string) => app.inject({ method: 'POST', url: '/api/password/reset', payload: { token, password } });
  const mailCount = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0].n;

  /** Asks for a link and reads the token out of the mail it queued. */
  async function requestLink(): Promise<string> {
    expect((await forgot(email)).statusCode).toBe(202);
    const [mail] = await app.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail.to).toBe(email);
    const match = /http:\/\/plataforma\.test\/restablecer-contrasena\?token=([\w-]+)/.exec(mail.text);
    expect(match, mail.text).not.toBeNull();
    expect(mail.html).toContain(`/restablecer-contrasena?token=${match![1]}`);
    return decodeURIComponent(match![1]);
  }

  it('always answers 202, and queues nothing for an unknown address', async () => {
    const before = await mailCount();
    const unknown = await forgot('no.registrado@universidad.mx');
    expect(unknown.statusCode).toBe(202);
    expect(await mailCount()).toBe(before);
    const known = await forgot(email);
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(await mailCount()).toBe(before + 1);
  });

  it('queues a link valid for 60 minutes that works once and ends the old sessions', async () => {
    const session = await loginAs(app, email, original);
    const token = await requestLink();
    const [row] = await app.db.select().from(passwordResets).orderBy(desc(passwordResets.id)).limit(1);
    expect((row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000).toBeCloseTo(60, 0);

    const ok = await reset(token, 'contraseña-nueva-1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: expect.any(String) });
    expect((await app.inject({ url: '/api/user', headers: bearer(session) })).statusCode).toBe(401);
    await loginAs(app, email, 'contraseña-nueva-1');
    expect((await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: original } })).statusCode).toBe(422);

    const twice = await reset(token, 'contraseña-nueva-2');
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toEqual({ message: RESET_INVALID, errors: { token: [RESET_INVALID] } });
  });

  it('refuses a link older than 60 minutes', async () => {
    const token = await requestLink();
    await app.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.usuarioId, sql`(select id from usuarios where email = ${email})`));
    const res = await reset(token, 'contraseña-nueva-3');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(RESET_INVALID);
  });

  it('refuses an invented token and a too-short password with field errors', async () => {
    expect((await reset('inventado', 'contraseña-larga')).statusCode).toBe(422);
    const token = await requestLink();
    const short = await reset(token, 'corta');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password[0]).toMatch(/8/);
  });
});
