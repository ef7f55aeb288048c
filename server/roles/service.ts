import { and, asc, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ROLE, canGrant, isAdmin } from '../../shared/permissions';
import { ROL_ADMIN_PROTEGIDO, ROL_NOMBRE_DUPLICADO, type rolInputSchema } from '../../shared/schemas/roles';
import type { z } from '../../shared/validation';
import type { Db } from '../db/client';
import { ROL_PORTAL_SIN_PERMISOS, ROLES_PORTAL } from '../../shared/servicio-social/valores';
import { permisos, rolPermisos, roles, usuarioRoles } from '../db/schema';
import { forbidden, notFound, unprocessable } from '../lib/http-error';
import { isUniqueViolation } from '../lib/pg-errors';
import { idsFilter, type ListParams } from '../lib/rest';
import { booleanFilter, sortKey, textSearch } from '../lib/search';
import type { AuthUser } from '../types';

export const PERMISOS_NO_CONCEDIBLES = 'Solo puede dar a un rol permisos que usted también tiene';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type RolInput = z.output<typeof rolInputSchema>;

const usuariosCount = sql<number>`(select count(*) from ${usuarioRoles} where ${usuarioRoles.rolId} = ${roles.id})`.mapWith(Number);

const columns = {
  id: roles.id,
  nombre: roles.nombre,
  descripcion: roles.descripcion,
  area: roles.area,
  activo: roles.activo,
  sistema: roles.sistema,
  usuarios: usuariosCount,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
};

type RolRow = typeof roles.$inferSelect & { usuarios: number };
export type RolRecord = RolRow & { permisoIds: number[]; permisos: string[] };

const SORTABLE = {
  id: roles.id,
  nombre: sortKey(roles.nombre),
  area: roles.area,
  activo: roles.activo,
  sistema: roles.sistema,
  usuarios: usuariosCount,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
};
export const ROL_SORTABLE = Object.keys(SORTABLE);

function where(filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  const activo = booleanFilter(filter.activo);
  const area = typeof filter.area === 'string' && filter.area ? filter.area : undefined;
  return and(
    ids && inArray(roles.id, ids),
    textSearch([roles.nombre, roles.descripcion], filter.q),
    activo !== undefined ? eq(roles.activo, activo) : undefined,
    area !== undefined ? eq(roles.area, area) : undefined,
  );
}

async function withPermisos(db: Db | Tx, rows: RolRow[]): Promise<RolRecord[]> {
  if (!rows.length) return [];
  const links = await db
    .select({ rolId: rolPermisos.rolId, permisoId: rolPermisos.permisoId, nombre: permisos.nombre })
    .from(rolPermisos)
    .innerJoin(permisos, eq(permisos.id, rolPermisos.permisoId))
    .where(inArray(rolPermisos.rolId, rows.map((r) => r.id)))
    .orderBy(asc(rolPermisos.permisoId));
  return rows.map((row) => {
    const own = links.filter((l) => l.rolId === row.id);
    return { ...row, permisoIds: own.map((l) => l.permisoId), permisos: own.map((l) => l.nombre) };
  });
}

export async function listRoles(db: Db, params: ListParams) {
  const condition = where(params.filter);
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const sortColumn = SORTABLE[params.sortField as keyof typeof SORTABLE] ?? roles.id;
  const rows = await db
    .select(columns)
    .from(roles)
    .where(condition)
    .orderBy(order(sortColumn), order(roles.id))
    .limit(params.limit)
    .offset(params.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(roles).where(condition);
  return { rows: await withPermisos(db, rows), total };
}

export async function getRol(db: Db, id: number): Promise<RolRecord> {
  const rows = await db.select(columns).from(roles).where(eq(roles.id, id));
  if (!rows.length) throw notFound('El rol no existe');
  return (await withPermisos(db, rows))[0];
}

async function assertValid(db: Db, input: RolInput, exceptId?: number) {
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.nombre}) = ${input.nombre.toLowerCase()}`, exceptId ? ne(roles.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw unprocessable({ nombre: [ROL_NOMBRE_DUPLICADO] });
  if (input.permisoIds.length) {
    const found = await db.select({ id: permisos.id }).from(permisos).where(inArray(permisos.id, input.permisoIds));
    if (found.length !== input.permisoIds.length) throw unprocessable({ permisoIds: ['Alguno de los permisos seleccionados no existe'] });
  }
}

async function setPermisos(tx: Tx, rolId: number, permisoIds: number[]) {
  await tx
    .delete(rolPermisos)
    .where(and(eq(rolPermisos.rolId, rolId), permisoIds.length ? notInArray(rolPermisos.permisoId, permisoIds) : undefined));
  if (permisoIds.length) {
    await tx.insert(rolPermisos).values(permisoIds.map((permisoId) => ({ rolId, permisoId }))).onConflictDoNothing();
  }
}

/**
 * Whoever holds a role gets its permissions: a role is shaped only by someone who holds every permission it will
 * carry, or anyone with roles.editar could add every permission to their own role. The administrator role is
 * the administrators' own.
 */
async function assertConcedible(db: Db, actor: AuthUser, permisoIds: number[], rol?: RolRecord) {
  if (isAdmin(actor)) return;
  if (rol?.nombre === ADMIN_ROLE) throw forbidden('Solo un administrador puede modificar el rol de administrador');
  const nombres = permisoIds.length
    ? (await db.select({ nombre: permisos.nombre }).from(permisos).where(inArray(permisos.id, permisoIds))).map((p) => p.nombre)
    : [];
  if (!canGrant(actor, nombres)) throw forbidden(PERMISOS_NO_CONCEDIBLES);
}

function nombreTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw unprocessable({ nombre: [ROL_NOMBRE_DUPLICADO] });
  throw error;
}

export async function createRol(db: Db, actor: AuthUser, input: RolInput): Promise<RolRecord> {
  await assertValid(db, input);
  await assertConcedible(db, actor, input.permisoIds);
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(roles)
        .values({ nombre: input.nombre, descripcion: input.descripcion, area: input.area, activo: input.activo })
        .returning({ id: roles.id });
      await setPermisos(tx, row.id, input.permisoIds);
      return row.id;
    })
    .catch(nombreTaken);
  return getRol(db, id);
}

// The code and the seed know the administrator role by its name, and it is the way back in for everyone.
const isProtected = (rol: RolRecord) => rol.sistema || rol.nombre === ADMIN_ROLE;

export interface RolChange {
  antes: RolRecord;
  despues: RolRecord;
}

export async function updateRol(db: Db, actor: AuthUser, id: number, input: RolInput): Promise<RolChange> {
  const antes = await getRol(db, id);
  await assertConcedible(db, actor, input.permisoIds, antes);
  // Portal accounts must never reach staff APIs: their roles carry no permission.
  if ((ROLES_PORTAL as readonly string[]).includes(antes.nombre) && input.permisoIds.length) {
    throw unprocessable({ permisoIds: [ROL_PORTAL_SIN_PERMISOS] });
  }
  if (isProtected(antes)) {
    if (input.nombre !== antes.nombre) throw unprocessable({ nombre: [ROL_ADMIN_PROTEGIDO] });
    if (!input.activo) throw unprocessable({ activo: [ROL_ADMIN_PROTEGIDO] });
  }
  await assertValid(db, input, id);
  await db
    .transaction(async (tx) => {
      await tx
        .update(roles)
        .set({ nombre: input.nombre, descripcion: input.descripcion, area: input.area, activo: input.activo, updatedAt: new Date() })
        .where(eq(roles.id, id));
      await setPermisos(tx, id, input.permisoIds);
    })
    .catch(nombreTaken);
  return { antes, despues: await getRol(db, id) };
}

/** DELETE disables: users keep the assignment but the role grants nothing until it is turned back on. */
export async function disableRol(db: Db, id: number): Promise<RolChange> {
  const antes = await getRol(db, id);
  if (isProtected(antes)) throw unprocessable({ activo: [ROL_ADMIN_PROTEGIDO] }, ROL_ADMIN_PROTEGIDO);
  await db.update(roles).set({ activo: false, updatedAt: new Date() }).where(eq(roles.id, id));
  return { antes, despues: await getRol(db, id) };
}
