import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageViews } from '../db/schema';
import { migracionesDelCodigo } from '../db/migraciones';
import { buildTestApp } from '../test/helper';

describe('health and first-party page views', async () => {
  const app = await buildTestApp();

  it('GET /api/health answers 200 { status: "ok" } once the database answers', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/health/listo answers 200 once the database answers and every migration is applied', async () => {
    const res = await app.inject({ url: '/api/health/listo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', baseDeDatos: true, migraciones: true });
  });

  it('GET /api/health/listo answers 503 while a migration of this code is missing', async () => {
    const [ultima] = migracionesDelCodigo().slice(-1);
    await app.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${ultima.when}`);
    try {
      const res = await app.inject({ url: '/api/health/listo' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'error', migraciones: false, message: 'Faltan migraciones de la base de datos por aplicar' });
    } finally {
      await app.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('restaurada', ${ultima.when})`);
    }
  });

  it('POST /api/insights records the route and the path without its query', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/insights', payload: { route: '/egresados/usuarios', path: '/egresados/usuarios/12?correo=x@y.mx' } });
    expect(res.statusCode).toBe(204);
    const rows = await app.db.select().from(pageViews).where(sql`${pageViews.route} = '/egresados/usuarios'`);
    expect(rows).toHaveLength(1);
    expect(rows[0].path).toBe('/egresados/usuarios/12');
  });

  it('refuses a page view without a route', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/insights', payload: { path: '/x' } });
    expect(res.statusCode).toBe(422);
  });
});
