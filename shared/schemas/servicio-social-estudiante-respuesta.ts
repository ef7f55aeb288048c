// Servicio social: the student portal's answers (home, profile, own applications) and a service as staff and
// institutions read it. Apart from the input rules in servicio-social.ts, which the public forms download.
import { ESTADOS_ELEGIBILIDAD, ESTADOS_PRESTACION, ESTADOS_SOLICITUD } from '../servicio-social/valores';
import { z } from '../validation';
import { claveDe, diaSchema, instanteTextoSchema } from './respuestas';

export const archivoInfoSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  bytes: z.number().int(),
  subidoEn: instanteTextoSchema,
});

/** The student's profile (GET/PUT /estudiante/perfil, the CV and photo uploads, POST /estudiante/completar). */
export const perfilEstudianteRespuestaSchema = z.object({
  id: z.number().int(),
  matricula: z.string(),
  nombre: z.string(),
  apellidoPaterno: z.string(),
  apellidoMaterno: z.string().nullable(),
  curp: z.string(),
  correo: z.string(),
  correoVerificado: z.boolean(),
  telefono: z.string(),
  presentacion: z.string(),
  programaId: z.number().int(),
  programa: z.string(),
  nivel: z.string(),
  semestre: z.number().int(),
  creditos: z.number(),
  /** null while the office has not decided. */
  elegible: z.boolean().nullable(),
  elegibilidadMotivo: z.string().nullable(),
  cv: archivoInfoSchema.nullable(),
  /** A /_ipx/… URL valid for a while (the photo is private), or null. */
  fotoUrl: z.string().nullable(),
});

export const solicitudPropiaSchema = z.object({
  id: z.number().int(),
  vacanteId: z.number().int(),
  titulo: z.string(),
  institucion: z.string(),
  programa: z.string(),
  estado: claveDe(ESTADOS_SOLICITUD),
  motivacion: z.string(),
  motivo: z.string().nullable(),
  createdAt: instanteTextoSchema,
  resueltaEn: instanteTextoSchema.nullable(),
});

export const prestacionResumenSchema = z.object({
  id: z.number().int(),
  institucion: z.string(),
  programa: z.string(),
  vacante: z.string(),
  periodo: z.string(),
  estado: claveDe(ESTADOS_PRESTACION),
  fechaInicio: diaSchema,
  fechaFinEstimada: diaSchema.nullable(),
  horasRequeridas: z.number().int(),
});

const accionPortalSchema = z.object({
  permitida: z.boolean(),
  /** Why not, in the words of the refusal; null when allowed. */
  motivo: z.string().nullable(),
});

/** GET /estudiante: the student's home. */
export const inicioEstudianteSchema = z.object({
  estudiante: perfilEstudianteRespuestaSchema,
  elegibilidad: z.object({ estado: claveDe(ESTADOS_ELEGIBILIDAD), motivo: z.string().nullable(), creditosRequeridos: z.number() }),
  solicitudes: z.array(solicitudPropiaSchema),
  solicitudesAbiertas: z.object({ usadas: z.number().int(), maximo: z.number().int() }),
  prestacion: prestacionResumenSchema.nullable(),
  /** One sentence: what to do now («Confirme su correo…», «Busque una vacante…»). */
  siguientePaso: z.string(),
  /** What the student may do now, decided by the functions the server's guards apply (shared/servicio-social/acciones). */
  acciones: z.object({ solicitar: accionPortalSchema, informeFinal: accionPortalSchema.nullable() }),
});

/** A service (prestación) as staff and its institution list and read it. */
export const prestacionSsSchema = prestacionResumenSchema.extend({
  estudianteId: z.number().int(),
  estudiante: z.string(),
  matricula: z.string(),
  institucionId: z.number().int(),
  programaId: z.number().int(),
  vacanteId: z.number().int(),
  supervisorNombre: z.string().nullable(),
  supervisorCorreo: z.string().nullable(),
  createdAt: instanteTextoSchema,
});
