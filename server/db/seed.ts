import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_ROLE, SYSTEM_PERMISSIONS } from '../../shared/permissions';
import type { Config } from '../config';
import { hashPassword } from '../auth/passwords';
import type { Db } from './client';
import { seedServicioSocial } from '../servicio-social/seed';
import { seedBolsa } from '../bolsa/seed';
import { seedRolesEnlace } from '../acceso-enlace/seed';
import { seedCuestionarios } from '../seguimiento/cuestionarios/service';
import { niveles, permisos, roles, settings, usuarioRoles, usuarios } from './schema';

/** Idempotent: the permission catalog, the administrator role and the ADMIN_EMAIL account. */
export async function seed(db: Db, config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'ADMIN_NAME'>, log?: FastifyBaseLogger) {
  await db
    .insert(permisos)
    .values(SYSTEM_PERMISSIONS.map((p) => ({ ...p, sistema: true })))
    .onConflictDoNothing();
  await db
    .insert(roles)
    .values({ nombre: ADMIN_ROLE, descripcion: 'Acceso completo a todas las áreas', area: 'plataforma', sistema: true })
    .onConflictDoNothing();
  await seedNiveles(db);
  // Before the servicio social seed, which strips any permission from every portal role.
  await seedRolesEnlace(db);
  await seedServicioSocial(db);
  await seedBolsa(db);
  await seedCuestionarios(db);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const created = await createUser(db, {
      name: config.ADMIN_NAME,
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      roleNames: [ADMIN_ROLE],
      ifMissing: true,
    });
    if (created) log?.info({ email: config.ADMIN_EMAIL }, 'administrador creado');
  }
}

/** Creates a user with roles by name; with `ifMissing`, an existing email is left alone. Returns the new id. */
export async function createUser(
  db: Db,
  input: { name: string; email: string; password: string; roleNames: string[]; ifMissing?: boolean; verified?: boolean },
): Promise<number | null> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: usuarios.id }).from(usuarios).where(sql`lower(${usuarios.email}) = ${email}`);
  if (existing) {
    if (input.ifMissing) return null;
    throw new Error(`Ya existe un usuario con el correo ${email}`);
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(usuarios)
      .values({ name: input.name, email, passwordHash, emailVerifiedAt: input.verified === false ? null : new Date() })
      .returning({ id: usuarios.id });
    for (const nombre of input.roleNames) {
      const [rol] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.nombre, nombre));
      if (!rol) throw new Error(`No existe el rol ${nombre}`);
      await tx.insert(usuarioRoles).values({ usuarioId: user.id, rolId: rol.id });
    }
    return user.id;
  });
}

/** The levels Mexican universities grant, once per installation: staff may rename, add or retire them after. */
export const NIVELES_INICIALES = [
  { nombre: 'Técnico Superior Universitario', clave: 'TSU', orden: 1 },
  { nombre: 'Licenciatura', clave: 'LIC', orden: 2 },
  { nombre: 'Especialidad', clave: 'ESP', orden: 3 },
  { nombre: 'Maestría', clave: 'MAE', orden: 4 },
  { nombre: 'Doctorado', clave: 'DOC', orden: 5 },
];

async function seedNiveles(db: Db) {
  await db.transaction(async (tx) => {
    const [first] = await tx.insert(settings).values({ key: 'niveles_iniciales', value: new Date().toISOString() }).onConflictDoNothing().returning();
    if (first) await tx.insert(niveles).values(NIVELES_INICIALES).onConflictDoNothing();
  });
}
