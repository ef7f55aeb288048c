// The one access rule, on its own: the public site's route guards need it in their first load, without the permission
// catalog and its labels (shared/permissions.ts re-exports it for everyone else).

/** Actions no permission grants: only the administrator role may do them (the spec's `admin` guard). */
export const ADMIN_ONLY = new Set(['egresados.crear', 'egresados.eliminar']);

export const ADMIN_ROLE = 'administrador';

export interface AccessSubject {
  roles: string[];
  permissions: string[];
}

/** The one access rule: administrators may do everything; everyone else needs the named permission. */
export function can(user: AccessSubject | null | undefined, permission: string): boolean {
  if (!user) return false;
  if (user.roles.includes(ADMIN_ROLE)) return true;
  if (ADMIN_ONLY.has(permission)) return false;
  return user.permissions.includes(permission);
}

export function isAdmin(user: AccessSubject | null | undefined): boolean {
  return !!user && user.roles.includes(ADMIN_ROLE);
}
