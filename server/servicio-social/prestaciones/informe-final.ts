import { eq } from 'drizzle-orm';
import { motivoSinInformeFinal } from '../../../shared/servicio-social/acciones';
import type { Db } from '../../db/client';
import { ssPrestaciones } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Why the service's final report cannot be started yet (null: it can), read from the service's own totals. */
export async function motivoInformeFinal(db: Db | Tx, prestacionId: number): Promise<string | null> {
  const [p] = await db
    .select({ estado: ssPrestaciones.estado, horasRequeridas: ssPrestaciones.horasRequeridas, horasRegistradas: ssPrestaciones.horasRegistradas })
    .from(ssPrestaciones)
    .where(eq(ssPrestaciones.id, prestacionId));
  return p ? motivoSinInformeFinal({ ...p, horasRegistradas: Number(p.horasRegistradas) }) : null;
}
