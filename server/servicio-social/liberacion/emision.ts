// The one door to the docs helper's `emitirDocumentoOficial`: the letter is created from its template, signed
// by the issuer and stored as a PDF with folio and QR, inside the caller's transaction (requirements are ours).
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ssDocumentos } from '../../db/schema';
import { emitirDocumentoOficial, type EmitirDocumentoOficial } from '../documentos/emitir';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const emitirOficial = (tx: Tx, args: EmitirDocumentoOficial, config: Config) => emitirDocumentoOficial(tx, args, config);

/** The issued letter of a service, if any. */
export async function documentoEmitido(db: Db | Tx, prestacionId: number, tipo: 'constancia' | 'liberacion') {
  const [doc] = await db
    .select({ documentoId: ssDocumentos.id, folio: ssDocumentos.folio })
    .from(ssDocumentos)
    .where(and(eq(ssDocumentos.prestacionId, prestacionId), eq(ssDocumentos.tipo, tipo), eq(ssDocumentos.estado, 'aprobado')));
  return doc ?? null;
}
