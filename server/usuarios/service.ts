import { and, asc, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ROLE, canGrant, canManageAccount, canSetCredentials, isAdmin } from '../../shared/permissions';
import {
  EMAIL_DUPLICADO, NO_AUTODESACTIVAR, NO_QUITAR_PROPIO_ADMIN, ROL_INEXISTENTE, ROL_NO_CONCEDIBLE, CUENTA_NO_GESTIONABLE, CREDENCIALES_SOLO_ADMIN, CUENTA_INACTIVA_SIN_ENLACE,
  type usuarioCreateSchema, type usuarioUpdateSchema,
} from '../../shared/schemas/usuarios';
import type { z } from '../../shared/validation';
import { hashPassword } from '../auth/passwords';
import { cerrarAccesos, fijarPassword } from '../auth/cambio-password';
import type { Db } from '../db/client';
import { permisos, rolPermisos, roles, usuarioRoles, usuarios } from '../db/schema';
import { ROL_PORTAL_NO_ASIGNABLE, ROLES_PORTAL } from '../../shared/servicio-social/valores';
import { forbidden, notFound, unprocessable } from '../lib/http-error';
import { isUniqueViolation } from '../lib/pg-errors';
import { idsFilter, type ListParams } from '../lib/rest';
import { booleanFilter, sortKey, textSearch } from '../lib/search';
import type { AuthUser } from '../types';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CreateInput = z.output<typeof usuarioCreateSchema>;
type UpdateInput = z.output<typeof usuarioUpdateSchema>;

// Never the password hash: every read goes through this column list.
const columns = {
  id: usuarios.id,
  name: usuarios.name,
  email: usuarios.email,
  activo: usuarios.activo,
  emailVerifiedAt: usuarios.emailVerifiedAt,
  lastLoginAt: usuarios.lastLoginAt,
  createdAt: usuarios.createdAt,
  updatedAt: usuarios.updatedAt,
};

type UsuarioRow = Omit<typeof usuarios.$inferSelect, 'passwordHash' | 'adscripcionProgramaId' | 'adscripcionArea'>;
export type UsuarioRecord = UsuarioRow & { roleIds: number[]; roles: string[] };

const SORTABLE = {
  id: usuarios.id,
  name: sortKey(usuarios.name),
  email: sortKey(usuarios.email),
  activo: usuarios.activo,
  emailVerifiedAt: usuarios.emailVerifiedAt,
  lastLoginAt: usuarios.lastLoginAt,
  createdAt: usuarios.createdAt,
  updatedAt: usuarios.updatedAt,
};
export const USUARIO_SORTABLE = Object.keys(SORTABLE);

function idList(value: unknown): number[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return (Array.isArray(value) ? value : [value]).map(Number).filter(Number.isInteger);
}

function where(filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  const activo = booleanFilter(filter.activo);
  const rolIds = idList(filter.rolId);
  const area = typeof filter.area === 'string' && filter.area ? filter.area : undefined;
  const holders = (condition: SQL) =>
    inArray(
      usuarios.id,
      sql`(select ${usuarioRoles.usuarioId} from ${usuarioRoles} inner join ${roles} on ${roles.id} = ${usuarioRoles.rolId} where ${condition})`,
    );
  return and(
    ids && inArray(usuarios.id, ids),
    textSearch([usuarios.name, usuarios.email], filter.q),
    activo !== undefined ? eq(usuarios.activo, activo) : undefined,
    rolIds && holders(rolIds.length ? inArray(roles.id, rolIds) : sql`false`),
    area !== undefined ? holders(eq(roles.area, area)) : undefined,
  );
}

async function withRoles(db: Db | Tx, rows: UsuarioRow[]): Promise<UsuarioRecord[]> {
  if (!rows.length) return [];
  const links = await db
    .select({ usuarioId: usuarioRoles.usuarioId, id: roles.id, nombre: roles.nombre })
    .from(usuarioRoles)
    .innerJoin(roles, eq(roles.id, usuarioRoles.rolId))
    .where(inArray(usuarioRoles.usuarioId, rows.map((r) => r.id)))
    .orderBy(asc(roles.nombre));
  return rows.map((row) => {
    const own = links.filter((l) => l.usuarioId === row.id);
    return { ...row, roleIds: own.map((l) => l.id), roles: own.map((l) => l.nombre) };
  });
}

export async function listUsuarios(db: Db, params: ListParams) {
  const condition = where(params.filter);
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const sortColumn = SORTABLE[params.sortField as keyof typeof SORTABLE] ?? usuarios.id;
  const rows = await db
    .select(columns)
    .from(usuarios)
    .where(condition)
    .orderBy(order(sortColumn), order(usuarios.id))
    .limit(params.limit)
    .offset(params.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(usuarios).where(condition);
  return { rows: await withRoles(db, rows), total };
}

export async function getUsuario(db: Db | Tx, id: number): Promise<UsuarioRecord> {
  const rows = await db.select(columns).from(usuarios).where(eq(usuarios.id, id));
  if (!rows.length) throw notFound('El usuario no existe');
  return (await withRoles(db, rows))[0];
}

async function assertEmailFree(db: Db, email: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(sql`lower(${usuarios.email}) = ${email.toLowerCase()}`, exceptId ? ne(usuarios.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw unprocessable({ email: [EMAIL_DUPLICADO] });
}

async function adminRoleId(db: Db): Promise<number | undefined> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.nombre, ADMIN_ROLE));
  return row?.id;
}

/** Every permission the roles carry, whether or not the role or permission is active now (it may be turned on later). */
async function permisosDeRoles(db: Db, roleIds: number[]): Promise<string[]> {
  if (!roleIds.length) return [];
  const rows = await db
    .selectDistinct({ nombre: permisos.nombre })
    .from(rolPermisos)
    .innerJoin(permisos, eq(permisos.id, rolPermisos.permisoId))
    .where(inArray(rolPermisos.rolId, roleIds));
  return rows.map((r) => r.nombre);
}

/**
 * The roles must exist; only an administrator may grant or take away the administrator role, and anyone else only
 * roles whose every permission they hold themselves (else granting a role would be a way to gain it).
 */
async function assertRoles(db: Db, actor: AuthUser, next: number[], current: number[]) {
  if (next.length) {
    const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, next));
    if (found.length !== next.length) throw unprocessable({ roleIds: [ROL_INEXISTENTE] });
  }
  await assertSinRolesPortal(db, next, current);
  const adminId = await adminRoleId(db);
  if (adminId !== undefined && !isAdmin(actor) && next.includes(adminId) !== current.includes(adminId)) {
    throw forbidden('Solo un administrador puede asignar o quitar el rol de administrador');
  }
  const changed = [...next.filter((id) => !current.includes(id)), ...current.filter((id) => !next.includes(id))];
  if (!isAdmin(actor) && !canGrant(actor, await permisosDeRoles(db, changed))) throw forbidden(ROL_NO_CONCEDIBLE);
  return adminId;
}

/** Servicio social: the estudiante and institucion roles come only with a portal registration, never from this screen. */
async function assertSinRolesPortal(db: Db, next: number[], current: number[]) {
  const changed = [...next.filter((id) => !current.includes(id)), ...current.filter((id) => !next.includes(id))];
  if (!changed.length) return;
  const portal = await db.select({ id: roles.id }).from(roles).where(and(inArray(roles.id, changed), inArray(roles.nombre, [...ROLES_PORTAL])));
  if (portal.length) throw unprocessable({ roleIds: [ROL_PORTAL_NO_ASIGNABLE] });
}

async function setRoles(tx: Tx, usuarioId: number, roleIds: number[]) {
  await tx
    .delete(usuarioRoles)
    .where(and(eq(usuarioRoles.usuarioId, usuarioId), roleIds.length ? notInArray(usuarioRoles.rolId, roleIds) : undefined));
  if (roleIds.length) {
    await tx.insert(usuarioRoles).values(roleIds.map((rolId) => ({ usuarioId, rolId }))).onConflictDoNothing();
  }
}

function emailTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw unprocessable({ email: [EMAIL_DUPLICADO] });
  throw error;
}

/** New accounts start unverified: the person confirms the address from the email we send. */
export async function createUsuario(db: Db, actor: AuthUser, input: CreateInput): Promise<UsuarioRecord> {
  await assertEmailFree(db, input.email);
  await assertRoles(db, actor, input.roleIds, []);
  const passwordHash = await hashPassword(input.password);
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(usuarios)
        .values({ name: input.name, email: input.email, passwordHash, activo: input.activo })
        .returning({ id: usuarios.id });
      await setRoles(tx, row.id, input.roleIds);
      return row.id;
    })
    .catch(emailTaken);
  return getUsuario(db, id);
}

export interface UsuarioChange {
  antes: UsuarioRecord;
  despues: UsuarioRecord;
  passwordChanged: boolean;
  emailChanged: boolean;
}

/**
 * An administrator's account only by an administrator, anyone else's only by someone holding every permission it
 * holds (its roles, active or not). One's own account is always editable (within the role rules).
 */
async function loadEditable(db: Db, actor: AuthUser, id: number) {
  const antes = await getUsuario(db, id);
  if (id === actor.id || isAdmin(actor)) return antes;
  const adminId = await adminRoleId(db);
  if (adminId !== undefined && antes.roleIds.includes(adminId)) {
    throw forbidden('Solo un administrador puede modificar la cuenta de un administrador');
  }
  const target = { roles: antes.roles, permissions: await permisosDeRoles(db, antes.roleIds) };
  if (!canManageAccount(actor, target)) throw forbidden(CUENTA_NO_GESTIONABLE);
  return antes;
}

export async function updateUsuario(db: Db, actor: AuthUser, id: number, input: UpdateInput): Promise<UsuarioChange> {
  const antes = await loadEditable(db, actor, id);
  const adminId = await assertRoles(db, actor, input.roleIds, antes.roleIds);
  if (id === actor.id) {
    if (!input.activo) throw unprocessable({ activo: [NO_AUTODESACTIVAR] });
    if (adminId !== undefined && antes.roleIds.includes(adminId) && !input.roleIds.includes(adminId)) {
      throw unprocessable({ roleIds: [NO_QUITAR_PROPIO_ADMIN] });
    }
  }
  await assertEmailFree(db, input.email, id);
  const emailChanged = input.email !== antes.email.toLowerCase();
  // The address decides where reset links go: changing someone else's is as good as setting their password.
  if ((input.password || emailChanged) && !canSetCredentials(actor, id)) throw forbidden(CREDENCIALES_SOLO_ADMIN);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db
    .transaction(async (tx) => {
      await tx
        .update(usuarios)
        .set({
          name: input.name,
          email: input.email,
          activo: input.activo,
          updatedAt: new Date(),
          // A new address has to be confirmed again.
          ...(emailChanged ? { emailVerifiedAt: null } : {}),
        })
        .where(eq(usuarios.id, id));
      await setRoles(tx, id, input.roleIds);
      // People changing their own password keep the session they are using; a disabled account loses every one.
      if (passwordHash) await fijarPassword(tx, id, passwordHash, { conservarSesion: id === actor.id ? actor.sessionId : undefined });
      else if (!input.activo) await cerrarAccesos(tx, id);
    })
    .catch(emailTaken);
  return { antes, despues: await getUsuario(db, id), passwordChanged: !!passwordHash, emailChanged };
}

/** DELETE never removes an account (the audit log and other areas point at it): it disables it. */
export async function disableUsuario(db: Db, actor: AuthUser, id: number): Promise<UsuarioChange> {
  if (id === actor.id) throw unprocessable({ activo: [NO_AUTODESACTIVAR] });
  const antes = await loadEditable(db, actor, id);
  await db.transaction(async (tx) => {
    await tx.update(usuarios).set({ activo: false, updatedAt: new Date() }).where(eq(usuarios.id, id));
    await cerrarAccesos(tx, id);
  });
  return { antes, despues: await getUsuario(db, id), passwordChanged: false, emailChanged: false };
}

/** Staff who may manage an account but not set its password send the owner a reset link instead. */
export async function loadForReset(db: Db, actor: AuthUser, id: number): Promise<UsuarioRecord> {
  const usuario = await loadEditable(db, actor, id);
  if (!usuario.activo) throw unprocessable({ activo: [CUENTA_INACTIVA_SIN_ENLACE] }, CUENTA_INACTIVA_SIN_ENLACE);
  return usuario;
}
