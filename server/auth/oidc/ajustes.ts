import { eq } from 'drizzle-orm';
import { ROLES_PORTAL } from '../../../shared/servicio-social/valores';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { loadAccess } from '../access';

const CLAVE = 'acceso_institucional_personal';
const PORTAL = new Set<string>(ROLES_PORTAL);

export async function obligatorioPersonal(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, CLAVE));
  return row?.value === 'true';
}

export async function guardarObligatorioPersonal(db: Db, valor: boolean): Promise<void> {
  await db
    .insert(settings)
    .values({ key: CLAVE, value: String(valor) })
    .onConflictDoUpdate({ target: settings.key, set: { value: String(valor) } });
}

export function dominioDe(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/**
 * Whether this account may not use its password: the setting is on, it is staff (no portal role) and its address is
 * on an institutional domain. The ADMIN_EMAIL administrator always may (break-glass, when the provider is down).
 */
export async function exigeInstitucional(db: Db, config: Config, user: { id: number; email: string }): Promise<boolean> {
  if (!config.OIDC_ISSUER || !config.OIDC_DOMINIOS.includes(dominioDe(user.email))) return false;
  if (config.ADMIN_EMAIL && user.email.toLowerCase() === config.ADMIN_EMAIL.toLowerCase()) return false;
  if (!(await obligatorioPersonal(db))) return false;
  const { roles } = await loadAccess(db, user.id);
  return !roles.some((r) => PORTAL.has(r));
}
