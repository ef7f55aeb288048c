import { and, asc, desc, eq, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  NIVEL_CLAVE_DUPLICADA, NIVEL_EN_USO, NIVEL_NOMBRE_DUPLICADO, type Nivel, type nivelInputSchema,
} from '../../shared/schemas/niveles';
import type { z } from '../../shared/validation';
import type { Db } from '../db/client';
import { niveles } from '../db/schema';
import { HttpError, notFound, unprocessable } from '../lib/http-error';
import { isForeignKeyViolation, isUniqueViolation } from '../lib/pg-errors';
import { idsFilter, type ListParams } from '../lib/rest';
import { booleanFilter, sortKey, textSearch } from '../lib/search';

type NivelValues = z.output<typeof nivelInputSchema>;

// Written out in full: Drizzle leaves single-table columns unqualified, which a correlated subquery cannot use.
const programasCount = sql<number>`(select count(*)::int from "programas" where "programas"."nivel_id" = "niveles"."id")`;

const columns = {
  id: niveles.id,
  nombre: niveles.nombre,
  clave: niveles.clave,
  orden: niveles.orden,
  activo: niveles.activo,
  programas: programasCount,
  createdAt: niveles.createdAt,
  updatedAt: niveles.updatedAt,
};
/** Timestamps are Date here; they reach the client as ISO text. */
export type NivelRecord = Omit<Nivel, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

const SORTABLE: Record<string, SQL | AnyColumn> = {
  id: niveles.id,
  nombre: sortKey(niveles.nombre),
  clave: sortKey(niveles.clave),
  orden: niveles.orden,
  activo: niveles.activo,
  programas: programasCount,
  createdAt: niveles.createdAt,
  updatedAt: niveles.updatedAt,
};
export const NIVEL_SORTABLE = Object.keys(SORTABLE);

function where(filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  const activo = booleanFilter(filter.activo);
  return and(
    ids && inArray(niveles.id, ids),
    textSearch([niveles.nombre, niveles.clave], filter.q),
    activo !== undefined ? eq(niveles.activo, activo) : undefined,
  );
}

export async function listNiveles(db: Db, params: ListParams) {
  const condition = where(params.filter);
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const rows = await db
    .select(columns)
    .from(niveles)
    .where(condition)
    .orderBy(order(SORTABLE[params.sortField] ?? niveles.orden), order(niveles.id))
    .limit(params.limit)
    .offset(params.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(niveles).where(condition);
  return { rows, total };
}

export async function getNivel(db: Db, id: number): Promise<NivelRecord> {
  const [row] = await db.select(columns).from(niveles).where(eq(niveles.id, id));
  if (!row) throw notFound('El nivel no existe');
  return row;
}

/** Names and claves are unique ignoring case; every clash is reported at once. */
async function assertUnique(db: Db, values: NivelValues, exceptId?: number) {
  const taken = await db
    .select({ nombre: niveles.nombre, clave: niveles.clave })
    .from(niveles)
    .where(
      and(
        or(sql`lower(${niveles.nombre}) = lower(${values.nombre})`, sql`lower(${niveles.clave}) = lower(${values.clave})`),
        exceptId ? ne(niveles.id, exceptId) : undefined,
      ),
    );
  const errors: Record<string, string[]> = {};
  if (taken.some((t) => t.nombre.toLowerCase() === values.nombre.toLowerCase())) errors.nombre = [NIVEL_NOMBRE_DUPLICADO];
  if (taken.some((t) => t.clave.toLowerCase() === values.clave.toLowerCase())) errors.clave = [NIVEL_CLAVE_DUPLICADA];
  if (Object.keys(errors).length) throw unprocessable(errors);
}

/** A unique index refused a value another request saved after our check: answer as the check would have. */
async function uniqueRace(db: Db, error: unknown, values: NivelValues, exceptId?: number): Promise<never> {
  if (isUniqueViolation(error)) await assertUnique(db, values, exceptId);
  throw error;
}

export async function createNivel(db: Db, values: NivelValues): Promise<NivelRecord> {
  await assertUnique(db, values);
  const [row] = await db
    .insert(niveles)
    .values(values)
    .returning({ id: niveles.id })
    .catch((error) => uniqueRace(db, error, values));
  return getNivel(db, row.id);
}

export async function updateNivel(db: Db, id: number, values: NivelValues) {
  const antes = await getNivel(db, id);
  await assertUnique(db, values, id);
  await db
    .update(niveles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(niveles.id, id))
    .catch((error) => uniqueRace(db, error, values, id));
  return { antes, despues: await getNivel(db, id) };
}

/** Only an unused level is deleted; one with programs is deactivated instead (staff are told so). */
export async function deleteNivel(db: Db, id: number): Promise<NivelRecord> {
  const antes = await getNivel(db, id);
  if (antes.programas > 0) throw new HttpError(409, NIVEL_EN_USO);
  const deleted = await db
    .delete(niveles)
    .where(and(eq(niveles.id, id), sql`not exists (select 1 from "programas" where "programas"."nivel_id" = ${id})`))
    .returning({ id: niveles.id })
    .catch((error) => {
      // A program added between the check and the delete: the foreign key refuses it.
      throw isForeignKeyViolation(error) ? new HttpError(409, NIVEL_EN_USO) : error;
    });
  if (!deleted.length) throw new HttpError(409, NIVEL_EN_USO);
  return antes;
}
