// How a monthly report moves its month's hour entries: sending it freezes them, the supervisor's approval makes them
// count, and returning it with observations (the supervisor's or, after that approval, the office's) frees them
// again and takes them off the approved total until the corrected report is approved. Called by the documents
// service inside the same transaction as the report's own move, so the hours and the report never disagree: a
// report's hours count exactly while the supervisor's approval of it stands.
// Sending locks the service's row, as every hour write does (service.ts): an entry logged while the report is being
// sent either lands before (and is frozen with the month) or waits and then sees the month frozen.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ssHoras, ssPrestaciones } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface InformeMensual {
  id: number;
  prestacionId: number;
  /** First day of the month, YYYY-MM-01. */
  periodoMes: string;
}

const finDeMes = (periodoMes: string) => {
  const [anio, mes] = periodoMes.split('-').map(Number);
  return mes === 12 ? `${anio + 1}-01-01` : `${anio}-${String(mes + 1).padStart(2, '0')}-01`;
};

const delMes = (informe: Pick<InformeMensual, 'prestacionId' | 'periodoMes'>) =>
  and(eq(ssHoras.prestacionId, informe.prestacionId), gte(ssHoras.fecha, informe.periodoMes), lt(ssHoras.fecha, finDeMes(informe.periodoMes)));

/**
 * Hours logged in the month of `periodoMes` (YYYY-MM-01), whatever their state. The documents service refuses to
 * send an Informe mensual whose month has none (0).
 */
export async function horasDelMes(tx: Tx, prestacionId: number, periodoMes: string): Promise<number> {
  const [fila] = await tx
    .select({ total: sql<string>`coalesce(sum(${ssHoras.horas}), 0)` })
    .from(ssHoras)
    .where(delMes({ prestacionId, periodoMes }));
  return Number(fila.total);
}

/** The report was sent (or sent again): every entry of its month is frozen under it. Returns the month's hours. */
export async function alEnviarInforme(tx: Tx, informe: InformeMensual): Promise<number> {
  await tx.select({ id: ssPrestaciones.id }).from(ssPrestaciones).where(eq(ssPrestaciones.id, informe.prestacionId)).for('update');
  const filas = await tx
    .update(ssHoras)
    .set({ estado: 'en_revision', informeId: informe.id, updatedAt: new Date() })
    .where(and(delMes(informe), sql`${ssHoras.estado} <> 'aprobada'`))
    .returning({ horas: ssHoras.horas });
  return filas.reduce((suma, f) => suma + Number(f.horas), 0);
}

/**
 * Returned with observations, by the supervisor or by the office after the supervisor approved it: the student may
 * correct the entries again, and whatever had been approved stops counting (progress, liberation) until the
 * corrected report is approved again.
 */
export async function alDevolverInforme(tx: Tx, informe: InformeMensual): Promise<number> {
  const [aprobadas] = await tx
    .select({ total: sql<string>`coalesce(sum(${ssHoras.horas}), 0)` })
    .from(ssHoras)
    .where(and(eq(ssHoras.informeId, informe.id), eq(ssHoras.estado, 'aprobada')));
  await tx
    .update(ssHoras)
    .set({ estado: 'registrada', updatedAt: new Date() })
    .where(and(eq(ssHoras.informeId, informe.id), inArray(ssHoras.estado, ['en_revision', 'aprobada'])));
  const retiradas = Number(aprobadas.total);
  if (retiradas > 0) {
    await tx
      .update(ssPrestaciones)
      .set({ horasAprobadas: sql`${ssPrestaciones.horasAprobadas} - ${retiradas}`, updatedAt: new Date() })
      .where(eq(ssPrestaciones.id, informe.prestacionId));
  }
  return retiradas;
}

/** The supervisor approved the report: its hours count towards the service from now on. */
export async function alAprobarInformeInstitucion(tx: Tx, informe: InformeMensual): Promise<number> {
  const filas = await tx
    .update(ssHoras)
    .set({ estado: 'aprobada', updatedAt: new Date() })
    .where(and(eq(ssHoras.informeId, informe.id), eq(ssHoras.estado, 'en_revision')))
    .returning({ horas: ssHoras.horas });
  const aprobadas = filas.reduce((suma, f) => suma + Number(f.horas), 0);
  if (aprobadas > 0) {
    await tx
      .update(ssPrestaciones)
      .set({ horasAprobadas: sql`${ssPrestaciones.horasAprobadas} + ${aprobadas}`, updatedAt: new Date() })
      .where(eq(ssPrestaciones.id, informe.prestacionId));
  }
  return aprobadas;
}
