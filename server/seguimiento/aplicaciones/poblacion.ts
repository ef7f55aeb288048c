// Who a wave reaches: graduates by programs, generación (anio_egreso) and titulado. Unsubscribed ones are part of
// the population (the margin of error is about all of them); they are only left out of the mail.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Poblacion } from '../../../shared/schemas/seguimiento';
import { sinBloqueo } from '../../arco/bloqueo';
import type { Db } from '../../db/client';
import { egresados } from '../../db/schema';

export function poblacionWhere(p: Poblacion, extra: { programaId?: number; generacion?: number } = {}): SQL {
  return (
    and(
      // Blocked after an ARCO cancellation: outside every wave.
      sinBloqueo(egresados),
      p.programaIds?.length ? inArray(egresados.programaId, p.programaIds) : undefined,
      p.generaciones?.length ? inArray(egresados.anioEgreso, p.generaciones) : undefined,
      p.titulados === true || p.titulados === false ? eq(egresados.titulado, p.titulados) : undefined,
      extra.programaId ? eq(egresados.programaId, extra.programaId) : undefined,
      extra.generacion ? eq(egresados.anioEgreso, extra.generacion) : undefined,
    ) ?? sql`true`
  );
}

export async function contarPoblacion(db: Pick<Db, 'select'>, p: Poblacion, extra: { programaId?: number; generacion?: number } = {}) {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(egresados).where(poblacionWhere(p, extra));
  return n;
}

/** The population per program and generación, for the progress table. */
export async function poblacionPorGrupo(db: Pick<Db, 'select'>, p: Poblacion) {
  return db
    .select({ programaId: egresados.programaId, generacion: egresados.anioEgreso, n: sql<number>`count(*)::int` })
    .from(egresados)
    .where(poblacionWhere(p))
    .groupBy(egresados.programaId, egresados.anioEgreso);
}
