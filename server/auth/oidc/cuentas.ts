import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { ROL_ESTUDIANTE } from '../../../shared/servicio-social/valores';
import type { RechazoInstitucional } from '../../../shared/auth/institucional';
import type { Db } from '../../db/client';
import { oidcIdentidades, roles, usuarioRoles, usuarios } from '../../db/schema';
import { isUniqueViolation } from '../../lib/pg-errors';
import { hashPassword } from '../passwords';
import type { Identidad } from './identidad';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Cuenta =
  | { usuarioId: number; email: string; name: string; como: 'identidad' | 'vinculada' | 'creada' }
  | { rechazo: RechazoInstitucional };

/**
 * The platform account behind a provider identity. The (iss, sub) link identifies a person once made; before it,
 * an account with the same verified email is linked; otherwise a new account is made (students get the student
 * role, staff none). A disabled account is refused and nothing is written.
 */
export async function cuentaInstitucional(db: Db, identidad: Identidad): Promise<Cuenta> {
  // A new account's password is random and never told: it can only be set later through a reset link to the address.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  for (let intento = 0; ; intento++) {
    try {
      return await db.transaction((tx) => resolver(tx, identidad, passwordHash));
    } catch (error) {
      // Two first sign-ins of the same person at once: the second finds the first one's rows on its retry.
      if (intento === 0 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

async function resolver(tx: Tx, identidad: Identidad, passwordHash: string): Promise<Cuenta> {
  const proveedor = { email: identidad.email, nombres: identidad.nombres.slice(0, 120), apellidos: identidad.apellidos.slice(0, 160) };
  const [enlazada] = await tx
    .select({ id: usuarios.id, email: usuarios.email, name: usuarios.name, activo: usuarios.activo })
    .from(oidcIdentidades)
    .innerJoin(usuarios, eq(usuarios.id, oidcIdentidades.usuarioId))
    .where(and(eq(oidcIdentidades.iss, identidad.iss), eq(oidcIdentidades.sub, identidad.sub)));
  if (enlazada) {
    if (!enlazada.activo) return { rechazo: 'desactivada' };
    await tx
      .update(oidcIdentidades)
      .set({ ...proveedor, lastLoginAt: new Date() })
      .where(and(eq(oidcIdentidades.iss, identidad.iss), eq(oidcIdentidades.sub, identidad.sub)));
    return { usuarioId: enlazada.id, email: enlazada.email, name: enlazada.name, como: 'identidad' };
  }

  const [existente] = await tx
    .select({ id: usuarios.id, email: usuarios.email, name: usuarios.name, activo: usuarios.activo })
    .from(usuarios)
    .where(sql`lower(${usuarios.email}) = ${identidad.email}`)
    .for('update');
  if (existente) {
    if (!existente.activo) return { rechazo: 'desactivada' };
    // A mailbox handed to someone new gets a new subject: it must not inherit the account of the person before.
    const [otra] = await tx
      .select({ id: oidcIdentidades.id })
      .from(oidcIdentidades)
      .where(and(eq(oidcIdentidades.usuarioId, existente.id), eq(oidcIdentidades.iss, identidad.iss), ne(oidcIdentidades.sub, identidad.sub)));
    if (otra) return { rechazo: 'conflicto' };
    await tx.insert(oidcIdentidades).values({ iss: identidad.iss, sub: identidad.sub, usuarioId: existente.id, ...proveedor });
    // The provider verified the address, which is what a confirmation link would have proved.
    await tx
      .update(usuarios)
      .set({ emailVerifiedAt: sql`coalesce(${usuarios.emailVerifiedAt}, now())` })
      .where(eq(usuarios.id, existente.id));
    return { usuarioId: existente.id, email: existente.email, name: existente.name, como: 'vinculada' };
  }

  const [creado] = await tx
    .insert(usuarios)
    .values({ name: identidad.name.slice(0, 160), email: identidad.email, passwordHash, emailVerifiedAt: new Date() })
    .returning({ id: usuarios.id, email: usuarios.email, name: usuarios.name });
  if (identidad.estudiante) {
    const [rol] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.nombre, ROL_ESTUDIANTE));
    await tx.insert(usuarioRoles).values({ usuarioId: creado.id, rolId: rol.id });
  }
  await tx.insert(oidcIdentidades).values({ iss: identidad.iss, sub: identidad.sub, usuarioId: creado.id, ...proveedor });
  return { usuarioId: creado.id, email: creado.email, name: creado.name, como: 'creada' };
}

/** What the provider last said about a user (the student profile's prefill), or null for an account without a link. */
export async function identidadDeUsuario(db: Db, usuarioId: number) {
  const [row] = await db
    .select({ email: oidcIdentidades.email, nombres: oidcIdentidades.nombres, apellidos: oidcIdentidades.apellidos })
    .from(oidcIdentidades)
    .where(eq(oidcIdentidades.usuarioId, usuarioId))
    .orderBy(sql`${oidcIdentidades.lastLoginAt} desc`)
    .limit(1);
  return row ?? null;
}
