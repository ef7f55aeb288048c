import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

describe('one origin, two apps', async () => {
  const app = await buildTestApp();

  it('serves the public app with its Spanish title', async () => {
    const res = await app.inject({ url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('data-app="public"');
    expect(res.body).toContain('<title>Iniciar sesión · Plataforma Universitaria</title>');
  });

  it('serves the admin app for staff screens and their sub-paths', async () => {
    for (const url of ['/dashboard', '/egresados/usuarios', '/egresados/usuarios/create', '/servicio-social/administracion/permisos/4']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('data-app="admin"');
    }
    expect((await app.inject({ url: '/egresados/roles' })).body).toContain('<title>Roles · ');
  });

  it('answers unknown paths with 404 and the public app (its 404 page)', async () => {
    const res = await app.inject({ url: '/no/existe' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('data-app="public"');
    expect(res.body).toContain('<title>Página no encontrada · ');
  });

  it('hides developer pages outside development', async () => {
    expect((await app.inject({ url: '/test/colores' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/egresados/test' })).statusCode).toBe(404);
  });

  it('serves static assets and the build pointer, never the raw index.html', async () => {
    expect((await app.inject({ url: '/assets/public.js' })).statusCode).toBe(200);
    const latest = await app.inject({ url: '/_builds/latest.json' });
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toMatchObject({ id: 'fixture' });
    expect(latest.headers['cache-control']).toBe('no-cache');
    const raw = await app.inject({ url: '/public-site/index.html' });
    expect(raw.statusCode).toBe(404);
    expect(raw.body).toContain('<title>Página no encontrada · ');
  });

  it('keeps unknown /api paths JSON', async () => {
    const res = await app.inject({ url: '/api/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.stringContaining('/api/nada') });
  });

  it('optimises images on the same origin, webp by default', async () => {
    const res = await app.inject({ url: '/_ipx/w_64/img/escudo.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const png = await app.inject({ url: '/_ipx/w_32,f_png/img/escudo.png' });
    expect(png.headers['content-type']).toBe('image/png');
    expect((await app.inject({ url: '/_ipx/w_32/img/no-existe.png' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/_ipx/_/..%2F..%2Fpackage.json' })).statusCode).toBeGreaterThanOrEqual(400);
  });

});
