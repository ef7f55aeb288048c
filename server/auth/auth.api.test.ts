import { describe, expect, it } from 'vitest';
import { ADMIN, adminToken, bearer, buildTestApp } from '../test/helper';

describe('sesiones', async () => {
  const app = await buildTestApp();

  it('inicia sesión y devuelve token y usuario', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email: ADMIN.email, password: ADMIN.password } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token.length).toBeGreaterThanOrEqual(32);
    expect(body.user).toMatchObject({ email: ADMIN.email, name: ADMIN.name, roles: ['administrador'] });
  });

  it('GET /api/user con token y 401 sin él', async () => {
    const token = await adminToken(app);
    const ok = await app.inject({ url: '/api/user', headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: ADMIN.email, roles: ['administrador'] });
    const no = await app.inject({ url: '/api/user' });
    expect(no.statusCode).toBe(401);
    expect(no.json()).toEqual({ message: expect.any(String) });
  });
});
