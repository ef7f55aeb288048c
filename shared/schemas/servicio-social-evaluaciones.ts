// Servicio social (issue 12): questionnaires, evaluations, the end of a service (requirements, constancia,
// liberación, baja, reassignment) and the staff reports. Browser-safe: plain zod, nothing from server/.
//
// ENDPOINTS (under /api/servicio-social)
//   GET    /cuestionarios, /cuestionarios/:tipo              → Cuestionario            (ss-plantillas.ver)
//   PUT    /cuestionarios/:tipo      CuestionarioInput        → Cuestionario            (ss-plantillas.editar)
//   GET    /estudiante/autoevaluacion                         → EvaluacionVista         (est, own service)
//   PUT    /estudiante/autoevaluacion EvaluacionInput         → EvaluacionVista (draft)
//   POST   /estudiante/autoevaluacion/enviar EvaluacionInput  → EvaluacionVista (locked) | 422
//   GET    /prestaciones/:id/evaluaciones/:tipo               → EvaluacionVista (staff ss-documentos.ver; inst: own, supervisor only)
//   PUT    /prestaciones/:id/evaluaciones/supervisor          → EvaluacionVista (inst, own service)
//   POST   /prestaciones/:id/evaluaciones/supervisor/enviar   → EvaluacionVista (inst) | 422
//   POST   /prestaciones/:id/evaluaciones/:tipo/reabrir {motivo} → EvaluacionVista (ss-documentos.editar)
//   GET    /estudiante/requisitos                             → RequisitosVista | 404 (est, latest service)
//   GET    /prestaciones/:id/requisitos                       → RequisitosVista (staff prestaciones.ver; inst own)
//   POST   /prestaciones/:id/constancia                       → RequisitosVista (inst own) | 422 until complete
//   POST   /prestaciones/:id/liberacion                       → RequisitosVista (ss-documentos.editar) | 422
//   POST   /prestaciones/:id/baja     BajaInput               → RequisitosVista (ss-documentos.editar; frees the place)
//   POST   /prestaciones/:id/reasignar ReasignarInput         → {id} of the new service (ss-documentos.editar)
//   GET    /reportes-ss?filter=ReporteSsFiltro                → ReporteSs               (ss-reportes.ver)
//   POST   /reportes-ss/exportar/enlace {formato, filter}     → {url} (signed, 2 min); GET it → XLSX or PDF
import { z } from '../validation';
import type {
  cuestionarioRespuestaSchema, documentoEmitidoSchema, evaluacionVistaSchema, requisitosVistaSchema,
} from './servicio-social-evaluaciones-respuesta';
import type { reporteSsSchema } from './servicio-social-respuesta';

export const TIPOS_CUESTIONARIO = ['autoevaluacion', 'supervisor'] as const;
export type TipoCuestionario = (typeof TIPOS_CUESTIONARIO)[number];

export interface NivelEscala {
  valor: number;
  etiqueta: string;
}
export interface Criterio {
  clave: string;
  texto: string;
}

/** TecNM's scale: 1 to 4. */
export const ESCALA_TECNM: NivelEscala[] = [
  { valor: 1, etiqueta: 'Insuficiente' },
  { valor: 2, etiqueta: 'Suficiente' },
  { valor: 3, etiqueta: 'Bueno' },
  { valor: 4, etiqueta: 'Excelente' },
];

// eslint-disable-next-line no-control-regex -- a one-line label or criterion has no control characters
const CONTROL = /[\u0000-\u001f\u007f]/;

const linea = (max: number, label: string) =>
  z
    .string({ error: `${label} es obligatorio` })
    .trim()
    .min(1, `${label} es obligatorio`)
    .max(max, `${label} no puede tener más de ${max} caracteres`)
    .refine((v) => !CONTROL.test(v), `${label} no puede contener saltos de línea`);

const parrafo = (max: number, label: string) =>
  z
    .string({ error: `${label} debe ser texto` })
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max, `${label} no puede tener más de ${max} caracteres`));

export const cuestionarioSchema = z
  .object({
    titulo: linea(200, 'El título'),
    instrucciones: parrafo(4000, 'Las instrucciones'),
    escala: z
      .array(z.object({ valor: z.number({ error: 'El valor debe ser un número' }).int('El valor debe ser entero').min(0).max(100), etiqueta: linea(60, 'La etiqueta') }))
      .min(2, 'La escala necesita al menos dos niveles')
      .max(10, 'La escala admite hasta 10 niveles'),
    criterios: z
      .array(z.object({ clave: z.string().trim().max(40).optional(), texto: linea(300, 'El criterio') }))
      .min(1, 'Agregue al menos un criterio')
      .max(40, 'El cuestionario admite hasta 40 criterios'),
  })
  .superRefine((v, ctx) => {
    const valores = v.escala.map((n) => n.valor);
    if (new Set(valores).size !== valores.length) ctx.addIssue({ code: 'custom', path: ['escala'], message: 'Cada nivel de la escala debe tener un valor distinto' });
    const textos = v.criterios.map((c) => c.texto.toLowerCase());
    if (new Set(textos).size !== textos.length) ctx.addIssue({ code: 'custom', path: ['criterios'], message: 'Hay criterios repetidos' });
  });
export type CuestionarioInput = z.input<typeof cuestionarioSchema>;

export type Cuestionario = z.infer<typeof cuestionarioRespuestaSchema>;

export const evaluacionInputSchema = z.object({
  respuestas: z.record(z.string(), z.number({ error: 'Elija un nivel de la escala' }).int()),
  comentarios: parrafo(4000, 'Los comentarios').optional().default(''),
});
export type EvaluacionInput = z.input<typeof evaluacionInputSchema>;

export type EstadoEvaluacion = 'sin_iniciar' | 'borrador' | 'enviada';
export const ESTADOS_EVALUACION: Record<EstadoEvaluacion, string> = { sin_iniciar: 'Sin iniciar', borrador: 'Borrador', enviada: 'Enviada' };

export type EvaluacionVista = z.infer<typeof evaluacionVistaSchema>;

const motivo = (label: string) => linea(1000, label);

export const reabrirSchema = z.object({ motivo: motivo('El motivo de la reapertura') });
export const bajaSchema = z.object({ motivo: motivo('El motivo de la baja') });
export const reasignarSchema = z.object({
  vacanteId: z.number({ error: 'Elija la vacante' }).int().positive('Elija la vacante'),
  motivo: motivo('El motivo de la reasignación'),
  fechaInicio: z.iso.date('Escriba una fecha válida').optional(),
});
export type BajaInput = z.input<typeof bajaSchema>;
export type ReasignarInput = z.input<typeof reasignarSchema>;

export type DocumentoEmitido = z.infer<typeof documentoEmitidoSchema>;

export type RequisitosVista = z.infer<typeof requisitosVistaSchema>;

export const MENSAJES_LIBERACION = {
  faltaConstancia: 'La institución aún no emite la constancia de terminación',
  yaEmitida: 'El documento ya fue emitido',
  noEnCurso: 'Solo se puede dar de baja un servicio en curso o concluido',
  yaLiberada: 'El servicio ya fue liberado',
  noActiva: 'El servicio ya terminó (liberado o dado de baja)',
  evaluacionCerrada: 'La evaluación ya fue enviada y no se puede modificar',
  evaluacionNoEnviada: 'La evaluación no se ha enviado; no hay nada que reabrir',
  respuestasIncompletas: 'Responda todos los criterios antes de enviar',
  valorFueraDeEscala: 'Elija un nivel de la escala',
  criterioDesconocido: 'El criterio no es parte del cuestionario',
  yaPresta: 'El estudiante ya presta su servicio en otra vacante',
} as const;

// ── Reports ──────────────────────────────────────────────────────────────────────────────────────────

export const reporteSsFiltroSchema = z.object({
  periodo: z.string().trim().max(20).optional(),
  institucionId: z.coerce.number().int().positive().optional(),
});
export type ReporteSsFiltro = z.infer<typeof reporteSsFiltroSchema>;

export const FORMATOS_REPORTE_SS = ['xlsx', 'pdf'] as const;
export type FormatoReporteSs = (typeof FORMATOS_REPORTE_SS)[number];
export const exportarReporteSsSchema = z.object({
  formato: z.enum(FORMATOS_REPORTE_SS, { error: 'El formato debe ser xlsx o pdf' }),
  filter: reporteSsFiltroSchema.optional().default({}),
});

export type FilaConteo = ReporteSs['porPrograma'][number];
export type TurnoRevision = ReporteSs['revision'][number];
export type ReporteSs = z.infer<typeof reporteSsSchema>;
