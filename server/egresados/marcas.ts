// Deep pages of the staff list without walking every row before them. An OFFSET of 50,000 reads 50,000 index
// entries on each request; instead each process keeps, per filter and sort, the key of every MARCA_CADA-th row and
// seeks to the nearest one before the page, so a page walks fewer than MARCA_CADA entries wherever it is.
//
// Marks are positions, so any write to egresados moves them: a statement trigger (migration marcas_egresados)
// notifies every process, whichever process, import or tool made the change, and each drops its marks. As with the
// session cache, marks are only used while the LISTEN connection is up, and marks built while a change came in are
// not kept.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { CachePorAvisos, escucharAvisos } from '../lib/cache-por-avisos';

export const MARCAS_CHANNEL = 'egresados_orden';
/** One mark every this many rows: the most a deep page walks past its mark. */
export const MARCA_CADA = 1_000;
/** Pages before this offset are read directly: the walk is short and the marks' first scan would cost more. */
export const PROFUNDO_DESDE = 5_000;
/** Filters and sorts kept per process; the oldest are dropped. */
const MAX_CONSULTAS = 100;
/** Marks are rebuilt after this long even without a notification (belt and braces). */
const TTL_MS = 10 * 60_000;

export interface Marca {
  /** The sort key as text (cast back to its SQL type when seeking). */
  key: string;
  id: number;
}

export class MarcasDePagina extends CachePorAvisos {
  constructor(now: () => number = Date.now) {
    super(MAX_CONSULTAS, TTL_MS, now);
  }

  /**
   * The mark at or before `offset` for this query, as {marca, resto}: the page starts `resto` rows after the mark
   * (inclusive of the mark's row). Undefined for shallow pages, or while not listening.
   */
  async antesDe(consulta: string, offset: number, construir: () => Promise<Marca[]>): Promise<{ marca: Marca; resto: number } | undefined> {
    if (!this.activa || offset < PROFUNDO_DESDE) return undefined;
    const marcas = await this.obtener(consulta, construir);
    // Mark i is the row at position (i + 1) · MARCA_CADA - 1 (0-based): the last one at or before the offset.
    const indice = Math.min(Math.floor((offset + 1) / MARCA_CADA), marcas.length) - 1;
    if (indice < 0) return undefined;
    return { marca: marcas[indice], resto: offset - ((indice + 1) * MARCA_CADA - 1) };
  }
}

/** Listens for changes to egresados and decorates the app with its marks. */
export async function registerMarcasEgresados(app: FastifyInstance, database: Pick<Database, 'listen'>): Promise<void> {
  const marcas = new MarcasDePagina();
  await escucharAvisos(app, database, MARCAS_CHANNEL, marcas, { soloConSesion: false });
  app.decorate('marcasEgresados', marcas);
}
