import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { permisos, rolPermisos, roles, usuarioRoles, usuarios } from '../db/schema';

// Drizzle drops table names from columns in single-table queries; these subqueries join, so always qualify.
const c = (column: AnyPgColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The active role names of a user and the active permissions they grant, as two select columns, so the
 * per-request session lookup gets them in the same round trip as the user.
 */
export function accessColumns(usuarioId: AnyPgColumn): { roles: SQL<string[]>; permissions: SQL<string[]> } {
  return {
    roles: sql<string[]>`coalesce((
      select array_agg(${c(roles.nombre)} order by ${c(roles.nombre)})
      from ${usuarioRoles} join ${roles} on ${c(roles.id)} = ${c(usuarioRoles.rolId)} and ${c(roles.activo)}
      where ${c(usuarioRoles.usuarioId)} = ${c(usuarioId)}), '{}')`,
    permissions: sql<string[]>`coalesce((
      select array_agg(distinct ${c(permisos.nombre)} order by ${c(permisos.nombre)})
      from ${usuarioRoles}
      join ${roles} on ${c(roles.id)} = ${c(usuarioRoles.rolId)} and ${c(roles.activo)}
      join ${rolPermisos} on ${c(rolPermisos.rolId)} = ${c(roles.id)}
      join ${permisos} on ${c(permisos.id)} = ${c(rolPermisos.permisoId)} and ${c(permisos.activo)}
      where ${c(usuarioRoles.usuarioId)} = ${c(usuarioId)}), '{}')`,
  };
}

export async function loadAccess(db: Db, usuarioId: number): Promise<{ roles: string[]; permissions: string[] }> {
  const [row] = await db.select(accessColumns(usuarios.id)).from(usuarios).where(eq(usuarios.id, usuarioId));
  return row ?? { roles: [], permissions: [] };
}
