// The electronic signature line of an approval: who, in which role, at which stage, when.
import { eq } from 'drizzle-orm';
import type { ParteDocumento } from '../../../shared/servicio-social/documentos';
import { ssInstituciones, ssPrestaciones, usuarios } from '../../db/schema';
import type { FirmaDocumento } from '../../db/tables/servicio-social-documentos';
import type { Tx } from './campos';

export const ETAPA_FIRMA: Record<ParteDocumento, string> = {
  institucion: 'Aprobación de la institución',
  oficina: 'Aprobación de la oficina',
  estudiante: 'Firma del estudiante',
};

async function institucionDe(tx: Tx, prestacionId: number | null) {
  if (!prestacionId) return '';
  const [fila] = await tx
    .select({ nombre: ssInstituciones.razonSocial })
    .from(ssPrestaciones)
    .innerJoin(ssInstituciones, eq(ssInstituciones.id, ssPrestaciones.institucionId))
    .where(eq(ssPrestaciones.id, prestacionId));
  return fila?.nombre ?? '';
}

export async function firmaDe(
  tx: Tx,
  datos: { parte: ParteDocumento; prestacionId: number | null; usuarioId?: number | null; nombre?: string; cargo?: string },
): Promise<FirmaDocumento> {
  let nombre = datos.nombre ?? '';
  if (!nombre && datos.usuarioId) {
    const [u] = await tx.select({ name: usuarios.name }).from(usuarios).where(eq(usuarios.id, datos.usuarioId));
    nombre = u?.name ?? '';
  }
  const cargo = datos.cargo ?? (datos.parte === 'institucion' ? `Institución receptora · ${await institucionDe(tx, datos.prestacionId)}` : 'Oficina de Servicio Social');
  return { etapa: ETAPA_FIRMA[datos.parte], nombre: nombre || 'Sin nombre', cargo, fecha: new Date().toISOString() };
}

export const cargoSupervisor = async (tx: Tx, prestacionId: number | null) => `Supervisor(a) · ${await institucionDe(tx, prestacionId)}`;
