// For the liberation flow (evaluaciones helper): the constancia de terminación (institution) and the carta de
// liberación (office) are created from their template, approved by the issuer and turned into a stored PDF with
// folio and QR, all inside the caller's transaction. Requisites are the caller's business.
// On a rollback of the caller's transaction the written PDF file stays orphaned on disk (no row points to it).
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { ssDocumentoRevisiones, ssDocumentoVersiones, ssDocumentos, ssPrestaciones } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { sanitizarHtml } from '../../plantillas/sanitizar';
import { plantillaDe } from '../plantillas-documento/service';
import { combinar, datosDocumento, rellenar, type Tx } from './campos';
import { emitirPdf } from './emision';
import { firmaDe } from './firmas';
import { contarPalabras } from '../../../shared/servicio-social/documentos';

export interface EmitirDocumentoOficial {
  prestacionId: number;
  tipo: 'constancia' | 'liberacion';
  /** The issuer: an institution account for the constancia, staff for the liberación. */
  usuarioId: number;
}

/**
 * Creates (or completes) the letter and issues it. Issuing twice returns the first issue: a letter is never
 * regenerated. `config` gives where files live and the public URL printed in the QR (pass `app.config`).
 */
export async function emitirDocumentoOficial(tx: Tx, datos: EmitirDocumentoOficial, config: Config): Promise<{ documentoId: number; folio: string }> {
  const [prestacion] = await tx.select().from(ssPrestaciones).where(eq(ssPrestaciones.id, datos.prestacionId));
  if (!prestacion) throw new HttpError(404, 'La prestación no existe');
  const [existente] = await tx
    .select()
    .from(ssDocumentos)
    .where(and(eq(ssDocumentos.prestacionId, datos.prestacionId), eq(ssDocumentos.tipo, datos.tipo)))
    .for('update');
  if (existente?.estado === 'aprobado' && existente.folio) return { documentoId: existente.id, folio: existente.folio };

  const plantilla = await plantillaDe(tx, datos.tipo);
  const valores = await datosDocumento(tx, prestacion.estudianteId, prestacion.id);
  const contenido = existente?.contenido ? rellenar(existente.contenido, valores) : sanitizarHtml(combinar(plantilla.cuerpo, valores, { marcar: true }), { tablas: true });
  const parte = datos.tipo === 'constancia' ? 'institucion' : 'oficina';
  const firma = await firmaDe(tx, { parte, prestacionId: prestacion.id, usuarioId: datos.usuarioId });
  const ahora = new Date();
  const version = (existente?.version ?? 0) + 1;
  const campos = {
    contenido, palabras: contarPalabras(contenido), estado: 'aprobado', etapa: null, version, enviadoEn: ahora, aprobadoEn: ahora, firmas: [firma], updatedAt: ahora,
  };
  const [doc] = existente
    ? await tx.update(ssDocumentos).set({ ...campos, revision: existente.revision + 1 }).where(eq(ssDocumentos.id, existente.id)).returning()
    : await tx
        .insert(ssDocumentos)
        .values({ ...campos, estudianteId: prestacion.estudianteId, prestacionId: prestacion.id, tipo: datos.tipo, titulo: plantilla.titulo, autorId: datos.usuarioId })
        .returning();
  await tx.insert(ssDocumentoVersiones).values({ documentoId: doc.id, version, contenido, enviadoPor: datos.usuarioId });
  await tx.insert(ssDocumentoRevisiones).values({
    documentoId: doc.id, version, etapa: parte, decision: 'aprobar', comentarios: '', revisorId: datos.usuarioId, revisorNombre: firma.nombre,
    via: parte === 'oficina' ? 'oficina' : 'portal',
  });
  const { folio } = await emitirPdf(tx, config, doc.id, datos.usuarioId);
  return { documentoId: doc.id, folio };
}
