import type { CreateRateLimitOptions, FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** Expired windows are swept now and then, by whichever request happens to draw it. */
const SWEEP_PROBABILITY = 0.01;

/**
 * From this many requests per window up, a limit guards a public read against scraping, not a password against
 * guessing: its counts go to the database in one statement per server every LOTE_MS, not one per request. A visitor
 * can then pass the limit by what the servers let through in LOTE_MS before their counts meet; the limits on sign-in,
 * registration and mail (a few a minute) stay exact.
 */
export const LIMITE_EN_LOTE_DESDE = 300;
export const LOTE_MS = 250;

/**
 * @fastify/rate-limit's counters in PostgreSQL instead of process memory: one upsert per counted request, so a
 * limit holds across every server behind the load balancer (the architecture scales out, not up).
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'global:',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      count(db, `${this.prefix}${key}`.slice(0, 400), timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      const route = routeOptions as RouteOptions & { routeInfo?: { method?: string; url?: string } };
      const scope = `${route.routeInfo?.method ?? ''}${route.routeInfo?.url ?? routeOptions.path}:`;
      // The store is handed the route's merged limit options (its `max` among them), typed as the route's.
      const { max } = routeOptions as unknown as CreateRateLimitOptions;
      if (typeof max === 'number' && max >= LIMITE_EN_LOTE_DESDE) return new ContadorEnLote(db, scope);
      return new PostgresRateLimitStore(routeOptions as FastifyRateLimitOptions, scope);
    }
  };
}

async function count(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const result = (await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::int as ttl
  `)) as unknown as { rows: { count: number; ttl: number }[] };
  if (Math.random() < SWEEP_PROBABILITY) await db.execute(sql`delete from rate_limits where reset_at < now()`);
  const [row] = result.rows;
  return { current: Number(row.count), ttl: Number(row.ttl) };
}

interface Ventana {
  /** What the database last said this key had counted, across every server. */
  contadas: number;
  /** Counted here since then, not yet written. */
  pendientes: number;
  resetAt: number;
}

/**
 * A generous limit's counts, kept in memory and written in batches (LIMITE_EN_LOTE_DESDE). Each request is decided
 * here, from the shared count last read plus this server's own since; one upsert per batch adds this server's counts
 * and reads back everyone's.
 */
class ContadorEnLote implements FastifyRateLimitStore {
  private readonly ventanas = new Map<string, Ventana>();
  private reloj: NodeJS.Timeout | null = null;
  private ventanaMs = 60_000;

  constructor(
    private readonly db: Db,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
    const ahora = Date.now();
    this.ventanaMs = timeWindow;
    const clave = `${this.prefix}${key}`.slice(0, 400);
    let v = this.ventanas.get(clave);
    if (!v || v.resetAt <= ahora) {
      v = { contadas: 0, pendientes: 0, resetAt: ahora + timeWindow };
      this.ventanas.set(clave, v);
    }
    v.pendientes++;
    this.reloj ??= setTimeout(() => void this.escribir(), LOTE_MS).unref();
    callback(null, { current: v.contadas + v.pendientes, ttl: v.resetAt - ahora });
  }

  child(): FastifyRateLimitStore {
    return this;
  }

  private async escribir() {
    const enviadas = new Map([...this.ventanas].filter(([, v]) => v.pendientes > 0).map(([k, v]) => [k, v.pendientes]));
    for (const k of enviadas.keys()) this.ventanas.get(k)!.pendientes = 0;
    try {
      if (enviadas.size) {
        const respuesta = (await this.db.execute(sql`
          insert into rate_limits (key, count, reset_at)
          select k, n, now() + ${this.ventanaMs} * interval '1 millisecond'
          from unnest(${sql.param([...enviadas.keys()])}::text[], ${sql.param([...enviadas.values()])}::int[]) as t(k, n)
          on conflict (key) do update set
            count = case when rate_limits.reset_at <= now() then excluded.count else rate_limits.count + excluded.count end,
            reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
          returning key, count, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::int as ttl
        `)) as unknown as { rows: { key: string; count: number; ttl: number }[] };
        const ahora = Date.now();
        for (const fila of respuesta.rows) {
          const v = this.ventanas.get(fila.key);
          if (v) Object.assign(v, { contadas: Number(fila.count), resetAt: ahora + Number(fila.ttl) });
        }
      }
    } catch {
      // As skipOnError: a database that cannot answer lets requests pass; what was counted here is kept for the next batch.
      for (const [k, n] of enviadas) {
        const v = this.ventanas.get(k);
        if (v) v.pendientes += n;
      }
    } finally {
      const ahora = Date.now();
      for (const [k, v] of this.ventanas) if (v.resetAt <= ahora && v.pendientes === 0) this.ventanas.delete(k);
      this.reloj = null;
      if ([...this.ventanas.values()].some((v) => v.pendientes > 0)) this.reloj = setTimeout(() => void this.escribir(), LOTE_MS).unref();
    }
  }
}
