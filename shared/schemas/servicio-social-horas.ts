// Servicio social (issue 12): the hour log's request bodies and answers. Browser-safe: plain zod.
//
// ENDPOINTS (under /api/servicio-social; «est» = the student, on their current service = their latest one)
//   GET    /estudiante/horas?mes=YYYY-MM          est                → HorasMes (default: this month)
//   POST   /estudiante/horas       HoraInput      est                → 201 EntradaHoras | 422 {message, errors}
//   PUT    /estudiante/horas/:id   HoraInput      est (registrada)   → EntradaHoras | 422 | 404
//   DELETE /estudiante/horas/:id                  est (registrada)   → 204 | 422 | 404
//   GET    /prestaciones/:id/horas?mes=YYYY-MM    est own · inst own · staff prestaciones.ver → HorasMes
//   GET    /prestaciones/:id/progreso             est own · inst own · staff prestaciones.ver → ProgresoPrestacion
import { esCuartoDeHora } from '../servicio-social/horas';
import { z } from '../validation';
import type { entradaHorasSchema, horasMesSchema, progresoPrestacionSchema } from './servicio-social-horas-respuesta';

export const MENSAJES_HORAS = {
  sinServicio: 'Aún no tiene un servicio social; cuando una institución le acepte podrá registrar horas.',
  noEnCurso: 'Solo se registran horas mientras el servicio está en curso.',
  excedeMaximo: (max: number) => `No puede registrar más de ${max} horas en un día.`,
  futura: 'No puede registrar horas de un día que aún no llega.',
  antesDeInicio: (inicio: string) => `El servicio empezó el ${inicio}; no puede registrar horas de días anteriores.`,
  despuesDeFin: (fin: string) => `El servicio terminó el ${fin}; no puede registrar horas de días posteriores.`,
  duplicada: 'Ya registró horas para este día; edite ese registro en lugar de crear otro.',
  mesCongelado: 'El informe mensual de ese mes ya se envió; sus horas no se pueden cambiar mientras se revisa o una vez aprobado.',
  noEditable: 'Este registro ya está en revisión o aprobado y no se puede modificar.',
  noExiste: 'El registro de horas no existe',
  prestacionNoExiste: 'El servicio social no existe',
} as const;

export const mesSchema = z
  .string({ error: 'Indique el mes (aaaa-mm)' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Indique el mes como aaaa-mm, por ejemplo 2027-03');

export const mesQuerySchema = z.object({ mes: mesSchema.optional() });

export const horaSchema = z.object({
  fecha: z
    .string({ error: 'La fecha es obligatoria' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Escriba una fecha válida (aaaa-mm-dd)')
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'La fecha no existe'),
  horas: z.coerce
    .number({ error: 'Indique las horas' })
    .gt(0, 'Las horas deben ser más de cero')
    .max(24, 'Un día tiene 24 horas como máximo')
    .refine(esCuartoDeHora, 'Use horas completas, medias o cuartos (por ejemplo 4, 4.5 o 4.25)'),
  actividades: z
    .string({ error: 'Describa las actividades' })
    .transform((v) => v.replace(/\r\n?/g, '\n').trim().normalize())
    // eslint-disable-next-line no-control-regex -- line breaks allowed, other control characters not
    .refine((v) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(v), { message: 'Las actividades contienen caracteres no permitidos', abort: true })
    .pipe(z.string().min(5, 'Describa las actividades (al menos 5 caracteres)').max(2000, 'Las actividades no pueden tener más de 2000 caracteres')),
});
export type HoraInput = z.input<typeof horaSchema>;

// The answers: their schemas are in servicio-social-horas-respuesta.ts.
export type EntradaHoras = z.infer<typeof entradaHorasSchema>;
export type HorasMes = z.infer<typeof horasMesSchema>;
export type ProgresoPrestacion = z.infer<typeof progresoPrestacionSchema>;
