// Expected graduates per program and year (from school records): the base of coverage in the indicators.
import { and, asc, desc, eq, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { COHORTE_DUPLICADA, type Cohorte, type cohorteInputSchema } from '../../shared/schemas/reportes';
import type { z } from '../../shared/validation';
import type { Db } from '../db/client';
import { cohortes, niveles, programas } from '../db/schema';
import { notFound, unprocessable } from '../lib/http-error';
import { isForeignKeyViolation, isUniqueViolation } from '../lib/pg-errors';
import { idsFilter, type ListParams } from '../lib/rest';
import { sortKey, textSearch } from '../lib/search';

type CohorteValues = z.output<typeof cohorteInputSchema>;
export type CohorteRecord = Omit<Cohorte, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

export const PROGRAMA_INEXISTENTE = 'El programa no existe';

// Written out in full: a correlated subquery needs the outer table named; egresados_programa_idx serves it.
const registrados = sql<number>`(select count(*)::int from "egresados" where "egresados"."programa_id" = "cohortes"."programa_id" and "egresados"."anio_egreso" = "cohortes"."anio_egreso")`;

const columns = {
  id: cohortes.id,
  programaId: cohortes.programaId,
  programa: programas.nombre,
  nivel: niveles.nombre,
  anioEgreso: cohortes.anioEgreso,
  esperados: cohortes.esperados,
  registrados,
  createdAt: cohortes.createdAt,
  updatedAt: cohortes.updatedAt,
};

const SORTABLE: Record<string, SQL | AnyColumn> = {
  id: cohortes.id,
  programa: sortKey(programas.nombre),
  nivel: niveles.orden,
  anioEgreso: cohortes.anioEgreso,
  esperados: cohortes.esperados,
  registrados,
  createdAt: cohortes.createdAt,
  updatedAt: cohortes.updatedAt,
};
export const COHORTE_SORTABLE = Object.keys(SORTABLE);

const enteros = (value: unknown): number[] | undefined =>
  value === undefined || value === null || value === '' ? undefined : (Array.isArray(value) ? value : [value]).map(Number).filter(Number.isInteger);

function oneOf(column: AnyColumn, values: number[] | undefined): SQL | undefined {
  if (!values) return undefined;
  return values.length ? inArray(column, values) : sql`false`;
}

function where(filter: Record<string, unknown>): SQL | undefined {
  return and(
    oneOf(cohortes.id, idsFilter(filter)),
    textSearch([programas.nombre, programas.clave], filter.q),
    oneOf(cohortes.programaId, enteros(filter.programaId)),
    oneOf(cohortes.anioEgreso, enteros(filter.anioEgreso)),
    oneOf(programas.nivelId, enteros(filter.nivelId)),
  );
}

const joined = (db: Db) =>
  db.select(columns).from(cohortes).innerJoin(programas, eq(programas.id, cohortes.programaId)).innerJoin(niveles, eq(niveles.id, programas.nivelId)).$dynamic();

export async function listCohortes(db: Db, params: ListParams) {
  const condition = where(params.filter);
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    joined(db)
      .where(condition)
      .orderBy(order(SORTABLE[params.sortField] ?? cohortes.anioEgreso), order(cohortes.id))
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(cohortes)
      .innerJoin(programas, eq(programas.id, cohortes.programaId))
      .where(condition),
  ]);
  return { rows, total };
}

export async function getCohorte(db: Db, id: number): Promise<CohorteRecord> {
  const [row] = await joined(db).where(eq(cohortes.id, id));
  if (!row) throw notFound('La generación no existe');
  return row;
}

/** The program must exist and its year be free; both problems are reported at once. */
async function assertValid(db: Db, values: CohorteValues, exceptId?: number) {
  const [[programa], [otra]] = await Promise.all([
    db.select({ id: programas.id }).from(programas).where(eq(programas.id, values.programaId)),
    db
      .select({ id: cohortes.id })
      .from(cohortes)
      .where(and(eq(cohortes.programaId, values.programaId), eq(cohortes.anioEgreso, values.anioEgreso), exceptId ? ne(cohortes.id, exceptId) : undefined)),
  ]);
  const errors: Record<string, string[]> = {};
  if (!programa) errors.programaId = [PROGRAMA_INEXISTENTE];
  if (otra) errors.anioEgreso = [COHORTE_DUPLICADA];
  if (Object.keys(errors).length) throw unprocessable(errors);
}

/** Another request saved the same cohort, or removed the program, between our check and the write. */
function carrera(error: unknown): never {
  if (isUniqueViolation(error)) throw unprocessable({ anioEgreso: [COHORTE_DUPLICADA] });
  if (isForeignKeyViolation(error)) throw unprocessable({ programaId: [PROGRAMA_INEXISTENTE] });
  throw error;
}

export async function createCohorte(db: Db, values: CohorteValues): Promise<CohorteRecord> {
  await assertValid(db, values);
  const [row] = await db.insert(cohortes).values(values).returning({ id: cohortes.id }).catch(carrera);
  return getCohorte(db, row.id);
}

export async function updateCohorte(db: Db, id: number, values: CohorteValues) {
  const antes = await getCohorte(db, id);
  await assertValid(db, values, id);
  await db.update(cohortes).set({ ...values, updatedAt: new Date() }).where(eq(cohortes.id, id)).catch(carrera);
  return { antes, despues: await getCohorte(db, id) };
}

export async function deleteCohorte(db: Db, id: number): Promise<CohorteRecord> {
  const antes = await getCohorte(db, id);
  await db.delete(cohortes).where(eq(cohortes.id, id));
  return antes;
}
