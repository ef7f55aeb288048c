// Two answers of the bolsa that many people ask for and that change far less often than they are asked:
// - the placement indicators read every application of the period (200,000 in the bench: 600 ms and more for a
//   year); staff open them again and again;
// - the public search's pages: the page as it opens, and the common words, are asked by every visitor.
// Each process keeps them per question until a statement trigger (migration bolsa_avisos) says what they read
// changed, whichever process, import or tool changed it, as the reports' figures do (server/reportes/cache.ts). A
// copy holds exactly what the live query answered; the search's key carries the day, as its closing-date rule does.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { CachePorAvisos, escucharAvisos } from '../lib/cache-por-avisos';

/** Questions kept per process (the least recently used is dropped), each recomputed after 10 minutes regardless. */
const MAX_INDICADORES = 100;
const MAX_BUSQUEDAS = 500;
const TTL_MS = 10 * 60_000;

/** Employers and applicants who change something see it on their next read; public requests do not wait. */
export async function registerCachesBolsa(app: FastifyInstance, database: Pick<Database, 'listen'>): Promise<void> {
  const indicadores = new CachePorAvisos(MAX_INDICADORES, TTL_MS);
  const busqueda = new CachePorAvisos(MAX_BUSQUEDAS, TTL_MS);
  await escucharAvisos(app, database, 'bolsa_indicadores_cache', indicadores, { soloConSesion: true });
  await escucharAvisos(app, database, 'bolsa_busqueda_cache', busqueda, { soloConSesion: true });
  app.decorate('cacheIndicadoresBolsa', indicadores);
  app.decorate('cacheBusquedaBolsa', busqueda);
}
