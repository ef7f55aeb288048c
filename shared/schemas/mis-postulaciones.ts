// «Mis postulaciones» (issue 33): what a nominator reads of their own nominations after signing in with an emailed
// one-time link (server/acceso-enlace, role postulante).
import { z } from '../validation';
import { ESTADOS_POSTULACION } from './postulaciones';

export const ACCESO_POSTULANTE_ENVIADO =
  'Si ese correo registró alguna postulación, le enviamos un enlace para entrar. Revise su bandeja de entrada (y la carpeta de correo no deseado); el enlace vence en 15 minutos.';
export const RETIRO_FUERA_DE_PLAZO = 'La convocatoria ya cerró: la postulación ya no puede retirarse';
export const RETIRO_HECHO = 'Retiramos la postulación. Avisamos a la persona postulada.';
export const RUTA_MIS_POSTULACIONES = '/postulaciones/mis-postulaciones';

export const miPostulacionSchema = z.object({
  id: z.number().int(),
  folio: z.string(),
  convocatoria: z.string(),
  categoria: z.string(),
  estado: z.enum(ESTADOS_POSTULACION),
  /** Oldest first; `ronda` names the round a finalist was promoted to. */
  historial: z.array(z.object({ estado: z.enum(ESTADOS_POSTULACION), fecha: z.string(), ronda: z.number().int().nullable() })),
  documentos: z.array(z.object({ nombre: z.string(), archivo: z.string() })),
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
