// Seguimiento's answers (issue 21) as the routes declare them; the client types below are inferred from them.
// Dates here are already ISO text in the services, so they are strings, not instanteSchema.
import { z } from '../validation';
import { enteroSchema } from './respuestas';
import { poblacionSchema, TIPOS_CUESTIONARIO, TIPOS_PREGUNTA, type TipoCuestionario, type TipoPregunta } from './seguimiento';

const entero = enteroSchema;
const instante = z.string().meta({ format: 'date-time' });
const tipoCuestionario = z.enum(Object.keys(TIPOS_CUESTIONARIO) as [TipoCuestionario, ...TipoCuestionario[]]);

// Stored questionnaires passed the input rules when saved; the answer only names their fields, without re-checking.
const preguntaGuardadaSchema = z.object({
  clave: z.string(),
  texto: z.string(),
  tipo: z.enum(Object.keys(TIPOS_PREGUNTA) as [TipoPregunta, ...TipoPregunta[]]),
  opciones: z.array(z.object({ valor: z.string(), etiqueta: z.string() })).optional(),
  escalaMin: entero.optional(),
  escalaMax: entero.optional(),
  requerida: z.boolean(),
  mostrarSi: z.object({ clave: z.string(), valores: z.array(z.string()) }).nullish(),
  ayuda: z.string().optional(),
});
const seccionGuardadaSchema = z.object({ titulo: z.string(), descripcion: z.string().optional(), preguntas: z.array(preguntaGuardadaSchema) });

const respuestasSchema = z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string()), z.null()]));

export const cuestionarioSchema = z.object({
  id: entero,
  grupo: entero,
  version: entero,
  nombre: z.string(),
  tipo: tipoCuestionario,
  descripcion: z.string().nullable(),
  secciones: z.array(seccionGuardadaSchema),
  vigente: z.boolean(),
  respuestas: entero,
  createdAt: instante,
  updatedAt: instante,
});
export type Cuestionario = z.input<typeof cuestionarioSchema>;

export const aplicacionSchema = z.object({
  id: entero,
  cuestionarioId: entero,
  /** The questionnaire's name and version, «Egresados (v2)». */
  cuestionario: z.string(),
  tipo: tipoCuestionario,
  nombre: z.string(),
  poblacion: entero,
  filtro: poblacionSchema,
  apertura: instante,
  cierre: instante,
  recordatorios: z.object({ cadaDias: entero, maximo: entero, enviados: entero }),
  mesesDesdeEgreso: entero.nullable(),
  enviadaEn: instante.nullable(),
  invitados: entero,
  respuestas: entero,
  cerrada: z.boolean(),
});
export type Aplicacion = z.input<typeof aplicacionSchema>;

/** POST …/enviar (202): who got an invitation and who is left to phone. */
export const envioAplicacionSchema = z.object({ invitados: entero, sinCorreo: entero });
/** POST …/recordar (202). */
export const recordatorioAplicacionSchema = z.object({ recordatorios: entero });

export const encuestaSchema = z.object({
  aplicacion: z.object({ nombre: z.string(), cierre: instante }),
  cuestionario: z.object({ nombre: z.string(), tipo: tipoCuestionario, descripcion: z.string().nullable(), secciones: z.array(seccionGuardadaSchema) }),
  respuestas: respuestasSchema.nullable(),
  enviada: z.boolean(),
  /** For an employer: the graduate the survey is about. */
  egresado: z.string().nullable(),
  avisoAceptado: z.boolean(),
});
export type Encuesta = z.input<typeof encuestaSchema>;

/** PUT /api/seguimiento/encuesta and the phone capture's save: the answers as kept. */
export const encuestaGuardadaSchema = z.object({ enviada: z.boolean(), respuestas: respuestasSchema });

/** The survey as staff see it to capture a graduate's answers by phone: `egresado` is the graduate called. */
export const capturaTelefonicaSchema = encuestaSchema.extend({
  egresado: z.string(),
  contacto: z.object({ matricula: z.string(), telefono: z.string().nullable() }),
});
export type CapturaTelefonica = z.input<typeof capturaTelefonicaSchema>;

export const indicadorSchema = z.object({
  clave: z.string(),
  nombre: z.string(),
  valor: z.number().nullable(),
  meta: z.number(),
  cumple: z.boolean().nullable(),
  n: entero,
  unidad: z.enum(['%', 'promedio']),
});
export type Indicador = z.input<typeof indicadorSchema>;

export const indicadoresSchema = z.object({
  poblacion: entero,
  invitados: entero,
  respuestas: entero,
  tasaRespuesta: z.number(),
  margenError: z.number().nullable(),
  indicadores: z.array(indicadorSchema),
});
export type Indicadores = z.input<typeof indicadoresSchema>;

/** A row of a wave's progress table. */
export const avanceGrupoSchema = z.object({
  programaId: entero,
  generacion: entero,
  poblacion: entero,
  invitados: entero,
  respuestas: entero,
  tasaRespuesta: z.number(),
  margenError: z.number().nullable(),
});
export type AvanceGrupo = z.input<typeof avanceGrupoSchema>;

/** What the graduate's record shows from seguimiento. */
export const seguimientoEgresadoSchema = z.object({
  situacion: z
    .object({
      actividad: z.string().nullable(),
      empleador: z.string().nullable(),
      puesto: z.string().nullable(),
      sector: z.string().nullable(),
      ingreso: z.string().nullable(),
      fecha: instante,
      aplicacion: z.string(),
    })
    .nullable(),
  aplicaciones: z.array(z.object({ id: entero, nombre: z.string(), enviadaEn: instante, captura: z.string() })),
});
export type SeguimientoEgresado = z.input<typeof seguimientoEgresadoSchema>;

export const metaIndicadorSchema = indicadorSchema.pick({ clave: true, nombre: true, unidad: true, meta: true }).extend({ id: z.string() });
export type MetaIndicador = z.input<typeof metaIndicadorSchema>;

/** A graduate of a wave without an email (captura telefónica). */
export const sinCorreoSchema = z.object({ id: entero, nombre: z.string(), matricula: z.string(), telefono: z.string().nullable(), enviada: z.boolean() });
export type SinCorreo = z.input<typeof sinCorreoSchema>;

/** One row of the employers' CSV as the preview shows it; `fila` counts the header as row 1, as a spreadsheet does. */
export const filaEmpleadorSchema = z.object({
  fila: entero,
  correo: z.string(),
  organizacion: z.string(),
  identificador: z.string(),
  egresado: z.string().nullable(),
  errores: z.array(z.string()),
});
export type FilaEmpleador = z.input<typeof filaEmpleadorSchema>;

export const revisionEmpleadoresSchema = z.object({ filas: z.array(filaEmpleadorSchema), validas: entero, conErrores: entero });
export type RevisionEmpleadores = z.input<typeof revisionEmpleadoresSchema>;

/** The CSV confirmed (202): invitations queued, out of the file's rows. */
export const empleadoresInvitadosSchema = z.object({ invitados: entero, filas: entero });
