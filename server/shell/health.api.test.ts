import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageViews } from '../db/schema';
import { buildTestApp } from '../test/helper';

describe('health and first-party page views', async () => {
  const app = await buildTestApp();

  it('GET /api/health answers 200 { status: "ok" } once the database answers', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
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
