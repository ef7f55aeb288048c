import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { permisos, rolPermisos, roles, usuarioRoles } from '../db/schema';

/** Active role names and the active permissions they grant. */
export async function loadAccess(db: Db, usuarioId: number): Promise<{ roles: string[]; permissions: string[] }> {
  const rows = await db
    .select({ rol: roles.nombre, permiso: permisos.nombre, permisoActivo: permisos.activo })
    .from(usuarioRoles)
    .innerJoin(roles, and(eq(roles.id, usuarioRoles.rolId), eq(roles.activo, true)))
    .leftJoin(rolPermisos, eq(rolPermisos.rolId, roles.id))
    .leftJoin(permisos, eq(permisos.id, rolPermisos.permisoId))
    .where(eq(usuarioRoles.usuarioId, usuarioId));
  const roleSet = new Set<string>();
  const permSet = new Set<string>();
  for (const r of rows) {
    roleSet.add(r.rol);
    if (r.permiso && r.permisoActivo) permSet.add(r.permiso);
  }
  return { roles: [...roleSet].sort(), permissions: [...permSet].sort() };
}
