import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CategoriaValues, Criterio } from '../../shared/schemas/postulaciones';
import type { categoriaSchema } from '../../shared/schemas/postulaciones-respuesta';
import type { z } from '../../shared/validation';
import type { Db } from '../db/client';
import { categorias, convocatorias, evaluaciones, postulaciones } from '../db/schema';
import { HttpError, notFound, unprocessable } from '../lib/http-error';
import { isForeignKeyViolation, isUniqueViolation } from '../lib/pg-errors';
import { idsFilter, type ListParams } from '../lib/rest';
import { booleanFilter } from '../lib/search';
import { sincronizarRondaUno } from '../rondas/service';
import { sortKey, textSearch } from '../lib/search';

export const CATEGORIA_DUPLICADA = 'Ya existe una categoría con este nombre en la convocatoria';
export const CATEGORIA_EN_USO = 'La categoría tiene postulaciones: no se puede eliminar. Desactívela para que ya no se ofrezca.';
export const CRITERIOS_CON_CALIFICACIONES = 'Ya hay calificaciones enviadas: no se pueden quitar criterios ni cambiar la escala';

const postulacionesCount = sql<number>`(select count(*)::int from "postulaciones" where "postulaciones"."categoria_id" = "categorias"."id")`;
/** Ronda 1's pool: the category's own jurados before rounds (issue 33). */
const juradosCount = sql<number>`(select count(*)::int from "ronda_jurados" rj join "rondas" r on r."id" = rj."ronda_id" where r."categoria_id" = "categorias"."id" and r."numero" = 1)`;

export const categoriaColumns = {
  id: categorias.id,
  convocatoriaId: categorias.convocatoriaId,
  convocatoriaNombre: convocatorias.nombre,
  nombre: categorias.nombre,
  descripcion: categorias.descripcion,
  requisitos: categorias.requisitos,
  elegibles: categorias.elegibles,
  aniosMinimosEgreso: categorias.aniosMinimosEgreso,
  criterios: categorias.criterios,
  escalaMin: categorias.escalaMin,
  escalaMax: categorias.escalaMax,
  ciega: categorias.ciega,
  documentos: categorias.documentos,
  requiereAceptacion: categorias.requiereAceptacion,
  retroalimentacion: categorias.retroalimentacion,
  activa: categorias.activa,
  orden: categorias.orden,
  postulaciones: postulacionesCount,
  jurados: juradosCount,
  createdAt: categorias.createdAt,
  updatedAt: categorias.updatedAt,
};

const SORTABLE: Record<string, SQL | AnyColumn> = {
  id: categorias.id,
  nombre: sortKey(categorias.nombre),
  orden: categorias.orden,
  convocatoriaId: categorias.convocatoriaId,
  activa: categorias.activa,
  postulaciones: postulacionesCount,
};
export const CATEGORIA_SORTABLE = Object.keys(SORTABLE);

function where(filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  const activa = booleanFilter(filter.activa);
  const convocatoriaId = filter.convocatoriaId === undefined || filter.convocatoriaId === '' ? undefined : Number(filter.convocatoriaId);
  if (convocatoriaId !== undefined && !Number.isInteger(convocatoriaId)) throw new HttpError(400, 'El filtro convocatoriaId no es válido');
  return and(
    ids && inArray(categorias.id, ids),
    convocatoriaId !== undefined ? eq(categorias.convocatoriaId, convocatoriaId) : undefined,
    activa !== undefined ? eq(categorias.activa, activa) : undefined,
    textSearch([categorias.nombre], filter.q),
  );
}

export async function listCategorias(db: Db, params: ListParams) {
  const condition = where(params.filter);
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const rows = await db
    .select(categoriaColumns)
    .from(categorias)
    .innerJoin(convocatorias, eq(convocatorias.id, categorias.convocatoriaId))
    .where(condition)
    .orderBy(order(SORTABLE[params.sortField] ?? categorias.orden), order(categorias.id))
    .limit(params.limit)
    .offset(params.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(categorias).where(condition);
  return { rows: rows as CategoriaRecord[], total };
}

/** `elegibles` is text in its column; the categoría's schema keeps it to VINCULOS on the way in and out. */
export type CategoriaRecord = z.output<typeof categoriaSchema>;

export async function getCategoria(db: Db, id: number): Promise<CategoriaRecord> {
  const [row] = await db.select(categoriaColumns).from(categorias).innerJoin(convocatorias, eq(convocatorias.id, categorias.convocatoriaId)).where(eq(categorias.id, id));
  if (!row) throw notFound('La categoría no existe');
  return row as CategoriaRecord;
}

/** Criteria keep their id across edits (scores point at it); new ones get one. */
function criteriosConId(criterios: CategoriaValues['criterios'], anteriores: Criterio[] = []): Criterio[] {
  return criterios.map((c) => {
    const previo = (c.id && anteriores.find((a) => a.id === c.id)) || anteriores.find((a) => a.nombre.toLowerCase() === c.nombre.toLowerCase());
    return { id: previo?.id ?? randomUUID().slice(0, 8), nombre: c.nombre, descripcion: c.descripcion, peso: c.peso };
  });
}

async function assertConvocatoria(db: Db, convocatoriaId: number) {
  const [c] = await db.select({ id: convocatorias.id }).from(convocatorias).where(eq(convocatorias.id, convocatoriaId));
  if (!c) throw unprocessable({ convocatoriaId: ['Seleccione una convocatoria existente'] });
}

async function assertUnique(db: Db, values: CategoriaValues, exceptId?: number) {
  const [taken] = await db
    .select({ id: categorias.id })
    .from(categorias)
    .where(and(eq(categorias.convocatoriaId, values.convocatoriaId), sql`lower(${categorias.nombre}) = lower(${values.nombre})`, exceptId ? ne(categorias.id, exceptId) : undefined));
  if (taken) throw unprocessable({ nombre: [CATEGORIA_DUPLICADA] });
}

const uniqueRace = (error: unknown): never => {
  if (isUniqueViolation(error)) throw unprocessable({ nombre: [CATEGORIA_DUPLICADA] });
  throw error;
};

export async function createCategoria(db: Db, values: CategoriaValues) {
  await assertConvocatoria(db, values.convocatoriaId);
  await assertUnique(db, values);
  const [row] = await db
    .insert(categorias)
    .values({ ...values, criterios: criteriosConId(values.criterios) })
    .returning({ id: categorias.id })
    .catch(uniqueRace);
  return getCategoria(db, row.id);
}

export async function updateCategoria(db: Db, id: number, values: CategoriaValues) {
  const antes = await getCategoria(db, id);
  if (values.convocatoriaId !== antes.convocatoriaId && antes.postulaciones > 0) {
    throw unprocessable({ convocatoriaId: ['La categoría ya tiene postulaciones: no puede cambiar de convocatoria'] });
  }
  await assertConvocatoria(db, values.convocatoriaId);
  await assertUnique(db, values, id);
  const criterios = criteriosConId(values.criterios, antes.criterios);
  const [{ enviadas }] = await db
    .select({ enviadas: sql<number>`count(*)::int` })
    .from(evaluaciones)
    .innerJoin(postulaciones, eq(postulaciones.id, evaluaciones.postulacionId))
    .where(and(eq(postulaciones.categoriaId, id), eq(evaluaciones.estado, 'enviada')));
  if (enviadas > 0) {
    const quitados = antes.criterios.some((a) => !criterios.find((c) => c.id === a.id));
    if (quitados || values.escalaMin !== antes.escalaMin || values.escalaMax !== antes.escalaMax) throw unprocessable({ criterios: [CRITERIOS_CON_CALIFICACIONES] });
  }
  await db.update(categorias).set({ ...values, criterios, updatedAt: new Date() }).where(eq(categorias.id, id)).catch(uniqueRace);
  await sincronizarRondaUno(db, id, criterios);
  return { antes, despues: await getCategoria(db, id) };
}

export async function deleteCategoria(db: Db, id: number) {
  const antes = await getCategoria(db, id);
  if (antes.postulaciones > 0) throw new HttpError(409, CATEGORIA_EN_USO);
  await db.delete(categorias).where(eq(categorias.id, id)).catch((error) => {
    throw isForeignKeyViolation(error) ? new HttpError(409, CATEGORIA_EN_USO) : error;
  });
  return antes;
}
