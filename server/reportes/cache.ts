// The dashboard, the report and the indicators group every graduate on each request (100,000 rows: 40–130 ms of
// database time). Their answers are kept per process and per question until the data they count change: statement
// triggers (migration agregados_avisos) notify every process on any write to egresados, campana_destinatarios,
// cohortes, programas or niveles, whichever process, import or tool made it, and each process drops its copies.
// As with the session cache, copies are only used while the LISTEN connection is up, and an answer computed while
// a change came in is given to its requests but not kept. A copy holds exactly what the live query answered: the
// figures are the same, only read less often.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { CachePorAvisos, escucharAvisos } from '../lib/cache-por-avisos';

export const AGREGADOS_CHANNEL = 'agregados_cache';
/** Questions kept per process (filters differ); the least recently used is dropped. */
const MAX_CONSULTAS = 200;
/** Copies are recomputed after this long even without a notification (belt and braces). */
const TTL_MS = 10 * 60_000;

/** The reports' figures, per question (dimension, grouping, filter, period). */
export class CacheAgregados extends CachePorAvisos {
  constructor(now: () => number = Date.now) {
    super(MAX_CONSULTAS, TTL_MS, now);
  }
}

/** Listens for changes to what the reports count and decorates the app with the cache. Public forms (no session) do
 * not wait for their own change to reach it. */
export async function registerCacheAgregados(app: FastifyInstance, database: Pick<Database, 'listen'>): Promise<void> {
  const cache = new CacheAgregados();
  await escucharAvisos(app, database, AGREGADOS_CHANNEL, cache, { soloConSesion: true });
  app.decorate('cacheAgregados', cache);
}
