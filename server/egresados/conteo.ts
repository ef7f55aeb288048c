import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { egresados } from '../db/schema';

/** Up to this many matches the list's total is exact; beyond, counting costs more than the page itself. */
export const CONTEO_EXACTO_HASTA = 5_000;

export interface Total {
  total: number;
  /** PostgreSQL's estimate, not a count: the list says «aprox.». */
  estimado: boolean;
}

async function estimacion(db: Db, condition: SQL | undefined): Promise<number> {
  const plan = await db.execute(sql`explain (format json) ${db.select({ uno: sql`1` }).from(egresados).where(condition)}`);
  const json = (plan as unknown as { rows: Record<string, unknown>[] }).rows[0]['QUERY PLAN'];
  const [{ Plan }] = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(Plan['Plan Rows']);
}

/**
 * The graduates matching `condition`. The planner's estimate (planning only, nothing read) decides: a few thousand
 * or fewer are counted, and the count stops past CONTEO_EXACTO_HASTA in case the estimate was low; more than that
 * is answered with the estimate, as large admin tools do.
 */
export async function totalEgresados(db: Db, condition: SQL | undefined): Promise<Total> {
  const estimado = await estimacion(db, condition);
  if (estimado > CONTEO_EXACTO_HASTA) return { total: estimado, estimado: true };
  const muestra = db.select({ uno: sql`1` }).from(egresados).where(condition).limit(CONTEO_EXACTO_HASTA + 1).as('muestra');
  const [{ contados }] = await db.select({ contados: sql<number>`count(*)::int` }).from(muestra);
  if (contados <= CONTEO_EXACTO_HASTA) return { total: contados, estimado: false };
  return { total: Math.max(estimado, contados), estimado: true };
}
