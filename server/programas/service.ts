import { and, asc, desc, eq, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  NIVEL_INEXISTENTE, PROGRAMA_CLAVE_DUPLICADA, PROGRAMA_EN_USO, PROGRAMA_NOMBRE_DUPLICADO,
  type Programa, type programaInputSchema,
} from '../../shared/schemas/programas';
import type { z } from '../../shared/validation';
import type { Db } from '../db/client';
import { egresados, niveles, programas } from '../db/schema';
import { HttpError, notFound, unprocessable } from '../lib/http-error';
import { isForeignKeyViolation, isUniqueViolation } from '../lib/pg-errors';
import { idsFilter, type ListParams } from '../lib/rest';
import { booleanFilter, sortKey, textSearch } from '../lib/search';

type ProgramaValues = z.output<typeof programaInputSchema>;
export type ProgramaRecord = Omit<Programa, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

const egresadosCount = sql<number>`(select count(*)::int from ${egresados} where ${egresados.programaId} = ${programas.id})`;

const columns = {
  id: programas.id,
  clave: programas.clave,
  nombre: programas.nombre,
  nivelId: programas.nivelId,
  nivel: niveles.nombre,
  activo: programas.activo,
  egresados: egresadosCount,
  createdAt: programas.createdAt,
  updatedAt: programas.updatedAt,
};

// By level means in the levels' own order (TSU before Licenciatura), not alphabetically.
const SORTABLE: Record<string, SQL | AnyColumn> = {
  id: programas.id,
  clave: sortKey(programas.clave),
  nombre: sortKey(programas.nombre),
  nivel: niveles.orden,
  nivelId: niveles.orden,
  activo: programas.activo,
  egresados: egresadosCount,
  createdAt: programas.createdAt,
  updatedAt: programas.updatedAt,
};
export const PROGRAMA_SORTABLE = Object.keys(SORTABLE);

function numberList(value: unknown): number[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return (Array.isArray(value) ? value : [value]).map(Number).filter(Number.isInteger);
}

function where(filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  const nivelIds = numberList(filter.nivelId);
  const activo = booleanFilter(filter.activo);
  return and(
    ids && inArray(programas.id, ids),
    nivelIds && (nivelIds.length ? inArray(programas.nivelId, nivelIds) : sql`false`),
    textSearch([programas.clave, programas.nombre], filter.q),
    activo !== undefined ? eq(programas.activo, activo) : undefined,
  );
}

export async function listProgramas(db: Db, params: ListParams) {
  const condition = where(params.filter);
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const sortColumn = SORTABLE[params.sortField] ?? sortKey(programas.nombre);
  const rows = await db
    .select(columns)
    .from(programas)
    .innerJoin(niveles, eq(niveles.id, programas.nivelId))
    .where(condition)
    .orderBy(order(sortColumn), order(programas.id))
    .limit(params.limit)
    .offset(params.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(programas).where(condition);
  return { rows, total };
}

export async function getPrograma(db: Db, id: number): Promise<ProgramaRecord> {
  const [row] = await db.select(columns).from(programas).innerJoin(niveles, eq(niveles.id, programas.nivelId)).where(eq(programas.id, id));
  if (!row) throw notFound('El programa no existe');
  return row;
}

/** The clave is unique everywhere; the name only within its level. Every problem is reported at once. */
async function assertValid(db: Db, values: ProgramaValues, exceptId?: number) {
  const [nivel] = await db.select({ id: niveles.id }).from(niveles).where(eq(niveles.id, values.nivelId));
  const taken = await db
    .select({ clave: programas.clave, nombre: programas.nombre, nivelId: programas.nivelId })
    .from(programas)
    .where(
      and(
        or(
          sql`lower(${programas.clave}) = lower(${values.clave})`,
          and(eq(programas.nivelId, values.nivelId), sql`lower(${programas.nombre}) = lower(${values.nombre})`),
        ),
        exceptId ? ne(programas.id, exceptId) : undefined,
      ),
    );
  const errors: Record<string, string[]> = {};
  if (!nivel) errors.nivelId = [NIVEL_INEXISTENTE];
  if (taken.some((t) => t.clave.toLowerCase() === values.clave.toLowerCase())) errors.clave = [PROGRAMA_CLAVE_DUPLICADA];
  if (taken.some((t) => t.nivelId === values.nivelId && t.nombre.toLowerCase() === values.nombre.toLowerCase())) {
    errors.nombre = [PROGRAMA_NOMBRE_DUPLICADO];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
}

/** A write refused by an index or foreign key after our check passed: answer as the check would now. */
async function raced(db: Db, error: unknown, values: ProgramaValues, exceptId?: number): Promise<never> {
  if (isUniqueViolation(error) || isForeignKeyViolation(error)) await assertValid(db, values, exceptId);
  throw error;
}

export async function createPrograma(db: Db, values: ProgramaValues): Promise<ProgramaRecord> {
  await assertValid(db, values);
  const [row] = await db
    .insert(programas)
    .values(values)
    .returning({ id: programas.id })
    .catch((error) => raced(db, error, values));
  return getPrograma(db, row.id);
}

export async function updatePrograma(db: Db, id: number, values: ProgramaValues) {
  const antes = await getPrograma(db, id);
  await assertValid(db, values, id);
  await db
    .update(programas)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(programas.id, id))
    .catch((error) => raced(db, error, values, id));
  return { antes, despues: await getPrograma(db, id) };
}

/** Only a program without graduates is deleted; one in use is deactivated instead (staff are told so). */
export async function deletePrograma(db: Db, id: number): Promise<ProgramaRecord> {
  const antes = await getPrograma(db, id);
  if (antes.egresados > 0) throw new HttpError(409, PROGRAMA_EN_USO);
  const deleted = await db
    .delete(programas)
    .where(and(eq(programas.id, id), sql`not exists (select 1 from "egresados" where "egresados"."programa_id" = ${id})`))
    .returning({ id: programas.id })
    .catch((error) => {
      throw isForeignKeyViolation(error) ? new HttpError(409, PROGRAMA_EN_USO) : error;
    });
  if (!deleted.length) throw new HttpError(409, PROGRAMA_EN_USO);
  return antes;
}
