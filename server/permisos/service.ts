import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FieldErrors } from '../../shared/api/errors';
import {
  PERMISO_NOMBRE_DUPLICADO, PERMISO_SISTEMA, partesDePermiso, type permisoInputSchema,
} from '../../shared/schemas/permisos';
import type { z } from '../../shared/validation';
import type { Db } from '../db/client';
import { permisos } from '../db/schema';
import { notFound, unprocessable } from '../lib/http-error';
import { isUniqueViolation } from '../lib/pg-errors';
import { idsFilter, type ListParams } from '../lib/rest';
import { booleanFilter, sortKey, textSearch } from '../lib/search';

type PermisoInput = z.output<typeof permisoInputSchema>;
export type PermisoRecord = typeof permisos.$inferSelect;

const SORTABLE = {
  id: permisos.id,
  nombre: sortKey(permisos.nombre),
  area: permisos.area,
  recurso: permisos.recurso,
  accion: permisos.accion,
  activo: permisos.activo,
  sistema: permisos.sistema,
  createdAt: permisos.createdAt,
  updatedAt: permisos.updatedAt,
};
export const PERMISO_SORTABLE = Object.keys(SORTABLE);

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

function where(filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  const activo = booleanFilter(filter.activo);
  const area = text(filter.area);
  const recurso = text(filter.recurso);
  return and(
    ids && inArray(permisos.id, ids),
    textSearch([permisos.nombre, permisos.descripcion], filter.q),
    activo !== undefined ? eq(permisos.activo, activo) : undefined,
    area !== undefined ? eq(permisos.area, area) : undefined,
    recurso !== undefined ? eq(permisos.recurso, recurso) : undefined,
  );
}

export async function listPermisos(db: Db, params: ListParams) {
  const condition = where(params.filter);
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const sortColumn = SORTABLE[params.sortField as keyof typeof SORTABLE] ?? permisos.id;
  const rows = await db
    .select()
    .from(permisos)
    .where(condition)
    .orderBy(order(sortColumn), order(permisos.id))
    .limit(params.limit)
    .offset(params.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(permisos).where(condition);
  return { rows, total };
}

export async function getPermiso(db: Db, id: number): Promise<PermisoRecord> {
  const [row] = await db.select().from(permisos).where(eq(permisos.id, id));
  if (!row) throw notFound('El permiso no existe');
  return row;
}

async function assertNombreFree(db: Db, nombre: string, exceptId?: number) {
  const [taken] = await db.select({ id: permisos.id }).from(permisos).where(eq(permisos.nombre, nombre)).limit(1);
  if (taken && taken.id !== exceptId) throw unprocessable({ nombre: [PERMISO_NOMBRE_DUPLICADO] });
}

function nombreTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw unprocessable({ nombre: [PERMISO_NOMBRE_DUPLICADO] });
  throw error;
}

export async function createPermiso(db: Db, input: PermisoInput): Promise<PermisoRecord> {
  await assertNombreFree(db, input.nombre);
  const [row] = await db
    .insert(permisos)
    .values({ ...input, ...partesDePermiso(input.nombre) })
    .returning()
    .catch(nombreTaken);
  return row;
}

export interface PermisoChange {
  antes: PermisoRecord;
  despues: PermisoRecord;
}

/** The code checks system permissions by name, so only their description and switch are editable. */
function assertSystemEditable(antes: PermisoRecord, input: PermisoInput) {
  const errors: FieldErrors = {};
  if (input.nombre !== antes.nombre) errors.nombre = [PERMISO_SISTEMA];
  if (input.area !== antes.area) errors.area = [PERMISO_SISTEMA];
  if (Object.keys(errors).length) throw unprocessable(errors, PERMISO_SISTEMA);
}

export async function updatePermiso(db: Db, id: number, input: PermisoInput): Promise<PermisoChange> {
  const antes = await getPermiso(db, id);
  if (antes.sistema) assertSystemEditable(antes, input);
  await assertNombreFree(db, input.nombre, id);
  const [despues] = await db
    .update(permisos)
    .set({ ...input, ...partesDePermiso(input.nombre), updatedAt: new Date() })
    .where(eq(permisos.id, id))
    .returning()
    .catch(nombreTaken);
  return { antes, despues };
}

/** DELETE disables: roles keep the assignment, but a disabled permission grants nothing. */
export async function disablePermiso(db: Db, id: number): Promise<PermisoChange> {
  const antes = await getPermiso(db, id);
  const [despues] = await db
    .update(permisos)
    .set({ activo: false, updatedAt: new Date() })
    .where(eq(permisos.id, id))
    .returning();
  return { antes, despues };
}
