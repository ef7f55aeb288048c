// Servicio social: the answers of the questionnaires, the evaluations and the end of a service.
import { ESTADOS_PRESTACION } from '../servicio-social/valores';
import { z } from '../validation';
import { claveDe, instanteTextoSchema } from './respuestas';
import { ESTADOS_EVALUACION, TIPOS_CUESTIONARIO } from './servicio-social-evaluaciones';

const tipoCuestionario = z.enum(TIPOS_CUESTIONARIO);
const nivelEscala = z.object({ valor: z.number().int(), etiqueta: z.string() });
const criterio = z.object({ clave: z.string(), texto: z.string() });
// An evaluation shows the questionnaire beside its answers (the scale and criteria it was answered with).
const textoCuestionario = { titulo: z.string(), instrucciones: z.string(), escala: z.array(nivelEscala), criterios: z.array(criterio) };

/** A questionnaire as the office edits it; react-admin's id is its type. */
export const cuestionarioRespuestaSchema = z.object({
  id: tipoCuestionario,
  tipo: tipoCuestionario,
  ...textoCuestionario,
  updatedAt: instanteTextoSchema,
});

export const evaluacionVistaSchema = z.object({
  prestacionId: z.number().int(),
  tipo: tipoCuestionario,
  estudiante: z.string(),
  estado: claveDe(ESTADOS_EVALUACION),
  /** Whether it can be edited now (open and not sent). */
  editable: z.boolean(),
  /** Why it cannot be answered yet (not due, service ended); null when it can or once sent. */
  aviso: z.string().nullable(),
  ...textoCuestionario,
  respuestas: z.record(z.string(), z.number()),
  comentarios: z.string(),
  promedio: z.number().nullable(),
  enviadaEn: instanteTextoSchema.nullable(),
  reabiertaEn: instanteTextoSchema.nullable(),
  motivoReapertura: z.string().nullable(),
  evaluador: z.string().nullable(),
});

export const documentoEmitidoSchema = z.object({ documentoId: z.number().int(), folio: z.string().nullable() });

/** The checklist to release a service, and where its end stands. */
export const requisitosVistaSchema = z.object({
  prestacionId: z.number().int(),
  estado: claveDe(ESTADOS_PRESTACION),
  horas: z.object({ requeridas: z.number(), aprobadas: z.number(), completas: z.boolean() }),
  informeFinal: z.boolean(),
  autoevaluacion: z.boolean(),
  evaluacionSupervisor: z.boolean(),
  completos: z.boolean(),
  constancia: documentoEmitidoSchema.nullable(),
  liberacion: documentoEmitidoSchema.nullable(),
  liberadaEn: instanteTextoSchema.nullable(),
  bajaEn: instanteTextoSchema.nullable(),
  motivoBaja: z.string().nullable(),
});

/** POST /prestaciones/:id/reasignar: the new service and the one it replaces. */
export const reasignacionSchema = z.object({ id: z.number().int(), anterior: z.number().int() });
