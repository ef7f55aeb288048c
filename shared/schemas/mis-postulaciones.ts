// «Mis postulaciones» (issue 33): what a nominator reads of their own nominations after signing in with an emailed
// one-time link (server/acceso-enlace, role postulante).
import { z } from '../validation';
import { ESTADOS_POSTULACION } from './postulaciones';

export { ACCESO_POSTULANTE_ENVIADO, CANJE_POSTULANTE, RETIRO_FUERA_DE_PLAZO, RETIRO_HECHO, RUTA_MIS_POSTULACIONES } from '../postulaciones/mis-postulaciones';

export const miPostulacionSchema = z.object({
  id: z.number().int(),
  folio: z.string(),
  convocatoria: z.string(),
  categoria: z.string(),
  estado: z.enum(ESTADOS_POSTULACION),
  /** Oldest first; `ronda` names the round a finalist was promoted to. */
  historial: z.array(z.object({ estado: z.enum(ESTADOS_POSTULACION), fecha: z.string(), ronda: z.number().int().nullable() })),
  documentos: z.array(z.object({ nombre: z.string(), archivo: z.string() })),
  /** Documents a later round asks its finalists for (issue 33). */
  documentosSolicitados: z.array(
    z.object({
      ronda: z.number().int(),
      /** Where to send it: POST /api/postulaciones/:id/rondas/:rondaId/documentos, the file under `clave`. */
      rondaId: z.number().int(),
      clave: z.string(),
      nombre: z.string(),
      requerido: z.boolean(),
      tipos: z.array(z.string()),
      maxMb: z.number(),
      /** The file's name once sent. */
      archivo: z.string().nullable(),
    }),
  ),
  aceptacion: z.string(),
  /** While the call is open: the nomination may be withdrawn. */
  retirable: z.boolean(),
  retroalimentacion: z
    .object({
      /** «Jurado 1: …», the jurado's name removed. */
      comentarios: z.array(z.string()),
      rondas: z.array(z.object({ numero: z.number().int(), puntaje: z.number().nullable(), promedioCategoria: z.number().nullable() })).optional(),
    })
    .nullable(),
});
export type MiPostulacion = z.output<typeof miPostulacionSchema>;
