import { ROL_EMPLEADOR } from '../../shared/bolsa/valores';
import type { Db } from '../db/client';
import { bolsaAjustes, roles } from '../db/schema';

/** Idempotent: the employers' portal role (system, without staff permissions) and the minimum wage row. */
export async function seedBolsa(db: Db) {
  await db
    .insert(roles)
    .values({ nombre: ROL_EMPLEADOR, descripcion: 'Cuenta de un empleador en la bolsa de trabajo (sin acceso al panel del personal)', area: 'bolsa', sistema: true })
    .onConflictDoNothing();
  await db.insert(bolsaAjustes).values({ id: 1 }).onConflictDoNothing();
}
