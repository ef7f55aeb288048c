// The placement indicators read every application of the period (200,000 in the bench: 600 ms and more for a year),
// and staff open them far more often than their figures change. Each process keeps its answers per filter until a
// statement trigger (migration bolsa_indicadores_avisos) says offers, applications or programs changed, as the
// reports' figures do (server/reportes/cache.ts). A copy holds exactly what the live query answered.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { CachePorAvisos, escucharAvisos } from '../../lib/cache-por-avisos';

/** Filters kept per process (the least recently used is dropped), each recomputed after 10 minutes regardless. */
const cacheIndicadores = () => new CachePorAvisos(100, 10 * 60_000);

/** Employers and applicants who change something see it counted on their next read; public searches do not wait. */
export async function registerCacheIndicadoresBolsa(app: FastifyInstance, database: Pick<Database, 'listen'>): Promise<void> {
  const cache = cacheIndicadores();
  await escucharAvisos(app, database, 'bolsa_indicadores_cache', cache, { soloConSesion: true });
  app.decorate('cacheIndicadoresBolsa', cache);
}
