// The one door to the docs helper's `emitirDocumentoOficial` (documentos/emitir.ts): the letter is created from
// its template, signed and stored as a PDF with folio and QR, inside the caller's transaction. Until that module
// lands on this branch, a provisional issuer records the approved document with a folio (no PDF), so the rules
// around it (requirements, states, places) can be built and tested.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { ssDocumentos, ssPrestaciones, usuarios } from '../../db/schema';
import { and, eq } from 'drizzle-orm';
import { TIPOS_DOCUMENTO } from '../../../shared/servicio-social/documentos';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface EmisionOficial {
  prestacionId: number;
  tipo: 'constancia' | 'liberacion';
  usuarioId: number;
}

export async function emitirOficial(tx: Tx, args: EmisionOficial): Promise<{ documentoId: number; folio: string }> {
  const [p] = await tx.select({ estudianteId: ssPrestaciones.estudianteId }).from(ssPrestaciones).where(eq(ssPrestaciones.id, args.prestacionId));
  const [u] = await tx.select({ name: usuarios.name }).from(usuarios).where(eq(usuarios.id, args.usuarioId));
  const folio = `SS-${args.tipo === 'constancia' ? 'CT' : 'LB'}-${randomBytes(6).toString('hex').toUpperCase()}`;
  const ahora = new Date();
  const [doc] = await tx
    .insert(ssDocumentos)
    .values({
      estudianteId: p.estudianteId, prestacionId: args.prestacionId, tipo: args.tipo, titulo: TIPOS_DOCUMENTO[args.tipo].etiqueta, estado: 'aprobado',
      autorId: args.usuarioId, enviadoEn: ahora, aprobadoEn: ahora, folio,
      firmas: [{ etapa: TIPOS_DOCUMENTO[args.tipo].autor, nombre: u?.name ?? '', cargo: '', fecha: ahora.toISOString() }],
    })
    .returning({ id: ssDocumentos.id });
  return { documentoId: doc.id, folio };
}

/** The issued letter of a service, if any. */
export async function documentoEmitido(db: Db | Tx, prestacionId: number, tipo: 'constancia' | 'liberacion') {
  const [doc] = await db
    .select({ documentoId: ssDocumentos.id, folio: ssDocumentos.folio })
    .from(ssDocumentos)
    .where(and(eq(ssDocumentos.prestacionId, prestacionId), eq(ssDocumentos.tipo, tipo), eq(ssDocumentos.estado, 'aprobado')));
  return doc ?? null;
}
