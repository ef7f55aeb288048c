// Postulaciones as the API answers them (issue 21): calls, categories, nominations, judging and the public pages.
// The routes declare these, so an answer carries only what is listed; postulaciones.ts re-exports the inferred types
// that both apps read. Apart from the input rules there, which the public form downloads.
import { TIPOS_ARCHIVO } from '../archivos';
import { z } from '../validation';
import {
  ESTADOS_ACEPTACION, ESTADOS_CONVOCATORIA, ESTADOS_EVALUACION, ESTADOS_POSTULACION, TIPOS_NOMINADOR, VINCULOS,
} from './postulaciones';
import { instanteSchema, enteroSchema } from './respuestas';

/** An instant the service already wrote as ISO text (instanteSchema is for a Date). */
const instanteTexto = z.string().meta({ format: 'date-time' });
const entero = enteroSchema;

/** A stored file as the pages name it; its storage id and checksum stay on the server. */
export const archivoRespuestaSchema = z.object({ nombre: z.string(), tipo: z.enum(TIPOS_ARCHIVO), bytes: entero });

// ── Convocatorias and categorías ──

export const convocatoriaSchema = z.object({
  id: entero,
  nombre: z.string(),
  /** Sanitized HTML. */
  descripcion: z.string(),
  prefijo: z.string(),
  anio: entero,
  apertura: instanteSchema,
  cierre: instanteSchema,
  publicacionResultados: instanteSchema,
  estado: z.enum(ESTADOS_CONVOCATORIA),
  normalizar: z.boolean(),
  bases: archivoRespuestaSchema.nullable(),
  categorias: entero,
  postulaciones: entero,
  resultadosPublicadosEn: instanteSchema.nullable(),
  createdAt: instanteSchema,
  updatedAt: instanteSchema,
});

export const criterioGuardadoSchema = z.object({ id: z.string(), nombre: z.string(), descripcion: z.string(), peso: z.number() });

export const documentoSolicitadoGuardadoSchema = z.object({
  clave: z.string(),
  nombre: z.string(),
  requerido: z.boolean(),
  tipos: z.array(z.enum(TIPOS_ARCHIVO)),
  maxMb: z.number(),
});

export const categoriaSchema = z.object({
  id: entero,
  convocatoriaId: entero,
  convocatoriaNombre: z.string(),
  nombre: z.string(),
  descripcion: z.string(),
  requisitos: z.string(),
  elegibles: z.array(z.enum(VINCULOS)),
  aniosMinimosEgreso: entero.nullable(),
  criterios: z.array(criterioGuardadoSchema),
  escalaMin: entero,
  escalaMax: entero,
  ciega: z.boolean(),
  documentos: z.array(documentoSolicitadoGuardadoSchema),
  requiereAceptacion: z.boolean(),
  retroalimentacion: z.enum(['ninguna', 'comentarios', 'comentarios_y_puntajes']),
  activa: z.boolean(),
  orden: entero,
  postulaciones: entero,
  jurados: entero,
  createdAt: instanteSchema,
  updatedAt: instanteSchema,
});

// ── The public form ──

export const categoriaPublicaSchema = categoriaSchema.pick({
  id: true, nombre: true, descripcion: true, requisitos: true, elegibles: true, aniosMinimosEgreso: true, requiereAceptacion: true, documentos: true,
});

export const convocatoriaPublicaSchema = z.object({
  id: entero,
  nombre: z.string(),
  /** Sanitized HTML. */
  descripcion: z.string(),
  apertura: instanteTexto,
  cierre: instanteTexto,
  publicacionResultados: instanteTexto,
  /** The server's clock, to count the time left without trusting the browser's. */
  ahora: instanteTexto,
  /** `/api/postulaciones/convocatoria/:id/bases`, or null. */
  basesUrl: z.string().nullable(),
  categorias: z.array(categoriaPublicaSchema),
});

/** When no call is open: the next one to open, or the last one closed. */
export const convocatoriaAvisoSchema = z.object({
  id: entero,
  nombre: z.string(),
  apertura: instanteTexto,
  cierre: instanteTexto,
  publicacionResultados: instanteTexto,
  estado: z.enum(ESTADOS_CONVOCATORIA),
  /** proxima: opens later; cerrada: closed, results pending; resultados: winners published. */
  situacion: z.enum(['proxima', 'cerrada', 'resultados']),
});

/**
 * GET /api/postulaciones/convocatoria. `convocatoria` is null while no call is open: an answer, not an error (a 404
 * is logged by every browser); `aviso` then says what comes next.
 */
export const convocatoriaVigenteSchema = z.object({
  convocatoria: convocatoriaPublicaSchema.nullable(),
  aviso: convocatoriaAvisoSchema.nullable(),
});

/** POST /api/postulaciones/registro; the staff capture (POST /api/postulaciones) adds the id. */
export const registroCompletadoSchema = z.object({
  folio: z.string(),
  convocatoria: z.string(),
  categoria: z.string(),
  postulante: z.string(),
  nominador: z.string(),
  documentos: z.array(z.object({ clave: z.string(), nombre: z.string(), archivo: z.string() })),
  /** True when the nominee was emailed to accept or decline. */
  aceptacionSolicitada: z.boolean(),
  recibidaEn: instanteTexto,
});
export const capturaCompletadaSchema = registroCompletadoSchema.extend({ id: entero });

export const borradorPublicoSchema = z.object({
  convocatoriaId: entero,
  correo: z.string(),
  datos: z.record(z.string(), z.unknown()),
  cierre: instanteTexto,
  guardadoEn: instanteTexto,
});

export const aceptacionPublicaSchema = z.object({
  folio: z.string(),
  nombre: z.string(),
  categoria: z.string(),
  convocatoria: z.string(),
  nominador: z.string(),
  aceptacion: z.enum(ESTADOS_ACEPTACION),
  /** False once the call closed or the nomination left review: the answer can no longer change. */
  puedeResponder: z.boolean(),
  /** How many more times an answer already given may change (ACEPTACION_CAMBIOS_MAX at first). */
  cambiosRestantes: entero,
});

// ── Staff: list, detail, estado ──

/** A nomination's folio and where it was filed, as every list names it. */
const deLaCategoria = { folio: z.string(), convocatoriaId: entero, convocatoria: z.string(), categoriaId: entero, categoria: z.string() };

export const postulacionFilaSchema = z.object({
  id: entero,
  ...deLaCategoria,
  nombre: z.string(),
  correo: z.string(),
  telefono: z.string(),
  vinculo: z.enum(VINCULOS),
  nominadorTipo: z.enum(TIPOS_NOMINADOR),
  nominadorNombre: z.string(),
  estado: z.enum(ESTADOS_POSTULACION),
  aceptacion: z.enum(ESTADOS_ACEPTACION),
  origen: z.enum(['publico', 'captura']),
  /** Linked to a graduate record (staff only). */
  egresadoId: entero.nullable(),
  createdAt: instanteSchema,
  updatedAt: instanteSchema,
});

export const documentoPostulacionSchema = z.object({
  clave: z.string(),
  /** The category's name for it (or the clave when the category no longer asks for it). */
  nombre: z.string(),
  archivo: archivoRespuestaSchema,
  /** GET path for the inline preview (staff or jurado, each under their own prefix). */
  url: z.string(),
});

export const historialEntradaSchema = z.object({
  id: entero,
  estadoAnterior: z.enum(ESTADOS_POSTULACION).nullable(),
  /** A nominee's answer is recorded here too. */
  estado: z.enum([...ESTADOS_POSTULACION, 'aceptada', 'rechazada']),
  motivo: z.string().nullable(),
  mensaje: z.string().nullable(),
  usuario: z.string().nullable(),
  createdAt: instanteSchema,
});

export const postulacionDetalleSchema = postulacionFilaSchema.extend({
  /** An ARCO cancellation blocked it: only arco.gestionar opens it (issue 34). */
  bloqueado: z.boolean().optional(),
  createdAt: instanteTexto,
  updatedAt: instanteTexto,
  motivo: z.string().nullable(),
  matricula: z.string().nullable(),
  curp: z.string().nullable(),
  programaId: entero.nullable(),
  programa: z.string().nullable(),
  anio: entero.nullable(),
  enlaces: z.array(z.string()),
  egresado: z.object({ id: entero, nombre: z.string(), matricula: z.string() }).nullable(),
  nominadorCorreo: z.string(),
  nominadorRelacion: z.string().nullable(),
  /** Sanitized HTML. */
  semblanza: z.string(),
  motivos: z.string(),
  aceptacionEn: instanteTexto.nullable(),
  avisoPrivacidadVersion: z.string().nullable(),
  avisoPrivacidadAceptadoEn: instanteTexto.nullable(),
  capturadaPor: z.string().nullable(),
  documentos: z.array(documentoPostulacionSchema),
  /** Documents the category asks for that this nomination lacks (a category edited later). */
  documentosFaltantes: z.array(z.string()),
  historial: z.array(historialEntradaSchema),
  /** Estados reachable from here (TRANSICIONES_POSTULACION), for the buttons. */
  transiciones: z.array(z.enum(ESTADOS_POSTULACION)),
  foto: archivoRespuestaSchema.nullable(),
  constanciaFolio: z.string().nullable(),
  ciega: z.boolean(),
});

// ── Judging ──

export const juradoDisponibleSchema = z.object({ id: entero, name: z.string(), email: z.string(), activo: z.boolean() });

export const asignacionSchema = z.object({
  id: entero,
  postulacionId: entero,
  folio: z.string(),
  usuarioId: entero,
  jurado: z.string(),
  juradoEmail: z.string(),
  origen: z.enum(['categoria', 'aleatoria', 'manual', 'reasignacion']),
  estado: z.enum(ESTADOS_EVALUACION),
  puntajes: z.record(z.string(), z.number()),
  comentario: z.string(),
  puntaje: z.number().nullable(),
  conflictoMotivo: z.string().nullable(),
  rondaId: entero,
  voto: z.enum(['si', 'no']).nullable(),
  posicion: entero.nullable(),
  abstencionMotivo: z.string().nullable(),
  motivoConflictoAsignacion: z.string().nullable(),
  enviadaEn: instanteTexto.nullable(),
  updatedAt: instanteTexto,
});

export const evaluacionFilaSchema = z.object({
  id: entero,
  postulacionId: entero,
  ...deLaCategoria,
  /** OCULTO_CIEGA in blind categories. */
  nombre: z.string(),
  ciega: z.boolean(),
  estado: z.enum(ESTADOS_EVALUACION),
  puntaje: z.number().nullable(),
  updatedAt: instanteTexto,
});

export const evaluacionDetalleSchema = evaluacionFilaSchema.extend({
  rondaId: entero,
  rondaNumero: entero,
  rondaNombre: z.string(),
  /** puntaje, si_no or ranking (issue 33). */
  modo: z.enum(['puntaje', 'si_no', 'ranking']),
  voto: z.enum(['si', 'no']).nullable(),
  posicion: entero.nullable(),
  abstencionMotivo: z.string().nullable(),
  /** Whether the comment reaches the nominator, anonymised, once results are published. */
  comentarioCompartido: z.boolean(),
  escalaMin: entero,
  escalaMax: entero,
  criterios: z.array(criterioGuardadoSchema),
  puntajes: z.record(z.string(), z.number()),
  comentario: z.string(),
  enviadaEn: instanteTexto.nullable(),
  postulacion: z.object({
    folio: z.string(),
    /** Null in blind categories, like the email, phone and links. */
    nombre: z.string().nullable(),
    correo: z.string().nullable(),
    telefono: z.string().nullable(),
    enlaces: z.array(z.string()).nullable(),
    vinculo: z.enum(VINCULOS),
    semblanza: z.string(),
    motivos: z.string(),
    /** url under /api/evaluaciones/:id/documentos/:clave; the files exactly as submitted. */
    documentos: z.array(documentoPostulacionSchema),
  }),
});

export const progresoEvaluacionSchema = z.object({
  porJurado: z.array(
    z.object({ usuarioId: entero, jurado: z.string(), asignadas: entero, enviadas: entero, borradores: entero, recusadas: entero }),
  ),
  porCategoria: z.array(
    z.object({
      categoriaId: entero,
      categoria: z.string(),
      postulaciones: entero,
      asignadas: entero,
      enviadas: entero,
      /** Nominations with at least one submitted score. */
      calificadas: entero,
    }),
  ),
});

export const rankingFilaSchema = z.object({
  posicion: entero,
  postulacionId: entero,
  folio: z.string(),
  nombre: z.string(),
  estado: z.enum(ESTADOS_POSTULACION),
  /** Mean of the submitted scores (normalised when asked), on the category's scale; null when none. */
  puntaje: z.number().nullable(),
  /** Raw mean, whatever the normalisation. */
  promedio: z.number().nullable(),
  /** Mean per criterion id (raw). */
  criterios: z.record(z.string(), z.number()),
  evaluaciones: entero,
  recusaciones: entero,
  /** Same score (to the hundredth) as another entry. */
  empate: z.boolean(),
});

export const rankingSchema = z.object({
  categoriaId: entero,
  categoria: z.string(),
  convocatoria: z.string(),
  escalaMin: entero,
  escalaMax: entero,
  normalizado: z.boolean(),
  criterios: z.array(criterioGuardadoSchema),
  filas: z.array(rankingFilaSchema),
});

// ── Results ──

export const ganadorPublicoSchema = z.object({
  folio: z.string(),
  nombre: z.string(),
  /** `/_ipx/s_400x400,fit_cover/postulaciones/ganadores/<folio>?v=…` (400×400), or null without a photo. */
  foto: z.string().nullable(),
  /** An excerpt of the semblanza: its plain text cut at a word, escaped, in one <p> (safe HTML). */
  semblanza: z.string(),
});

const edicionSchema = z.object({ id: entero, nombre: z.string(), anio: entero });

export const resultadosPublicosSchema = z.object({
  /** null while no call has published its results: an answer, not an error (a 404 is logged by every browser). */
  convocatoria: edicionSchema.extend({ publicadosEn: instanteTexto }).nullable(),
  categorias: z.array(z.object({ id: entero, nombre: z.string(), ganadores: z.array(ganadorPublicoSchema) })),
  /** Every call with published results, newest first (for ?convocatoriaId=N). */
  ediciones: z.array(edicionSchema),
});

export const verificacionConstanciaSchema = z.object({
  folio: z.string(),
  nombre: z.string(),
  categoria: z.string(),
  convocatoria: z.string(),
  anio: entero,
  /** When the call's results were published (the date printed on the certificate). */
  emitidaEn: instanteTexto,
});

// What the apps read: the JSON side of each answer.
export type ArchivoRespuesta = z.input<typeof archivoRespuestaSchema>;
export type Convocatoria = z.input<typeof convocatoriaSchema>;
export type Criterio = z.input<typeof criterioGuardadoSchema>;
export type DocumentoSolicitado = z.input<typeof documentoSolicitadoGuardadoSchema>;
export type Categoria = z.input<typeof categoriaSchema>;
export type CategoriaPublica = z.input<typeof categoriaPublicaSchema>;
export type ConvocatoriaPublica = z.input<typeof convocatoriaPublicaSchema>;
export type ConvocatoriaAviso = z.input<typeof convocatoriaAvisoSchema>;
export type ConvocatoriaVigente = z.input<typeof convocatoriaVigenteSchema>;
export type RegistroCompletado = z.input<typeof registroCompletadoSchema> & { /** Only in the staff capture's answer. */ id?: number };
export type BorradorPublico = z.input<typeof borradorPublicoSchema>;
export type AceptacionPublica = z.input<typeof aceptacionPublicaSchema>;
export type PostulacionFila = z.input<typeof postulacionFilaSchema>;
export type DocumentoPostulacion = z.input<typeof documentoPostulacionSchema>;
export type HistorialEntrada = z.input<typeof historialEntradaSchema>;
export type PostulacionDetalle = z.input<typeof postulacionDetalleSchema>;
export type JuradoDisponible = z.input<typeof juradoDisponibleSchema>;
export type Asignacion = z.input<typeof asignacionSchema>;
export type EvaluacionFila = z.input<typeof evaluacionFilaSchema>;
export type EvaluacionDetalle = z.input<typeof evaluacionDetalleSchema>;
export type ProgresoEvaluacion = z.input<typeof progresoEvaluacionSchema>;
export type ProgresoJurado = ProgresoEvaluacion['porJurado'][number];
export type ProgresoCategoria = ProgresoEvaluacion['porCategoria'][number];
export type RankingFila = z.input<typeof rankingFilaSchema>;
export type Ranking = z.input<typeof rankingSchema>;
export type GanadorPublico = z.input<typeof ganadorPublicoSchema>;
export type ResultadosPublicos = z.input<typeof resultadosPublicosSchema>;
export type VerificacionConstancia = z.input<typeof verificacionConstanciaSchema>;
