import { z } from '../validation';
import { anioMaximo, ANIO_MINIMO, egresadoFiltroSchema } from './egresados';

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
export interface FilaReporte {
  valor: string | number | boolean | null;
  etiqueta: string;
  total: number;
  /** 0–100, one decimal. */
  porcentaje: number;
}

export interface Reporte {
  dimension: Dimension;
  filtro: Record<string, unknown>;
  total: number;
  filas: FilaReporte[];
}

/** Accreditation indicators, per program and cohort (año de egreso), or per program over all cohorts. */
export const AGRUPACIONES = { programa_cohorte: 'Programa y generación', programa: 'Programa', cohorte: 'Generación' } as const;
export type Agrupacion = keyof typeof AGRUPACIONES;

export const indicadoresQuerySchema = z.object({
  agrupar: z.enum(Object.keys(AGRUPACIONES) as [Agrupacion, ...Agrupacion[]]).default('programa_cohorte'),
  filter: z.string().optional(),
});

export interface FilaIndicador {
  programaId: number | null;
  programa: string | null;
  nivel: string | null;
  anioEgreso: number | null;
  /** From the cohortes catalog; null when nobody captured it. */
  esperados: number | null;
  registrados: number;
  /** registrados / esperados × 100, null without esperados. */
  cobertura: number | null;
  titulados: number;
  tasaTitulacion: number | null;
  /** Employed or self-employed (empleado, emprendedor) over those who reported a situation. */
  empleados: number;
  conSituacion: number;
  tasaEmpleo: number | null;
  verificados: number;
  tasaVerificacion: number | null;
}

export interface Indicadores {
  agrupar: Agrupacion;
  filtro: Record<string, unknown>;
  filas: FilaIndicador[];
  totales: FilaIndicador;
}

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

export interface Cohorte {
  id: number;
  programaId: number;
  programa: string;
  nivel: string;
  anioEgreso: number;
  esperados: number;
  /** Graduates of that program and year in the records. */
  registrados: number;
  createdAt: string;
  updatedAt: string;
}
export const COHORTE_DUPLICADA = 'Ya se capturaron los egresados esperados de este programa y año';

/** GET /api/egresados/tablero?dias=30: the dashboard, one request. */
export const tableroQuerySchema = z.object({
  dias: z.coerce.number().int().refine((v) => [7, 30, 90, 365].includes(v), { message: 'El periodo debe ser de 7, 30, 90 o 365 días' }).default(30),
});

export interface Kpi {
  valor: number;
  /** The same figure over the previous period of equal length; null when it does not apply. */
  anterior: number | null;
}

export interface Tablero {
  dias: number;
  desde: string;
  hasta: string;
  kpis: {
    egresados: Kpi;
    registros: Kpi;
    verificados: Kpi;
    titulados: Kpi;
    empleados: Kpi;
    visitasRegistro: Kpi;
  };
  /** Last 12 months, oldest first: graduates added by origin. */
  registrosPorMes: { mes: string; registro: number; cargaMasiva: number; captura: number }[];
  porNivel: { etiqueta: string; total: number }[];
  /** The 10 programs with most graduates, the rest added up as «Otros». */
  porPrograma: { etiqueta: string; total: number }[];
  situacionLaboral: { valor: string | null; etiqueta: string; total: number }[];
  embudo: { importados: number; invitados: number; registrados: number; verificados: number };
  /** Views of /egresados/registro per day in the period, oldest first. */
  visitasRegistro: { dia: string; visitas: number }[];
}
