// A per-process cache whose copies live until a NOTIFY says what they were computed from changed (any process,
// import or tool). Copies are only used while the LISTEN connection is up, and a value computed while a change came
// in is given to its requests but not kept. Used by the graduate list's page marks, the reports' figures and the
// bolsa's placement indicators.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

interface Entrada {
  valor: Promise<unknown>;
  creada: number;
}

export class CachePorAvisos {
  private entradas = new Map<string, Entrada>();
  private listening = false;
  private generacion = 0;
  /** Waits until every notification committed so far has been applied (set by whoever listens). */
  sync: () => Promise<void> = async () => {};

  /** `max` questions are kept (the least recently used is dropped); each is recomputed after `ttlMs` regardless. */
  constructor(private readonly max: number, private readonly ttlMs: number, private now: () => number = Date.now) {}

  get activa(): boolean {
    return this.listening;
  }

  get size(): number {
    return this.entradas.size;
  }

  invalidate(): void {
    this.generacion++;
    this.entradas.clear();
  }

  up(): void {
    this.listening = true;
    this.invalidate();
  }

  down(): void {
    this.listening = false;
    this.invalidate();
  }

  /**
   * The kept answer to `clave`, or `calcular()`'s. Requests asking the same question at once share one computation
   * (ten dashboards opened together run one query, not ten).
   */
  obtener<T>(clave: string, calcular: () => Promise<T>): Promise<T> {
    if (!this.listening) return calcular();
    const vigente = this.entradas.get(clave);
    if (vigente && this.now() - vigente.creada < this.ttlMs) {
      // Most recently used last, so the oldest is the one dropped.
      this.entradas.delete(clave);
      this.entradas.set(clave, vigente);
      return vigente.valor as Promise<T>;
    }
    const generacion = this.generacion;
    const valor = calcular();
    const entrada = { valor, creada: this.now() };
    this.entradas.set(clave, entrada);
    if (this.entradas.size > this.max) this.entradas.delete(this.entradas.keys().next().value as string);
    const olvidar = () => {
      if (this.entradas.get(clave) === entrada) this.entradas.delete(clave);
    };
    // Computed while a change came in (or failed): answer these requests with it, but do not keep it.
    valor.then(() => generacion !== this.generacion && olvidar(), olvidar);
    return valor;
  }
}

/**
 * Subscribes `cache` to `channel` (the statement triggers of its tables notify it) and makes this process's own
 * writes reach it before their answer leaves: whoever edits and then reads sees the edit. `soloConSesion` leaves
 * requests without a session (public forms) out of that wait; `soloEn` limits it to the API paths that can change
 * what the cache holds (every other write then pays no round trip for it).
 */
export async function escucharAvisos(
  app: FastifyInstance, database: Pick<Database, 'listen'>, channel: string, cache: CachePorAvisos, opciones: { soloConSesion: boolean; soloEn?: string[] },
): Promise<void> {
  const subscription = await database.listen(channel, {
    notify: () => cache.invalidate(),
    up: () => cache.up(),
    down: () => cache.down(),
  });
  cache.sync = () => subscription.sync();
  app.addHook('onClose', () => subscription.stop());
  app.addHook('onSend', async (request) => {
    if (!cache.size || request.method === 'GET' || request.method === 'HEAD' || !request.url.startsWith('/api/') || request.routeOptions.config.sinAvisos) return;
    if (opciones.soloConSesion && !request.user) return;
    if (opciones.soloEn && !opciones.soloEn.some((ruta) => request.url.startsWith(ruta))) return;
    await cache.sync();
  });
}
