import { ROL_EGRESADO, ROL_POSTULANTE } from '../../shared/acceso-enlace/roles';
import type { Db } from '../db/client';
import { roles } from '../db/schema';

/** Idempotent: the portal roles a sign-in link opens (system roles, without staff permissions). */
export async function seedRolesEnlace(db: Db) {
  await db
    .insert(roles)
    .values([
      { nombre: ROL_EGRESADO, descripcion: 'Egresado en «Mi espacio de egresado», con enlace de acceso (sin acceso al panel del personal)', area: 'egresados', sistema: true },
      { nombre: ROL_POSTULANTE, descripcion: 'Quien postula, en «Mis postulaciones», con enlace de acceso (sin acceso al panel del personal)', area: 'postulaciones', sistema: true },
    ])
    .onConflictDoNothing();
}
