import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** Expired windows are swept now and then, by whichever request happens to draw it. */
const SWEEP_PROBABILITY = 0.01;

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
