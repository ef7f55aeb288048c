import { and, asc, desc, eq, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PLANTILLA_NOMBRE_DUPLICADO, plantillaInputSchema, type Plantilla } from '../../shared/schemas/plantillas';
import type { Db } from '../db/client';
import { plantillasCorreo } from '../db/schema';
import { HttpError, notFound, unprocessable } from '../lib/http-error';
import { isForeignKeyViolation, isUniqueViolation } from '../lib/pg-errors';
import { idsFilter, type ListParams } from '../lib/rest';
import { sortKey, textSearch } from '../lib/search';
import { sanitizarHtml } from './sanitizar';

// Written out in full: Drizzle leaves single-table columns unqualified, which a correlated subquery cannot use.
const campanasCount = sql<number>`(select count(*)::int from "campanas" where "campanas"."plantilla_id" = "plantillas_correo"."id")`;

export const PLANTILLA_EN_USO =
  'No se puede eliminar la plantilla: la usa una campaña que aún no termina. Cambie la plantilla de esa campaña o espere a que termine.';

const columns = {
  id: plantillasCorreo.id,
  nombre: plantillasCorreo.nombre,
  asunto: plantillasCorreo.asunto,
  cuerpoHtml: plantillasCorreo.cuerpoHtml,
  campanas: campanasCount,
  createdAt: plantillasCorreo.createdAt,
  updatedAt: plantillasCorreo.updatedAt,
};
export type PlantillaRecord = Omit<Plantilla, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

const SORTABLE: Record<string, SQL | AnyColumn> = {
  id: plantillasCorreo.id,
  nombre: sortKey(plantillasCorreo.nombre),
  asunto: sortKey(plantillasCorreo.asunto),
  campanas: campanasCount,
  createdAt: plantillasCorreo.createdAt,
  updatedAt: plantillasCorreo.updatedAt,
};
export const PLANTILLA_SORTABLE = Object.keys(SORTABLE);

function where(filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  return and(ids && inArray(plantillasCorreo.id, ids), textSearch([plantillasCorreo.nombre, plantillasCorreo.asunto], filter.q));
}

export async function listPlantillas(db: Db, params: ListParams) {
  const condition = where(params.filter);
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const rows = await db
    .select(columns)
    .from(plantillasCorreo)
    .where(condition)
    .orderBy(order(SORTABLE[params.sortField] ?? plantillasCorreo.updatedAt), order(plantillasCorreo.id))
    .limit(params.limit)
    .offset(params.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(plantillasCorreo).where(condition);
  return { rows, total };
}

export async function getPlantilla(db: Db, id: number): Promise<PlantillaRecord> {
  const [row] = await db.select(columns).from(plantillasCorreo).where(eq(plantillasCorreo.id, id));
  if (!row) throw notFound('La plantilla no existe');
  return row;
}

type Valores = { nombre: string; asunto: string; cuerpoHtml: string };

/**
 * The body is stored sanitised; the check runs again on that result because the sanitiser decodes entities
 * (`&#123;&#123;x}}` becomes `{{x}}`) and a field the form never showed must still be refused.
 */
export function limpiarPlantilla<T extends { asunto: string; cuerpoHtml: string }>(values: T): T {
  const limpio = { ...values, cuerpoHtml: sanitizarHtml(values.cuerpoHtml) };
  const result = plantillaInputSchema.pick({ asunto: true, cuerpoHtml: true }).safeParse(limpio);
  if (!result.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of result.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
    throw unprocessable(errors);
  }
  return { ...limpio, ...result.data };
}

async function assertUnique(db: Db, nombre: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: plantillasCorreo.id })
    .from(plantillasCorreo)
    .where(and(sql`lower(${plantillasCorreo.nombre}) = lower(${nombre})`, exceptId ? ne(plantillasCorreo.id, exceptId) : undefined));
  if (taken) throw unprocessable({ nombre: [PLANTILLA_NOMBRE_DUPLICADO] });
}

/** A unique index refused a name another request saved after our check: answer as the check would have. */
async function uniqueRace(db: Db, error: unknown, nombre: string, exceptId?: number): Promise<never> {
  if (isUniqueViolation(error)) await assertUnique(db, nombre, exceptId);
  throw error;
}

export async function createPlantilla(db: Db, input: Valores): Promise<PlantillaRecord> {
  const values = limpiarPlantilla(input);
  await assertUnique(db, values.nombre);
  const [row] = await db
    .insert(plantillasCorreo)
    .values(values)
    .returning({ id: plantillasCorreo.id })
    .catch((error) => uniqueRace(db, error, values.nombre));
  return getPlantilla(db, row.id);
}

export async function updatePlantilla(db: Db, id: number, input: Valores) {
  const antes = await getPlantilla(db, id);
  const values = limpiarPlantilla(input);
  await assertUnique(db, values.nombre, id);
  await db
    .update(plantillasCorreo)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(plantillasCorreo.id, id))
    .catch((error) => uniqueRace(db, error, values.nombre, id));
  return { antes, despues: await getPlantilla(db, id) };
}

/**
 * Refused while an unfinished campaign points at it: a borrador or programada one still reads it when it starts.
 * Finished campaigns keep their own copy, and the foreign key sets their plantilla_id to null.
 */
export async function deletePlantilla(db: Db, id: number): Promise<PlantillaRecord> {
  const antes = await getPlantilla(db, id);
  const enUso = sql`exists (select 1 from "campanas" where "campanas"."plantilla_id" = ${id} and "campanas"."estado" not in ('completada', 'cancelada'))`;
  const deleted = await db
    .delete(plantillasCorreo)
    .where(and(eq(plantillasCorreo.id, id), sql`not ${enUso}`))
    .returning({ id: plantillasCorreo.id })
    .catch((error) => {
      throw isForeignKeyViolation(error) ? new HttpError(409, PLANTILLA_EN_USO) : error;
    });
  if (!deleted.length) throw new HttpError(409, PLANTILLA_EN_USO);
  return antes;
}
