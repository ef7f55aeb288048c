import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AjustesSs, InformacionPublica, PeriodoSs, ajustesSchema, periodoSchema } from '../../../shared/schemas/servicio-social';
import type { z } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { ssAjustes, ssPeriodos, ssProgramas } from '../../db/schema';
import { HttpError, notFound, unprocessable } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { idsFilter, type ListParams } from '../../lib/rest';

type AjustesValues = z.output<typeof ajustesSchema>;
type PeriodoValues = z.output<typeof periodoSchema>;

const iso = (d: Date) => d.toISOString();

export async function leerAjustes(db: Db): Promise<AjustesSs> {
  let [row] = await db.select().from(ssAjustes).where(eq(ssAjustes.id, 1));
  if (!row) [row] = await db.insert(ssAjustes).values({ id: 1 }).onConflictDoUpdate({ target: ssAjustes.id, set: { id: 1 } }).returning();
  return { ...row, updatedAt: iso(row.updatedAt) };
}

export async function guardarAjustes(db: Db, datos: AjustesValues): Promise<AjustesSs> {
  await db.insert(ssAjustes).values({ id: 1, ...datos, updatedAt: new Date() }).onConflictDoUpdate({ target: ssAjustes.id, set: { ...datos, updatedAt: new Date() } });
  return leerAjustes(db);
}

const periodo = (row: typeof ssPeriodos.$inferSelect): PeriodoSs => ({
  id: row.id, clave: row.clave, inicio: row.inicio, fin: row.fin, inscripcionHasta: row.inscripcionHasta, activo: row.activo,
});

export async function informacionPublica(db: Db): Promise<InformacionPublica> {
  const { id, updatedAt, ...ajustes } = await leerAjustes(db);
  void id;
  void updatedAt;
  const periodos = await db.select().from(ssPeriodos).where(eq(ssPeriodos.activo, true)).orderBy(asc(ssPeriodos.inicio));
  return { ajustes, periodos: periodos.map(periodo) };
}

export const PERIODO_SORTABLE = ['id', 'clave', 'inicio', 'fin', 'activo'];

export async function listarPeriodos(db: Db, params: ListParams) {
  const ids = idsFilter(params.filter);
  const where = and(ids && inArray(ssPeriodos.id, ids), typeof params.filter.activo === 'boolean' ? eq(ssPeriodos.activo, params.filter.activo) : undefined);
  const col = { id: ssPeriodos.id, clave: ssPeriodos.clave, inicio: ssPeriodos.inicio, fin: ssPeriodos.fin, activo: ssPeriodos.activo }[params.sortField] ?? ssPeriodos.inicio;
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const rows = await db.select().from(ssPeriodos).where(where).orderBy(order(col), order(ssPeriodos.id)).limit(params.limit).offset(params.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(ssPeriodos).where(where);
  return { rows: rows.map(periodo), total };
}

export async function leerPeriodo(db: Db, id: number): Promise<PeriodoSs> {
  const [row] = await db.select().from(ssPeriodos).where(eq(ssPeriodos.id, id));
  if (!row) throw notFound('El periodo no existe');
  return periodo(row);
}

const CLAVE_DUPLICADA = 'Ya existe un periodo con esa clave';

export async function guardarPeriodo(db: Db, datos: PeriodoValues, id?: number): Promise<PeriodoSs> {
  const [dup] = await db.select({ id: ssPeriodos.id }).from(ssPeriodos).where(and(eq(ssPeriodos.clave, datos.clave), id ? ne(ssPeriodos.id, id) : undefined));
  if (dup) throw unprocessable({ clave: [CLAVE_DUPLICADA] });
  try {
    if (id === undefined) {
      const [row] = await db.insert(ssPeriodos).values(datos).returning();
      return periodo(row);
    }
    const antes = await leerPeriodo(db, id);
    if (antes.clave !== datos.clave) {
      const [usado] = await db.select({ id: ssProgramas.id }).from(ssProgramas).where(eq(ssProgramas.periodo, antes.clave)).limit(1);
      if (usado) throw unprocessable({ clave: ['Hay programas en este periodo: su clave ya no puede cambiar'] });
    }
    const [row] = await db.update(ssPeriodos).set({ ...datos, updatedAt: new Date() }).where(eq(ssPeriodos.id, id)).returning();
    return periodo(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw unprocessable({ clave: [CLAVE_DUPLICADA] });
    throw error;
  }
}

export async function borrarPeriodo(db: Db, id: number): Promise<PeriodoSs> {
  const antes = await leerPeriodo(db, id);
  const [usado] = await db.select({ id: ssProgramas.id }).from(ssProgramas).where(eq(ssProgramas.periodo, antes.clave)).limit(1);
  if (usado) throw new HttpError(409, 'Hay programas en este periodo: desactívelo en lugar de eliminarlo');
  await db.delete(ssPeriodos).where(eq(ssPeriodos.id, id));
  return antes;
}

export async function periodoExiste(db: Db, clave: string): Promise<boolean> {
  const [row] = await db.select({ id: ssPeriodos.id }).from(ssPeriodos).where(and(eq(ssPeriodos.clave, clave), eq(ssPeriodos.activo, true)));
  return !!row;
}
