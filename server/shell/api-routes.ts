import { sql } from 'drizzle-orm';
import { migracionesAlDia } from '../db/migraciones';
import { z } from 'zod';
import { pageViews } from '../db/schema';
import type { App } from '../types';
import { seRetira } from './retiro';

const saludSchema = z.object({ status: z.enum(['ok', 'error']), message: z.string().optional() });
const listoSchema = z.object({ status: z.enum(['ok', 'error']), message: z.string(), baseDeDatos: z.boolean(), migraciones: z.boolean() });

export default async function shellApiRoutes(app: App) {
  // API paths that match nothing answer JSON, never the SPA.
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No existe la ruta ${request.method} ${request.url.split('?')[0]}` });
  });

  app.get('/health', { schema: { response: { 200: saludSchema, 503: saludSchema } } }, async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    } catch {
      return reply.status(503).send({ message: 'La base de datos no responde', status: 'error' });
    }
  });

  // For a balancer's readiness probe (and for IT after an upgrade): 503 until the database answers and every
  // migration of this code is applied. /health above stays a cheap liveness check.
  app.get('/health/listo', { schema: { response: { 200: listoSchema, 503: listoSchema } } }, async (_request, reply) => {
    if (seRetira(app.server)) return reply.status(503).send({ status: 'error', message: 'El servidor se está deteniendo', baseDeDatos: true, migraciones: true });
    let baseDeDatos = false;
    let migraciones = false;
    try {
      await app.db.execute(sql`select 1`);
      baseDeDatos = true;
      migraciones = await migracionesAlDia(app.db);
    } catch {
      // Reported below as not ready.
    }
    const listo = baseDeDatos && migraciones;
    const message = listo
      ? 'Listo para atender'
      : !baseDeDatos
        ? 'La base de datos no responde'
        : 'Faltan migraciones de la base de datos por aplicar';
    return reply.status(listo ? 200 : 503).send({ status: listo ? 'ok' : 'error', message, baseDeDatos, migraciones });
  });

  // First-party page views: route pattern and path only, nothing identifying the visitor.
  app.post(
    '/insights',
    {
      schema: { body: z.object({ route: z.string().min(1).max(200), path: z.string().min(1).max(500) }), response: { 204: z.undefined() } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await app.db.insert(pageViews).values({ route: request.body.route, path: request.body.path.split('?')[0] });
      return reply.status(204).send();
    },
  );
}
