import { and, asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pageViews } from '../db/schema';
import { HttpError } from '../lib/http-error';
import type { ListParams } from '../lib/rest';
import { textSearch } from '../lib/search';

export const VISIT_SORTABLE = ['route', 'visitas', 'paginas', 'ultimaVisita'];
export const DEFAULT_DAYS = 30;
const MAX_DAYS = 3660;

const visitas = sql<number>`count(*)::int`;
const paginas = sql<number>`count(distinct ${pageViews.path})::int`;
const ultimaVisita = sql<Date>`max(${pageViews.createdAt})`.mapWith(pageViews.createdAt);

function days(filter: Record<string, unknown>): number {
  if (filter.dias === undefined || filter.dias === '') return DEFAULT_DAYS;
  const value = Number(filter.dias);
  if (!Number.isInteger(value) || value < 1 || value > MAX_DAYS) {
    throw new HttpError(400, `El filtro dias debe ser un número entero entre 1 y ${MAX_DAYS}`);
  }
  return value;
}

/** Page views of a period grouped by route (the route pattern is the record id react-admin needs). */
export async function listVisitsByRoute(db: Db, params: ListParams) {
  const period = days(params.filter);
  const condition = and(
    sql`${pageViews.createdAt} > now() - make_interval(days => ${period})`,
    textSearch([pageViews.route, pageViews.path], params.filter.q),
  );
  const sortable = { route: pageViews.route, visitas, paginas, ultimaVisita } as const;
  const column = sortable[params.sortField as keyof typeof sortable] ?? visitas;
  const order = params.sortOrder === 'ASC' ? asc(column) : desc(column);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ route: pageViews.route, visitas, paginas, ultimaVisita })
      .from(pageViews)
      .where(condition)
      .groupBy(pageViews.route)
      .orderBy(order, asc(pageViews.route))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: sql<number>`count(distinct ${pageViews.route})::int` }).from(pageViews).where(condition),
  ]);
  return { rows: rows.map((r) => ({ id: r.route, ...r })), total };
}
