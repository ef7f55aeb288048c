import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { pageViews } from '../db/schema';
import type { App } from '../types';

export default async function shellApiRoutes(app: App) {
  // API paths that match nothing answer JSON, never the SPA.
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No existe la ruta ${request.method} ${request.url.split('?')[0]}` });
  });

  app.get('/health', async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ message: 'La base de datos no responde', status: 'error' });
    }
  });

  // First-party page views: route pattern and path only, nothing identifying the visitor.
  app.post(
    '/insights',
    {
      schema: { body: z.object({ route: z.string().min(1).max(200), path: z.string().min(1).max(500) }) },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await app.db.insert(pageViews).values({ route: request.body.route, path: request.body.path.split('?')[0] });
      return reply.status(204).send();
    },
  );
}
