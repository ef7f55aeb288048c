import { inArray, sql } from 'drizzle-orm';
import { ROL_ESTUDIANTE, ROL_INSTITUCION, ROLES_PORTAL } from '../../shared/servicio-social/valores';
import type { Db } from '../db/client';
import { rolPermisos, roles, settings, ssAjustes, ssPeriodos } from '../db/schema';
import { seedCuestionarios } from './evaluaciones/cuestionarios';
import { seedPlantillasDocumento } from './plantillas-documento/service';

/** Idempotent: the portal roles (system, without staff permissions), the settings row and the first periods. */
export async function seedServicioSocial(db: Db) {
  await db
    .insert(roles)
    .values([
      { nombre: ROL_ESTUDIANTE, descripcion: 'Estudiante en el portal de servicio social (sin acceso al panel del personal)', area: 'servicio-social', sistema: true },
      { nombre: ROL_INSTITUCION, descripcion: 'Cuenta de una institución receptora en el portal de servicio social (sin acceso al panel del personal)', area: 'servicio-social', sistema: true },
    ])
    .onConflictDoNothing();
  // A staff role someone named so before this area existed must not lend its permissions to portal accounts.
  const portal = await db
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(sql`lower(${roles.nombre})`, [...ROLES_PORTAL]));
  if (portal.length) {
    await db.update(roles).set({ sistema: true, activo: true }).where(inArray(roles.id, portal.map((r) => r.id)));
    await db.delete(rolPermisos).where(inArray(rolPermisos.rolId, portal.map((r) => r.id)));
  }
  await db.insert(ssAjustes).values({ id: 1 }).onConflictDoNothing();
  await seedCuestionarios(db);
  await seedPlantillasDocumento(db);
  await db.transaction(async (tx) => {
    const [first] = await tx.insert(settings).values({ key: 'ss_periodos_iniciales', value: new Date().toISOString() }).onConflictDoNothing().returning();
    if (first) {
      await tx
        .insert(ssPeriodos)
        .values([
          { clave: '2026-2', inicio: '2026-08-10', fin: '2027-02-10', inscripcionHasta: '2026-09-15' },
          { clave: '2027-1', inicio: '2027-01-18', fin: '2027-07-16', inscripcionHasta: '2027-02-26' },
          { clave: '2027-2', inicio: '2027-08-09', fin: '2028-02-11', inscripcionHasta: '2027-09-17' },
        ])
        .onConflictDoNothing();
    }
  });
}
