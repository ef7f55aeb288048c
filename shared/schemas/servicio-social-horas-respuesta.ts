// Servicio social: the hour log's answers (the student's months, any reader's progress).
import { ESTADOS_HORAS } from '../servicio-social/documentos';
import { z } from '../validation';
import { claveDe, diaSchema } from './respuestas';

export const entradaHorasSchema = z.object({
  id: z.number().int(),
  fecha: diaSchema,
  horas: z.number(),
  actividades: z.string(),
  estado: claveDe(ESTADOS_HORAS),
});

/** A month of a service's log: its entries, total and state (the entries follow the month's Informe mensual). */
export const horasMesSchema = z.object({
  prestacionId: z.number().int(),
  mes: z.string().meta({ description: 'aaaa-mm' }),
  estado: claveDe(ESTADOS_HORAS),
  entradas: z.array(entradaHorasSchema),
  total: z.number(),
  /** The month's Informe mensual, if the student started one. */
  informe: z.object({ id: z.number().int(), estado: z.string(), etapa: z.string().nullable() }).nullable(),
  /** The month's entries can be added, changed or removed now (service en curso, report not sent). */
  editable: z.boolean(),
  servicio: z.object({ estado: z.string(), fechaInicio: diaSchema, fechaFin: diaSchema.nullable(), maxHorasDia: z.number(), hoy: diaSchema }),
});

/** Progress at the current pace (calcularProgreso in shared/servicio-social/horas.ts says how each figure is made). */
export const progresoPrestacionSchema = z.object({
  prestacionId: z.number().int(),
  fechaInicio: diaSchema,
  requeridas: z.number(),
  aprobadas: z.number(),
  pendientes: z.number(),
  porcentaje: z.number(),
  porcentajeConPendientes: z.number(),
  horasPorSemana: z.number().nullable(),
  fechaEstimadaFin: diaSchema.nullable(),
  fechaLimite: diaSchema,
  excedeDuracionMaxima: z.boolean(),
});
