import { z } from '../validation';
import { anioMaximo, ANIO_MINIMO, egresadoFiltroSchema } from './egresados';
import { instanteSchema } from './respuestas';

/** Dimensions of the graduate report: the column a count is grouped by. */
export const DIMENSIONES = {
  programa: 'Programa',
  nivel: 'Nivel',
  anioEgreso: 'Año de egreso',
  sexo: 'Sexo',
  situacionLaboral: 'Situación laboral',
  titulado: 'Titulado',
  entidadFederativa: 'Entidad federativa',
  verificado: 'Correo verificado',
} as const;
export type Dimension = keyof typeof DIMENSIONES;

export const reporteQuerySchema = z.object({
  dimension: z.enum(Object.keys(DIMENSIONES) as [Dimension, ...Dimension[]], { error: 'Elija una dimensión del reporte' }),
  /** The egresados list's filter, as JSON (like ra-data-simple-rest sends it). */
  filter: z.string().optional(),
});

/** One group of the count: `valor` is the stored key (null for "sin dato"), `etiqueta` what users read. */
export const filaReporteSchema = z.object({
  valor: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  etiqueta: z.string(),
  total: z.number().int(),
  /** 0–100, one decimal. */
  porcentaje: z.number(),
});
export type FilaReporte = z.input<typeof filaReporteSchema>;

/** GET /api/egresados/reportes: the count of graduates by one dimension, under the list's filter. */
export const reporteSchema = z.object({
  dimension: z.enum(Object.keys(DIMENSIONES) as [Dimension, ...Dimension[]]),
  filtro: z.record(z.string(), z.unknown()),
  total: z.number().int(),
  filas: z.array(filaReporteSchema),
});
export type Reporte = z.input<typeof reporteSchema>;

/** Accreditation indicators, per program and cohort (año de egreso), or per program over all cohorts. */
export const AGRUPACIONES = { programa_cohorte: 'Programa y generación', programa: 'Programa', cohorte: 'Generación' } as const;
export type Agrupacion = keyof typeof AGRUPACIONES;

export const indicadoresQuerySchema = z.object({
  agrupar: z.enum(Object.keys(AGRUPACIONES) as [Agrupacion, ...Agrupacion[]]).default('programa_cohorte'),
  filter: z.string().optional(),
});

export const filaIndicadorSchema = z.object({
  programaId: z.number().int().nullable(),
  programa: z.string().nullable(),
  nivel: z.string().nullable(),
  anioEgreso: z.number().int().nullable(),
  /** From the cohortes catalog; null when nobody captured it. */
  esperados: z.number().int().nullable(),
  registrados: z.number().int(),
  /** registrados / esperados × 100, null without esperados. */
  cobertura: z.number().nullable(),
  titulados: z.number().int(),
  tasaTitulacion: z.number().nullable(),
  /** Employed or self-employed (empleado, emprendedor) over those who reported a situation. */
  empleados: z.number().int(),
  conSituacion: z.number().int(),
  tasaEmpleo: z.number().nullable(),
  verificados: z.number().int(),
  tasaVerificacion: z.number().nullable(),
});
export type FilaIndicador = z.input<typeof filaIndicadorSchema>;

export const indicadoresSchema = z.object({
  agrupar: z.enum(Object.keys(AGRUPACIONES) as [Agrupacion, ...Agrupacion[]]),
  filtro: z.record(z.string(), z.unknown()),
  filas: z.array(filaIndicadorSchema),
  totales: filaIndicadorSchema,
});
export type Indicadores = z.input<typeof indicadoresSchema>;

export const FORMATOS_REPORTE = ['xlsx', 'csv', 'pdf'] as const;
export type FormatoReporte = (typeof FORMATOS_REPORTE)[number];

/** POST /api/egresados/reportes/exportar/enlace → { url } (a short-lived signed download link). */
export const exportarReporteSchema = z.object({
  formato: z.enum(FORMATOS_REPORTE, { error: 'El formato debe ser xlsx, csv o pdf' }),
  dimension: reporteQuerySchema.shape.dimension,
  agrupar: indicadoresQuerySchema.shape.agrupar,
  filter: z.union([z.string(), egresadoFiltroSchema]).optional(),
});
export type ExportarReporteInput = z.input<typeof exportarReporteSchema>;

/** A blank form value is missing, not zero (z.coerce.number would read null and '' as 0). */
const numero = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === null || v === '' ? undefined : v), schema);

export const cohorteInputSchema = z.object({
  programaId: numero(z.coerce.number({ error: 'Elija un programa' }).int('Elija un programa').positive('Elija un programa')),
  anioEgreso: numero(z.coerce
    .number({ error: 'El año de egreso debe ser un número' })
    .int('El año de egreso debe ser un número entero')
    .min(ANIO_MINIMO, `El año de egreso no puede ser anterior a ${ANIO_MINIMO}`)
    .refine((v) => v <= anioMaximo(), { message: 'El año de egreso no puede ser posterior al año próximo' })),
  esperados: numero(z.coerce
    .number({ error: 'Los egresados esperados deben ser un número' })
    .int('Los egresados esperados deben ser un número entero')
    .min(0, 'Los egresados esperados no pueden ser negativos')
    .max(100_000, 'Los egresados esperados no pueden ser más de 100,000')),
});
export type CohorteInput = z.input<typeof cohorteInputSchema>;

export const cohorteSchema = z.object({
  id: z.number().int(),
  programaId: z.number().int(),
  programa: z.string(),
  nivel: z.string(),
  anioEgreso: z.number().int(),
  esperados: z.number().int(),
  /** Graduates of that program and year in the records. */
  registrados: z.number().int(),
  createdAt: instanteSchema,
  updatedAt: instanteSchema,
});
/** As the client receives it (timestamps as ISO text). */
export type Cohorte = z.input<typeof cohorteSchema>;
export const COHORTE_DUPLICADA = 'Ya se capturaron los egresados esperados de este programa y año';

/** GET /api/egresados/tablero?dias=30: the dashboard, one request. */
export const tableroQuerySchema = z.object({
  dias: z.coerce.number().int().refine((v) => [7, 30, 90, 365].includes(v), { message: 'El periodo debe ser de 7, 30, 90 o 365 días' }).default(30),
});

const kpiSchema = z.object({
  valor: z.number(),
  /** The same figure over the previous period of equal length; null when it does not apply. */
  anterior: z.number().nullable(),
});
export type Kpi = z.input<typeof kpiSchema>;

const etiquetaTotal = z.object({ etiqueta: z.string(), total: z.number().int() });

export const tableroSchema = z.object({
  dias: z.number().int(),
  desde: z.string(),
  hasta: z.string(),
  kpis: z.object({
    egresados: kpiSchema,
    registros: kpiSchema,
    verificados: kpiSchema,
    titulados: kpiSchema,
    empleados: kpiSchema,
    visitasRegistro: kpiSchema,
    /** The bolsa de trabajo's placement rate (0–100) for the offers published in the period. */
    colocacion: kpiSchema,
  }),
  /** Last 12 months, oldest first: graduates added by origin. */
  registrosPorMes: z.array(z.object({ mes: z.string(), registro: z.number().int(), cargaMasiva: z.number().int(), captura: z.number().int() })),
  porNivel: z.array(etiquetaTotal),
  /** The 10 programs with most graduates, the rest added up as «Otros». */
  porPrograma: z.array(etiquetaTotal),
  situacionLaboral: z.array(etiquetaTotal.extend({ valor: z.string().nullable() })),
  embudo: z.object({ importados: z.number().int(), invitados: z.number().int(), registrados: z.number().int(), verificados: z.number().int() }),
  /** Views of /egresados/registro per day in the period, oldest first. */
  visitasRegistro: z.array(z.object({ dia: z.string(), visitas: z.number().int() })),
});
export type Tablero = z.input<typeof tableroSchema>;
