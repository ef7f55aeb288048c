// GET /api/pendientes (issue 20, item 7): what waits for the caller, per the roles and permissions they hold.
// Each entry is counted by the query that lists or guards the same thing, and links to the page where it is done.
import { z } from '../validation';

export const CLAVES_PENDIENTE = [
  // A student's own
  'ss.documento_con_observaciones',
  'ss.informe_vencido',
  // An institution's
  'ss.solicitudes_por_revisar',
  'ss.documentos_por_revisar_institucion',
  // Staff queues, each behind the permission that lets them act on it
  'ss.documentos_por_revisar_oficina',
  'ss.instituciones_por_validar',
  'ss.programas_por_revisar',
  'ss.elegibilidad_por_decidir',
  'postulaciones.por_revisar',
  'egresados.campanas_en_curso',
  'arco.por_vencer',
  'postulaciones.jurados_con_pendientes',
  'bolsa.empleadores_por_validar',
  'bolsa.ofertas_por_revisar',
  'bolsa.candidaturas_sin_respuesta',
  // A jurado's own
  'postulaciones.evaluaciones_pendientes',
] as const;
export type ClavePendiente = (typeof CLAVES_PENDIENTE)[number];

/**
 * The queues that span several states, as one filter value: the to-do list links with them and the list's «Estado»
 * select offers them as one choice, so the filter a person arrives with is named on screen instead of left blank.
 */
export const ESTADOS_POSTULACION_POR_REVISAR = ['recibida', 'en_revision'] as const;
export const ESTADOS_CAMPANA_EN_CURSO = ['programada', 'enviando', 'pausada'] as const;

export const pendienteSchema = z.object({
  clave: z.enum(CLAVES_PENDIENTE),
  cantidad: z.number().int().nonnegative(),
  /** When the oldest of them started waiting (ISO), null when there are none. */
  desde: z.string().nullable(),
  /** Path of the page where it is done (public site or back office, as the caller's role uses). */
  enlace: z.string(),
  /** What the single item is about: a document's title, a month «2027-03», a vacancy, a student. */
  detalle: z.string().nullable(),
});
export type Pendiente = z.infer<typeof pendienteSchema>;

export const pendientesSchema = z.object({ pendientes: z.array(pendienteSchema) });
export type Pendientes = z.infer<typeof pendientesSchema>;
