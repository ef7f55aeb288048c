// ARCO's staff answers (issue 21): a request with its deadline clock, its steps, the closures, the person's data.
// The identity document's id and the reminder counter are the server's own and stay out.
import { TIPO_PLAZO_LABELS, type TipoPlazo } from '../arco/plazos';
import { z } from '../validation';
import { DERECHOS, ESTADOS_ARCO, PASOS, type Derecho, type EstadoArco, type Paso } from './arco';
import { diaSchema, instanteSchema, enteroSchema, codigoDe } from './respuestas';

const entero = enteroSchema;
const claves = <K extends string>(labels: Record<K, string>) => z.enum(Object.keys(labels) as [K, ...K[]]);
const paso = claves<Paso>(PASOS);
// Codes the database keeps as text are answered as text; the type below narrows them for the client.
const codigo = codigoDe;

export const solicitudArcoSchema = z.object({
  id: entero,
  folio: z.string(),
  derecho: codigo(DERECHOS),
  area: z.string(),
  datos: z.string(),
  /** An oposición's purposes (PROPOSITOS_OPOSICION). */
  propositos: z.array(z.string()).nullable(),
  retiraOposicion: z.boolean(),
  medio: z.string(),
  nombre: z.string(),
  correo: z.string(),
  curp: z.string().nullable(),
  representante: z.string().nullable(),
  usuarioId: entero.nullable(),
  egresadoId: entero.nullable(),
  /** en_linea, or how a written request arrived (VIAS_ARCO); a written one says how staff checked the identity. */
  via: z.string(),
  identidad: z.string().nullable(),
  estado: codigo(ESTADOS_ARCO),
  recibida: diaSchema,
  prevenidaEn: diaSchema.nullable(),
  prevencionRespondidaEn: diaSchema.nullable(),
  ampliadaEn: diaSchema.nullable(),
  decididaEn: diaSchema.nullable(),
  procedente: z.boolean().nullable(),
  efectivaEn: diaSchema.nullable(),
  cerradaEn: diaSchema.nullable(),
  createdAt: instanteSchema,
  updatedAt: instanteSchema,
  /** Whether the person sent an identity document (GET …/documento downloads it). */
  tieneDocumento: z.boolean(),
  plazos: z.object({
    limitePrevencion: diaSchema.nullable(),
    limiteRespuestaPrevencion: diaSchema.nullable(),
    limiteRespuesta: diaSchema.nullable(),
    limiteEfectiva: diaSchema.nullable(),
  }),
  /** The deadline now running, its last day and the días hábiles left (negative: overdue). */
  plazo: claves<TipoPlazo>(TIPO_PLAZO_LABELS).nullable(),
  limite: diaSchema.nullable(),
  restantes: entero.nullable(),
  pasosPermitidos: z.array(paso),
});

/** A request's page: the request and every step, oldest first. */
export const solicitudArcoDetalleSchema = solicitudArcoSchema.extend({
  /** The staff member who typed in a written request; null for one filed online, or once that account is gone. */
  registradaPor: z.string().nullable(),
  pasos: z.array(
    z.object({
      id: entero,
      tipo: codigo(PASOS),
      fecha: diaSchema,
      texto: z.string(),
      detalle: z.record(z.string(), z.unknown()).nullable(),
      /** Who recorded it; null once that account is gone. */
      usuario: z.string().nullable(),
      creado: instanteSchema,
    }),
  ),
});
type DetalleCrudo = z.input<typeof solicitudArcoDetalleSchema>;
export type SolicitudArcoDetalle = Omit<DetalleCrudo, 'derecho' | 'estado' | 'pasos'> & {
  derecho: Derecho;
  estado: EstadoArco;
  pasos: (DetalleCrudo['pasos'][number] & { tipo: Paso })[];
};

export const cierreArcoRespuestaSchema = z.object({ id: entero, dia: diaSchema, motivo: z.string(), createdAt: instanteSchema });

const filas = z.array(z.record(z.string(), z.unknown()));

/** Acceso: what the platform holds about the person, area by area (the rows as stored, dates as ISO text). */
export const datosPersonalesSchema = z.object({
  folio: z.string(),
  generadoEn: z.string(),
  egresados: z.object({ registro: filas, historial: filas }),
  consentimientos: filas,
  correosRecibidos: filas,
  postulaciones: filas,
  servicioSocial: z.object({ estudiante: filas, prestaciones: filas, documentos: filas }),
  seguimiento: filas,
  /** Bolsa de trabajo (issue 32): applications with their CV and consent, the graduate's CV, alerts, jobs recorded. */
  bolsa: z.object({ candidaturas: filas, cv: filas, alertas: filas, empleos: filas }),
  bitacora: filas,
});
