// The more documents a round asks of its finalists (issue 33), sent by the nominator from «Mis postulaciones»: each
// file checked by its content like every upload (type, size, active content in PDFs) and stored tied to the round,
// so that only that round's jurados and staff read it.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { conArchivos } from '../../archivos/almacen';
import { almacenDe } from '../../archivos/almacenamiento';
import { recibirFormulario } from '../../archivos/multipart';
import { postulaciones, rondaDocumentos, rondaPostulaciones, rondas } from '../../db/schema';
import { HttpError, notFound, unprocessable } from '../../lib/http-error';
import { estadoDe } from '../../rondas/service';
import type { App } from '../../types';
import { suyas } from './service';

export async function subirDocumentosRonda(app: App, request: FastifyRequest, correo: string, postulacionId: number, rondaId: number) {
  const [f] = await app.db
    .select({ r: rondas, folio: postulaciones.folio })
    .from(rondaPostulaciones)
    .innerJoin(rondas, eq(rondas.id, rondaPostulaciones.rondaId))
    .innerJoin(postulaciones, eq(postulaciones.id, rondaPostulaciones.postulacionId))
    .where(and(eq(rondaPostulaciones.rondaId, rondaId), eq(rondaPostulaciones.postulacionId, postulacionId), suyas(correo)));
  if (!f || !f.r.documentosAdicionales.length) throw notFound('La postulación no existe, no la registró usted o la ronda no le pide documentos');
  if (estadoDe(f.r) === 'cerrada') throw new HttpError(409, `La ronda ${f.r.numero} ya cerró: no recibe más documentos`);
  const solicitados = new Map(f.r.documentosAdicionales.map((d) => [d.clave, d]));
  const almacen = almacenDe(app.config);
  const formulario = await recibirFormulario(request, almacen, (campo) => solicitados.get(campo));
  try {
    if (Object.keys(formulario.errores).length) throw unprocessable(formulario.errores);
    if (!formulario.archivos.size) {
      const [primero] = solicitados.keys();
      throw unprocessable({ [primero]: ['Adjunte el documento solicitado'] });
    }
    await conArchivos(app.db, almacen, async (tx, guardar) => {
      for (const [clave, archivo] of formulario.archivos) {
        const archivoId = await guardar(archivo, { area: 'postulaciones', creadoPor: null });
        await tx
          .insert(rondaDocumentos)
          .values({ rondaId, postulacionId, clave, archivoId })
          .onConflictDoUpdate({ target: [rondaDocumentos.rondaId, rondaDocumentos.postulacionId, rondaDocumentos.clave], set: { archivoId, createdAt: new Date() } });
      }
    });
    return { folio: f.folio, ronda: f.r.numero, claves: [...formulario.archivos.keys()] };
  } finally {
    formulario.limpiar();
  }
}
