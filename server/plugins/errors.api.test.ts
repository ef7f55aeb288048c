import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { CLIENT_FIXTURE_DIR } from '../test/paths';
import { ADMIN, buildTestApp, testConfig, testDatabase } from '../test/helper';

describe('API error answers', async () => {
  const app = await buildTestApp();

  it('answers malformed JSON with 400 { message }', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('answers an unknown /api path with 404 JSON, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/no-existe/tampoco' });
      expect(res.statusCode, method).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('answers a body over the limit with 413 { message }', async () => {
    const payload = JSON.stringify({ email: ADMIN.email, password: 'x'.repeat(app.config.BODY_LIMIT_BYTES) });
    const res = await app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('answers validation errors with 422 and Spanish messages per field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'no-es-correo' } });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password']);
    expect(body.message).toBe(body.errors.email[0]);
    expect(body.errors.password[0]).toMatch(/contraseña/i);
  });
});

describe('an unexpected error', async () => {
  const app = await buildApp({ config: testConfig(), database: await testDatabase(), mailWorker: false, logger: false, clientDir: CLIENT_FIXTURE_DIR });
  app.get('/api/prueba/falla', async () => {
    throw new Error('detalle interno: contraseña de la base de datos');
  });
  await app.ready();
  afterAll(() => app.close());

  it('answers 500 { message } without the error or a stack', async () => {
    const res = await app.inject({ url: '/api/prueba/falla' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Error interno del servidor' });
    expect(res.body).not.toContain('detalle interno');
    expect(res.body).not.toMatch(/\bat\s.+:\d+:\d+/);
  });
});
