// A hire through the bolsa writes an employment entry on the graduate's record (source «bolsa de trabajo») and makes
// it the record's current job, the columns the reports and the dashboard already read.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bolsaEmpleadores, bolsaOfertas, egresadoEmpleos, egresados } from '../../db/schema';
import { hoyMexico } from '../../servicio-social/comun/fechas';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const FUENTE_BOLSA = 'bolsa_trabajo';
export const FUENTES_EMPLEO = { bolsa_trabajo: 'Bolsa de trabajo', seguimiento: 'Seguimiento de egresados' } as const;

export async function registrarEmpleo(tx: Tx | Db, datos: { egresadoId: number; candidaturaId: number; ofertaId: number }) {
  const [o] = await tx
    .select({ puesto: bolsaOfertas.titulo, empleador: bolsaEmpleadores.razonSocial })
    .from(bolsaOfertas)
    .innerJoin(bolsaEmpleadores, eq(bolsaEmpleadores.id, bolsaOfertas.empleadorId))
    .where(eq(bolsaOfertas.id, datos.ofertaId));
  await tx
    .insert(egresadoEmpleos)
    .values({ egresadoId: datos.egresadoId, empleador: o.empleador, puesto: o.puesto, fecha: hoyMexico(), fuente: FUENTE_BOLSA, candidaturaId: datos.candidaturaId })
    .onConflictDoNothing();
  await tx
    .update(egresados)
    .set({ situacionLaboral: 'empleado', empresa: o.empleador.slice(0, 160), puesto: o.puesto.slice(0, 120), updatedAt: new Date() })
    .where(eq(egresados.id, datos.egresadoId));
}

export async function empleosDe(db: Db, egresadoId: number) {
  return db.select().from(egresadoEmpleos).where(eq(egresadoEmpleos.egresadoId, egresadoId)).orderBy(egresadoEmpleos.fecha);
}
