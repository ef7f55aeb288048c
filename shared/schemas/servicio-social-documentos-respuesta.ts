// Servicio social documents: what their readers get (the portals, the back office, the emailed approval link and the
// public check by folio), and the office's templates.
import { ESTADOS_DOCUMENTO, ETAPAS_REVISION, TIPOS_DOCUMENTO } from '../servicio-social/documentos';
import { z } from '../validation';
import { claveDe, diaSchema, instanteTextoSchema } from './respuestas';

const etapa = claveDe(ETAPAS_REVISION);

export const revisionDocumentoSchema = z.object({
  version: z.number().int(),
  etapa,
  decision: z.enum(['aprobar', 'observar']),
  comentarios: z.string(),
  revisorNombre: z.string(),
  via: z.string(),
  createdAt: instanteTextoSchema,
});

/** The hours of the month an Informe mensual covers. */
const horaDelMes = z.object({ fecha: diaSchema, horas: z.number(), actividades: z.string(), estado: z.string() });

/** A document in a list: no text, no rounds, no signatures. */
export const documentoResumenSchema = z.object({
  id: z.number().int(),
  tipo: claveDe(TIPOS_DOCUMENTO),
  titulo: z.string(),
  estado: claveDe(ESTADOS_DOCUMENTO),
  etapa: etapa.nullable(),
  /** Set when the caller sees another party's draft never sent: who prepares it (its text is never returned). */
  enPreparacion: z.enum(['estudiante', 'institucion', 'oficina']).nullable(),
  estudianteId: z.number().int(),
  estudiante: z.string(),
  matricula: z.string(),
  prestacionId: z.number().int().nullable(),
  institucion: z.string().nullable(),
  periodoMes: diaSchema.nullable(),
  palabras: z.number().int(),
  limitePalabras: z.number().int().nullable(),
  revision: z.number().int(),
  version: z.number().int(),
  enviadoEn: instanteTextoSchema.nullable(),
  aprobadoEn: instanteTextoSchema.nullable(),
  folio: z.string().nullable(),
  hashSha256: z.string().nullable(),
  tienePdf: z.boolean(),
  /** What the caller may do now (from moverDocumento): the portals show only these buttons. */
  acciones: z.array(z.enum(['editar', 'enviar', 'retirar', 'aprobar', 'observar'])),
  createdAt: instanteTextoSchema,
  updatedAt: instanteTextoSchema,
});

/** A document as its readers get it. */
export const documentoSsSchema = documentoResumenSchema.extend({
  contenido: z.string(),
  firmas: z.array(z.object({ etapa: z.string(), nombre: z.string(), cargo: z.string(), fecha: z.string() })),
  revisiones: z.array(revisionDocumentoSchema),
  /** The hours of the month (informe mensual only). */
  horasMes: z.array(horaDelMes).nullable(),
});

/** PUT /documentos/:id/borrador: the autosave's new revision (the next save must send it back). */
export const borradorGuardadoSchema = z.object({
  revision: z.number().int(),
  palabras: z.number().int(),
  contenido: z.string(),
  limitePalabras: z.number().int().nullable(),
  updatedAt: instanteTextoSchema,
});

/** GET /documentos/meses-informe: the months the student's service owes a report for, and the most overdue. */
export const mesesInformeSchema = z.object({
  meses: z.array(z.object({ mes: z.string(), reportado: z.boolean() })),
  sugerido: z.string().nullable(),
});

/** GET /documentos/:id/cambios: what changed between the last two rounds sent, as marked-up HTML. */
export const cambiosDocumentoSchema = z.object({
  version: z.number().int(),
  anterior: z.number().int().nullable(),
  html: z.string().nullable(),
});

/** GET /aprobacion?token=…: the report a supervisor approves from the emailed link, without an account. */
export const informeParaAprobarSchema = z.object({
  tipo: z.string(),
  tipoEtiqueta: z.string(),
  titulo: z.string(),
  estudiante: z.string(),
  matricula: z.string(),
  institucion: z.string().nullable(),
  supervisor: z.string().nullable(),
  periodoMes: diaSchema.nullable(),
  contenido: z.string(),
  version: z.number().int(),
  enviadoEn: instanteTextoSchema.nullable(),
  horasMes: z.array(horaDelMes).nullable(),
  cambios: z.string().nullable(),
});

/** GET /verificacion/:folio: a genuine document, with the student's name only. */
export const verificacionDocumentoSchema = z.object({
  autentico: z.literal(true),
  folio: z.string(),
  tipo: z.string(),
  titulo: z.string(),
  estudiante: z.string(),
  fecha: instanteTextoSchema,
  hashSha256: z.string(),
});

/** The office's template of a document type; react-admin's id is the type. */
export const plantillaDocumentoVistaSchema = z.object({
  id: z.string(),
  tipo: z.string(),
  etiqueta: z.string(),
  titulo: z.string(),
  encabezado: z.string(),
  cuerpo: z.string(),
  pie: z.string(),
  limitePalabras: z.number().int().nullable(),
  /** It has a letterhead logo (GET …/logo downloads it). */
  logo: z.boolean(),
  updatedAt: instanteTextoSchema,
});
