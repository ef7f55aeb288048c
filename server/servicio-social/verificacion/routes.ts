// Public check of an issued document by its folio (the QR of every PDF leads here): genuine or not, with the
// student's name only, the date and the PDF's SHA-256. Anything else, forged or altered, is «not found».
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { NOMBRE_RESERVADO } from '../../../shared/schemas/arco';
import { MENSAJES_DOCUMENTOS, type VerificacionDocumento } from '../../../shared/schemas/servicio-social-documentos';
import { verificacionDocumentoSchema } from '../../../shared/schemas/servicio-social-documentos-respuesta';
import { TIPOS_DOCUMENTO, type TipoDocumento } from '../../../shared/servicio-social/documentos';
import { ssDocumentos, ssEstudiantes } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { App } from '../../types';
import { FOLIO_VALIDO } from '../documentos/emision';

export default async function verificacionSsRoutes(app: App) {
  app.get(
    '/verificacion/:folio',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { params: z.object({ folio: z.string().max(60) }), response: { 200: verificacionDocumentoSchema } } },
    async (request, reply): Promise<VerificacionDocumento> => {
      reply.header('Cache-Control', 'no-store');
      const folio = request.params.folio.trim().toUpperCase();
      if (!FOLIO_VALIDO.test(folio)) throw notFound(MENSAJES_DOCUMENTOS.folioInexistente);
      const [fila] = await app.db
        .select({ d: ssDocumentos, nombre: ssEstudiantes.nombre, paterno: ssEstudiantes.apellidoPaterno, materno: ssEstudiantes.apellidoMaterno, bloqueadoEn: ssEstudiantes.bloqueadoEn })
        .from(ssDocumentos)
        .innerJoin(ssEstudiantes, eq(ssEstudiantes.id, ssDocumentos.estudianteId))
        .where(and(eq(ssDocumentos.folio, folio), eq(ssDocumentos.estado, 'aprobado')));
      if (!fila || !fila.d.hashSha256 || !fila.d.aprobadoEn) throw notFound(MENSAJES_DOCUMENTOS.folioInexistente);
      return {
        autentico: true, folio, tipo: TIPOS_DOCUMENTO[fila.d.tipo as TipoDocumento]?.etiqueta ?? fila.d.tipo, titulo: fila.d.titulo,
        // After an ARCO cancellation the document still verifies, without the name.
        estudiante: fila.bloqueadoEn ? NOMBRE_RESERVADO : [fila.nombre, fila.paterno, fila.materno].filter(Boolean).join(' '), fecha: fila.d.aprobadoEn.toISOString(), hashSha256: fila.d.hashSha256,
      };
    },
  );
}
