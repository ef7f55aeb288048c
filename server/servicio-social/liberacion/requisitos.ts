// What a service still needs before the constancia and the carta de liberación can be issued: the hours
// approved, the final report approved and both evaluations sent. One query, used by the portals to show the
// checklist and by the services that issue the two letters to refuse them early.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ssDocumentos, ssEvaluaciones, ssPrestaciones } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface RequisitosLiberacion {
  horas: { requeridas: number; aprobadas: number; completas: boolean };
  informeFinal: boolean;
  autoevaluacion: boolean;
  evaluacionSupervisor: boolean;
  completos: boolean;
}

export const FALTAN_REQUISITOS =
  'El servicio aún no cumple los requisitos de liberación: horas completas, informe final aprobado y ambas evaluaciones enviadas';

export async function requisitosLiberacion(db: Db | Tx, prestacionId: number): Promise<RequisitosLiberacion | null> {
  const [p] = await db
    .select({ requeridas: ssPrestaciones.horasRequeridas, aprobadas: ssPrestaciones.horasAprobadas })
    .from(ssPrestaciones)
    .where(eq(ssPrestaciones.id, prestacionId));
  if (!p) return null;
  const [final] = await db
    .select({ id: ssDocumentos.id })
    .from(ssDocumentos)
    .where(and(eq(ssDocumentos.prestacionId, prestacionId), eq(ssDocumentos.tipo, 'informe_final'), eq(ssDocumentos.estado, 'aprobado')));
  const evaluaciones = await db
    .select({ tipo: ssEvaluaciones.tipo })
    .from(ssEvaluaciones)
    .where(and(eq(ssEvaluaciones.prestacionId, prestacionId), eq(ssEvaluaciones.estado, 'enviada')));
  const enviadas = new Set(evaluaciones.map((e) => e.tipo));
  const aprobadas = Number(p.aprobadas);
  const horas = { requeridas: p.requeridas, aprobadas, completas: aprobadas >= p.requeridas };
  const r = { horas, informeFinal: !!final, autoevaluacion: enviadas.has('autoevaluacion'), evaluacionSupervisor: enviadas.has('supervisor') };
  return { ...r, completos: horas.completas && r.informeFinal && r.autoevaluacion && r.evaluacionSupervisor };
}
