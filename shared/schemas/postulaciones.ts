// Postulaciones (issue 10): the rules every form and the API apply, and the shapes the API answers.
// Plain zod only: this file is shipped to the browser.
//
// ── Endpoints ───────────────────────────────────────────────────────────────────────────────────────────
// Errors: 422 {message, errors: {campo: [..]}} (nested fields as "postulante.correo", files by their
// document `clave`), 409 {message} for conflicts, 404/403 {message}. Dates are ISO text (UTC); show them in
// America/Mexico_City. Lists follow ra-data-simple-rest (sort, range, filter; Content-Range).
//
// Convocatorias (staff; permisos convocatorias.*)
//   GET    /api/convocatorias                filter {q, estado, id}                  → Convocatoria[]
//   GET    /api/convocatorias/:id                                                     → Convocatoria
//   POST   /api/convocatorias                ConvocatoriaInput                        → 201 Convocatoria
//   PUT    /api/convocatorias/:id            ConvocatoriaInput (estado per ESTADOS_CONVOCATORIA order) → Convocatoria
//   DELETE /api/convocatorias/:id            (409 when it has postulaciones)          → Convocatoria
//   POST   /api/convocatorias/:id/copiar     CopiarConvocatoriaInput                  → 201 Convocatoria (borrador, +1 año, with categorías and criterios)
//   PUT    /api/convocatorias/:id/bases      multipart, file field `bases` (PDF ≤ 10 MB) → Convocatoria
//   GET    /api/convocatorias/:id/bases      (staff; the PDF, inline)
//   POST   /api/convocatorias/:id/publicar   (resultados.editar) estado cerrada|en_evaluacion → resultados_publicados;
//                                            422 before publicacionResultados (server clock) or without a ganadora;
//                                            nominations still in process → no_seleccionada (no_elegible stays);
//                                            one result email per nomination to its nominator, queued in the same
//                                            transaction; again on a published call: 200, nothing queued → Convocatoria
// Categorías (staff; permisos categorias.*)
//   GET    /api/categorias                   filter {convocatoriaId, q, activa, id}  → Categoria[]
//   GET    /api/categorias/:id                                                        → Categoria
//   POST   /api/categorias                   CategoriaInput (pesos suman 100)         → 201 Categoria
//   PUT    /api/categorias/:id               CategoriaInput                           → Categoria
//   DELETE /api/categorias/:id               (409 when it has postulaciones)          → Categoria
// Público (no account)
//   GET    /api/postulaciones/convocatoria                     → ConvocatoriaVigente {convocatoria: ConvocatoriaPublica | null, aviso}
//   GET    /api/postulaciones/convocatoria/:id/bases           → the bases PDF (calls that are not borrador)
//   POST   /api/postulaciones/registro   multipart: `datos` (JSON RegistroPostulacionInput) + one file per document `clave`
//                                                              → 201 RegistroCompletado
//   POST   /api/postulaciones/borradores  BorradorInput        → 201 {message}  (emails a link to /postulaciones/registro?borrador=TOKEN)
//   GET    /api/postulaciones/borradores?token=T               → BorradorPublico (410 when the link is not valid)
//   GET    /api/postulaciones/aceptacion?token=T               → AceptacionPublica (the emailed link lands on /postulaciones/aceptacion?token=T)
//   POST   /api/postulaciones/aceptacion  AceptacionInput      → AceptacionPublica
//   GET    /api/postulaciones/ganadores[?convocatoriaId=N]     → ResultadosPublicos (convocatoria null while no call has published
//                                                                  results; 404 for an id without them)
//   GET    /_ipx/s_400x400,fit_cover/postulaciones/ganadores/:folio  a winner's photo (only once the call is published)
//   GET    /api/postulaciones/constancias/:folio               → VerificacionConstancia (404 when unknown; random folios, rate limited)
// Postulaciones (staff; permisos postulaciones.*)
//   GET    /api/postulaciones                filter {convocatoriaId, categoriaId, estado, aceptacion, q, id} → PostulacionFila[]
//   GET    /api/postulaciones/:id                                                     → PostulacionDetalle
//   POST   /api/postulaciones                multipart like the public one (datos = CapturaPostulacionInput) → 201 RegistroCompletado & {id}
//   PUT    /api/postulaciones/:id/estado     CambioEstadoInput                        → PostulacionDetalle
//   GET    /api/postulaciones/:id/documentos/:clave[?descargar=1]  the file (inline unless descargar)
//   POST   /api/postulaciones/exportar/enlace  {formato: 'csv'|'xlsx', filter, columnas: ColumnaPostulacion[]} → {url} (open it in the browser)
//   GET    /api/postulaciones/exportar?formato=xlsx|csv&filter={..}&columnas=folio,nombre,..&token=T → the file
//   PUT    /api/postulaciones/:id/foto       multipart, file field `foto` (JPG/PNG ≤ 5 MB), for the winners page → PostulacionDetalle
//   GET    /api/postulaciones/:id/constancia (resultados.ver; winners of published calls, else 422) → PDF with the
//                                            verification folio PREFIJO-AÑO-XXXXXXXXXXXX (made once, random) and its URL
// Jurados y evaluación (staff; permisos jurados.ver / jurados.editar; the ranking and its exports resultados.ver)
//   GET    /api/jurados                                       → JuradoDisponible[] (users holding evaluaciones.editar)
//   GET    /api/categorias/:id/jurados                        → JuradoDisponible[] (the category's pool)
//   PUT    /api/categorias/:id/jurados   JuradosCategoriaInput → JuradoDisponible[]
//   POST   /api/categorias/:id/asignar   AsignarInput          → {asignadas: number} (only eligible / en_evaluacion nominations;
//                                                              aleatoria tops each up to N, least-loaded first; elegible → en_evaluacion, audited)
//   GET    /api/postulaciones/:id/asignaciones                → Asignacion[]
//   POST   /api/postulaciones/:id/asignaciones  {usuarioId}   → 201 Asignacion
//   DELETE /api/postulaciones/:id/asignaciones/:evaluacionId  → Asignacion (409 once submitted)
//   POST   /api/evaluaciones/:id/desbloquear                  → Asignacion (enviada → borrador)
//   GET    /api/evaluacion/progreso?convocatoriaId=N          → ProgresoEvaluacion
//   GET    /api/categorias/:id/ranking[?normalizar=true]      → Ranking (mean of the submitted scores; see server/evaluacion/ranking.ts)
//   POST   /api/ranking/enlace                                → {token} (a short-lived link for the download below)
//   GET    /api/categorias/:id/ranking/exportar?formato=xlsx|pdf[&normalizar=true][&token=T] → the file
// Mis evaluaciones (jurado; permisos evaluaciones.ver / evaluaciones.editar). The id is the assignment's.
//   GET    /api/evaluaciones                filter {convocatoriaId, categoriaId, estado} → EvaluacionFila[] (only the caller's, eligible)
//   GET    /api/evaluaciones/:id                               → EvaluacionDetalle (404 {message} in Spanish for anybody else's)
//   GET    /api/evaluaciones/:id/documentos/:clave             → the file, inline
//   PUT    /api/evaluaciones/:id             CalificacionInput → EvaluacionDetalle (draft; 409 once submitted)
//   POST   /api/evaluaciones/:id/enviar      CalificacionInput → EvaluacionDetalle (every criterion scored; then locked)
//   POST   /api/evaluaciones/:id/conflicto   ConflictoInput    → {message} (recused; the nomination gets another jurado when the pool has one)
import { z } from '../validation';
import { TIPOS_ARCHIVO, type TipoArchivo } from '../archivos';
import { ESTADOS_POSTULACION, type EstadoPostulacion } from '../postulaciones/estados';
import { ENLACE_NO_VALIDO } from '../postulaciones/textos';

// The answers' types, inferred from the schemas the routes declare (postulaciones-respuesta.ts).
export type {
  AceptacionPublica, ArchivoRespuesta, Asignacion, BorradorPublico, Categoria, CategoriaPublica, Convocatoria, ConvocatoriaAviso, ConvocatoriaPublica,
  ConvocatoriaVigente, Criterio,
  DocumentoPostulacion, DocumentoSolicitado, EvaluacionDetalle, EvaluacionFila, GanadorPublico, HistorialEntrada, JuradoDisponible,
  PostulacionDetalle, PostulacionFila, ProgresoCategoria, ProgresoEvaluacion, ProgresoJurado, Ranking, RankingFila, RegistroCompletado,
  ResultadosPublicos, VerificacionConstancia,
} from './postulaciones-respuesta';

// ── Values ──────────────────────────────────────────────────────────────────────────────────────────────

export const ESTADOS_CONVOCATORIA = ['borrador', 'abierta', 'cerrada', 'en_evaluacion', 'resultados_publicados'] as const;
export type EstadoConvocatoria = (typeof ESTADOS_CONVOCATORIA)[number];
export const ESTADO_CONVOCATORIA_LABELS: Record<EstadoConvocatoria, string> = {
  borrador: 'Borrador',
  abierta: 'Abierta',
  cerrada: 'Cerrada',
  en_evaluacion: 'En evaluación',
  resultados_publicados: 'Resultados publicados',
};
/** Allowed moves; a closed call may be reopened (an extended deadline). */
export const TRANSICIONES_CONVOCATORIA: Record<EstadoConvocatoria, EstadoConvocatoria[]> = {
  borrador: ['abierta'],
  abierta: ['cerrada'],
  cerrada: ['abierta', 'en_evaluacion'],
  en_evaluacion: ['resultados_publicados'],
  resultados_publicados: [],
};

export { ESTADOS_POSTULACION, ESTADO_POSTULACION_LABELS, type EstadoPostulacion } from '../postulaciones/estados';
/** The issue's order: recibida → en revisión → elegible | no elegible → en evaluación → finalista → ganadora | no seleccionada. */
export const TRANSICIONES_POSTULACION: Record<EstadoPostulacion, EstadoPostulacion[]> = {
  recibida: ['en_revision'],
  en_revision: ['elegible', 'no_elegible'],
  elegible: ['en_evaluacion'],
  no_elegible: [],
  en_evaluacion: ['finalista', 'no_seleccionada'],
  finalista: ['ganadora', 'no_seleccionada'],
  ganadora: [],
  no_seleccionada: [],
  /** Only the nominator withdraws, from «Mis postulaciones», while the call is open (issue 33). */
  retirada: [],
};
/** What a jurado may read: eligible nominations and later. */
export const ESTADOS_EVALUABLES: EstadoPostulacion[] = ['elegible', 'en_evaluacion', 'finalista', 'ganadora', 'no_seleccionada'];

export const VINCULOS = ['egresado', 'estudiante', 'academico', 'externo'] as const;
export type Vinculo = (typeof VINCULOS)[number];
export const VINCULO_LABELS: Record<Vinculo, string> = {
  egresado: 'Egresado',
  estudiante: 'Estudiante',
  academico: 'Personal académico',
  externo: 'Externo',
};

export const TIPOS_NOMINADOR = ['propia', 'tercero'] as const;
export type TipoNominador = (typeof TIPOS_NOMINADOR)[number];

export { ESTADOS_ACEPTACION, ACEPTACION_LABELS, type EstadoAceptacion } from '../postulaciones/estados';

export const ESTADOS_EVALUACION = ['pendiente', 'borrador', 'enviada', 'recusada', 'abstenida'] as const;
export type EstadoEvaluacion = (typeof ESTADOS_EVALUACION)[number];
export const ESTADO_EVALUACION_LABELS: Record<EstadoEvaluacion, string> = {
  pendiente: 'Pendiente',
  borrador: 'Borrador',
  enviada: 'Enviada',
  recusada: 'Recusada por conflicto de interés',
  abstenida: 'Abstención',
};

/** Columns of the staff list and its export, in order. */
export const COLUMNAS_POSTULACION = {
  folio: 'Folio',
  convocatoria: 'Convocatoria',
  categoria: 'Categoría',
  nombre: 'Postulante',
  correo: 'Correo',
  telefono: 'Teléfono',
  vinculo: 'Vínculo',
  nominadorNombre: 'Nominador',
  nominadorTipo: 'Tipo de nominación',
  estado: 'Estado',
  aceptacion: 'Aceptación',
  origen: 'Origen',
  createdAt: 'Recibida',
} as const;
export type ColumnaPostulacion = keyof typeof COLUMNAS_POSTULACION;

export const DOCUMENTO_MAX_MB_DEFAULT = 10;
export const DOCUMENTO_MAX_MB = 20;
export const BASES_MAX_MB = 10;
export const FOTO_MAX_MB = 5;
/** Semblanza and motivos: characters of text (tags not counted). */
export const TEXTO_RICO_MAX = 5000;
export const TEXTO_RICO_HTML_MAX = 50_000;
/** Reserved: the multipart field that carries the JSON. */
export const CAMPO_DATOS = 'datos';

// ── Messages ────────────────────────────────────────────────────────────────────────────────────────────

export const POSTULACION_DUPLICADA = 'Esta persona ya tiene una postulación en esta categoría de la convocatoria';
export const CONVOCATORIA_CERRADA = 'La convocatoria no está abierta: el plazo para postular terminó o aún no comienza';
export const NINGUNA_CONVOCATORIA_ABIERTA = 'No hay una convocatoria abierta en este momento';
export const CATEGORIA_NO_DISPONIBLE = 'Seleccione una categoría de la convocatoria abierta';
export const DOCUMENTO_REQUERIDO = 'Este documento es obligatorio';
export const TRANSICION_NO_PERMITIDA = 'El cambio de estado no sigue el orden del proceso';
export const ACEPTACION_PENDIENTE = 'La categoría requiere que la persona postulada acepte antes de revisar su postulación';
export { ENLACE_NO_VALIDO } from '../postulaciones/textos';
export const REGISTRO_RECIBIDO = 'Recibimos su postulación';
export const BORRADOR_GUARDADO = 'Guardamos su borrador. Le enviamos un enlace por correo para terminarlo antes del cierre.';
export const EVALUACION_ENVIADA_BLOQUEADA = 'La evaluación ya se envió; pida al personal que la desbloquee para cambiarla';
export const RESULTADOS_ANTES_DE_FECHA = 'Los resultados no pueden publicarse antes de la fecha de publicación de la convocatoria';
export const OCULTO_CIEGA = 'Oculto (evaluación ciega)';
/** Said with the public 409 for a duplicate: how to get the folio without the form showing it. */
export const REENVIO_FOLIO_SUGERENCIA = 'Si usted ya la envió y no tiene el folio, podemos reenviarlo al correo de quien registró la postulación.';
/** The same answer whether or not such a nomination exists, so the form cannot be used to find out. */
export const FOLIO_REENVIADO = 'Si hay una postulación con ese correo en la categoría, enviamos el folio al correo de quien la registró. Revise también la carpeta de correo no deseado.';
export const BORRADOR_CORREO_FIJO = 'El correo de un borrador no puede cambiarse: el enlace se envía siempre al correo con el que se guardó. Para usar otro correo, empiece una postulación nueva.';
/** Changes of an answer already given (the first answer is not counted). */
export const ACEPTACION_CAMBIOS_MAX = 2;
export const ACEPTACION_SIN_CAMBIOS = `Su respuesta ya cambió ${ACEPTACION_CAMBIOS_MAX} veces: no puede cambiarla de nuevo. Si necesita corregirla, escriba a la coordinación de la convocatoria.`;
export const ACEPTACION_CONVOCATORIA_CERRADA = 'La convocatoria ya cerró: su respuesta ya no puede cambiar';

// ── Helpers ─────────────────────────────────────────────────────────────────────────────────────────────

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/;

/** A one-line text: trimmed, no line breaks or control characters. */
export function lineaSchema(max: number, label: string, opciones: { requerido?: boolean } = {}) {
  const base = z
    .string({ error: `${label} es obligatorio` })
    .trim()
    .normalize()
    .max(max, `${label} no puede tener más de ${max} caracteres`)
    .refine((v) => !CONTROL.test(v), `${label} no puede contener saltos de línea ni caracteres de control`);
  return opciones.requerido === false ? base : base.refine((v) => v.length > 0, { message: `${label} es obligatorio`, abort: true });
}

const lineaOpcional = (max: number, label: string) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), lineaSchema(max, label, { requerido: false })).transform((v) => v || null);

/** The visible text of an HTML fragment, for length limits (the server sanitizes the HTML itself). */
export function textoDeHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim();
}

function textoRico(label: string, requerido: boolean) {
  return z
    .string({ error: `${label} es obligatoria` })
    .max(TEXTO_RICO_HTML_MAX, `${label} es demasiado larga`)
    .refine((v) => !requerido || textoDeHtml(v).length > 0, { message: `${label} es obligatoria`, abort: true })
    .refine((v) => textoDeHtml(v).length <= TEXTO_RICO_MAX, `${label} no puede tener más de ${TEXTO_RICO_MAX} caracteres`);
}

const fechaHora = (label: string) =>
  z
    .string({ error: `${label} es obligatoria` })
    .min(1, { message: `${label} es obligatoria`, abort: true })
    .refine((v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v), `${label} no es una fecha y hora válida`)
    .transform((v) => new Date(v).toISOString());

const correo = (label: string) =>
  z
    .string({ error: `${label} es obligatorio` })
    .trim()
    .min(1, { message: `${label} es obligatorio`, abort: true })
    .max(254, `${label} es demasiado largo`)
    .email('Escriba un correo válido, por ejemplo nombre@universidad.mx')
    .transform((v) => v.toLowerCase());

const entero = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} debe ser un número` })
    .int(`${label} debe ser un número entero`)
    .min(min, `${label} no puede ser menor que ${min}`)
    .max(max, `${label} no puede ser mayor que ${max}`);

// ── Convocatorias ───────────────────────────────────────────────────────────────────────────────────────

export const convocatoriaInputSchema = z
  .object({
    nombre: lineaSchema(160, 'El nombre'),
    descripcion: z.string().max(TEXTO_RICO_HTML_MAX, 'La descripción es demasiado larga').default(''),
    apertura: fechaHora('La fecha de apertura'),
    cierre: fechaHora('La fecha de cierre'),
    publicacionResultados: fechaHora('La fecha de publicación de resultados'),
    estado: z.enum(ESTADOS_CONVOCATORIA, { error: 'Seleccione un estado válido' }).default('borrador'),
    /** Folio prefix (letters); defaults to the name's initials. */
    prefijo: z
      .preprocess((v) => (v === null || v === '' ? undefined : v), z.string().trim().regex(/^[A-Za-z]{2,10}$/, 'El prefijo del folio debe tener de 2 a 10 letras sin acentos').transform((v) => v.toUpperCase()).optional()),
    /** Edition year; defaults to the year of the closing date. */
    anio: z.preprocess((v) => (v === null || v === '' ? undefined : v), entero('El año', 2000, 2100).optional()),
    normalizar: z.boolean({ error: 'Indique si se normalizan las calificaciones' }).default(false),
  })
  .superRefine((v, ctx) => {
    if (v.apertura && v.cierre && v.cierre <= v.apertura) {
      ctx.addIssue({ code: 'custom', path: ['cierre'], message: 'El cierre debe ser posterior a la apertura' });
    }
    if (v.cierre && v.publicacionResultados && v.publicacionResultados < v.cierre) {
      ctx.addIssue({ code: 'custom', path: ['publicacionResultados'], message: 'La publicación de resultados no puede ser anterior al cierre' });
    }
  });
export type ConvocatoriaInput = z.input<typeof convocatoriaInputSchema>;
export type ConvocatoriaValues = z.output<typeof convocatoriaInputSchema>;

export const copiarConvocatoriaSchema = z.object({
  nombre: lineaSchema(160, 'El nombre').optional(),
  /** Years to move every date forward (default 1). */
  anios: entero('Los años', 1, 5).default(1),
});
export type CopiarConvocatoriaInput = z.input<typeof copiarConvocatoriaSchema>;

/** A stored file as the server reads it; answers carry only ArchivoRespuesta. */
export interface ArchivoInfo {
  id: string;
  nombre: string;
  tipo: TipoArchivo;
  bytes: number;
  sha256: string;
}

// ── Categorías ──────────────────────────────────────────────────────────────────────────────────────────

export const criterioSchema = z.object({
  /** Stable id kept across edits (scores refer to it); the server assigns one to new criteria. */
  id: z.string().regex(/^[a-z0-9-]{1,40}$/).optional(),
  nombre: lineaSchema(120, 'El nombre del criterio'),
  descripcion: z.string().trim().max(1000, 'La descripción del criterio no puede tener más de 1000 caracteres').default(''),
  peso: z.coerce.number({ error: 'El peso debe ser un número' }).gt(0, 'El peso debe ser mayor que 0').max(100, 'El peso no puede ser mayor que 100'),
});

export const documentoSolicitadoSchema = z.object({
  clave: z
    .string({ error: 'La clave del documento es obligatoria' })
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, 'La clave del documento solo puede tener minúsculas, números y guion bajo, y empezar con letra')
    .refine((v) => v !== CAMPO_DATOS, 'La clave «datos» está reservada'),
  nombre: lineaSchema(120, 'El nombre del documento'),
  requerido: z.boolean({ error: 'Indique si el documento es obligatorio' }).default(true),
  tipos: z.array(z.enum(TIPOS_ARCHIVO, { error: 'Los tipos aceptados son PDF, JPG y PNG' })).min(1, 'Seleccione al menos un tipo de archivo'),
  maxMb: entero('El tamaño máximo', 1, DOCUMENTO_MAX_MB).default(DOCUMENTO_MAX_MB_DEFAULT),
});
export type DocumentoSolicitadoInput = z.input<typeof documentoSolicitadoSchema>;

/** Weights must add up to 100 (to the hundredth). */
export function sumaPesos(criterios: { peso: number }[]): number {
  return Math.round(criterios.reduce((s, c) => s + Number(c.peso || 0), 0) * 100) / 100;
}

export const categoriaInputSchema = z
  .object({
    convocatoriaId: entero('La convocatoria', 1, 2_147_483_647),
    nombre: lineaSchema(160, 'El nombre'),
    descripcion: z.string().trim().max(5000, 'La descripción no puede tener más de 5000 caracteres').default(''),
    requisitos: z.string().trim().max(5000, 'Los requisitos no pueden tener más de 5000 caracteres').default(''),
    elegibles: z.array(z.enum(VINCULOS, { error: 'Seleccione a quién se puede postular' })).min(1, 'Seleccione a quién se puede postular'),
    aniosMinimosEgreso: z.preprocess((v) => (v === '' || v === undefined ? null : v), entero('Los años desde el egreso', 0, 60).nullable()).default(null),
    criterios: z.array(criterioSchema).min(1, 'Agregue al menos un criterio de evaluación').max(20, 'No puede haber más de 20 criterios'),
    escalaMin: entero('El mínimo de la escala', 0, 100).default(1),
    escalaMax: entero('El máximo de la escala', 1, 100).default(10),
    ciega: z.boolean({ error: 'Indique si la evaluación es ciega' }).default(false),
    documentos: z.array(documentoSolicitadoSchema).max(15, 'No puede haber más de 15 documentos').default([]),
    requiereAceptacion: z.boolean({ error: 'Indique si se requiere la aceptación de la persona postulada' }).default(false),
    /** What nominators read once results are out (issue 33). */
    retroalimentacion: z.enum(['ninguna', 'comentarios', 'comentarios_y_puntajes'], { error: 'Seleccione qué retroalimentación reciben quienes postulan' }).default('ninguna'),
    activa: z.boolean({ error: 'Indique si la categoría está activa' }).default(true),
    orden: entero('El orden', 0, 999).default(0),
  })
  .superRefine((v, ctx) => {
    const suma = sumaPesos(v.criterios);
    if (suma !== 100) ctx.addIssue({ code: 'custom', path: ['criterios'], message: `Los pesos de los criterios deben sumar 100 % (suman ${suma} %)` });
    if (v.escalaMax <= v.escalaMin) ctx.addIssue({ code: 'custom', path: ['escalaMax'], message: 'El máximo de la escala debe ser mayor que el mínimo' });
    const claves = new Set<string>();
    v.documentos.forEach((d, i) => {
      if (claves.has(d.clave)) ctx.addIssue({ code: 'custom', path: ['documentos', i, 'clave'], message: 'La clave del documento está repetida' });
      claves.add(d.clave);
    });
    const nombres = new Set<string>();
    v.criterios.forEach((c, i) => {
      const n = c.nombre.toLowerCase();
      if (nombres.has(n)) ctx.addIssue({ code: 'custom', path: ['criterios', i, 'nombre'], message: 'El criterio está repetido' });
      nombres.add(n);
    });
  });
export type CategoriaInput = z.input<typeof categoriaInputSchema>;
export type CategoriaValues = z.output<typeof categoriaInputSchema>;

// ── The public form ─────────────────────────────────────────────────────────────────────────────────────

const telefono = z
  .string({ error: 'El teléfono es obligatorio' })
  .trim()
  .min(1, { message: 'El teléfono es obligatorio', abort: true })
  .regex(/^\+?[0-9 ()-]{7,20}$/, 'Escriba un teléfono válido, por ejemplo 55 1234 5678')
  .refine((v) => v.replace(/\D/g, '').length >= 7, 'Escriba un teléfono válido, por ejemplo 55 1234 5678');

export const postulanteSchema = z.object({
  nombre: lineaSchema(160, 'El nombre completo'),
  correo: correo('El correo'),
  telefono,
  vinculo: z.enum(VINCULOS, { error: 'Seleccione el vínculo con la universidad' }),
  matricula: lineaOpcional(30, 'La matrícula').transform((v) => (v ? v.toUpperCase() : null)),
  curp: z.preprocess(
    (v) => (v === null || v === undefined || v === '' ? undefined : v),
    z.string().trim().toUpperCase().regex(/^[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z0-9]\d$/, 'La CURP no tiene el formato correcto').optional(),
  ).transform((v) => v ?? null),
  programaId: z.preprocess((v) => (v === '' || v === null ? undefined : v), entero('El programa', 1, 2_147_483_647).optional()).transform((v) => v ?? null),
  /** Year of graduation (egresado) or of admission (estudiante). */
  anio: z.preprocess((v) => (v === '' || v === null ? undefined : v), entero('El año', 1950, 2100).optional()).transform((v) => v ?? null),
  /** Public profiles, web pages: hidden from jurados in blind categories. */
  enlaces: z
    .array(z.string().trim().max(300, 'El enlace es demasiado largo').url('Escriba un enlace completo, por ejemplo https://…').refine((v) => /^https?:\/\//i.test(v), 'El enlace debe empezar con http:// o https://'))
    .max(5, 'Agregue como máximo 5 enlaces')
    .default([]),
});

export const nominadorSchema = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('propia'), nombre: z.unknown().optional(), correo: z.unknown().optional(), relacion: z.unknown().optional() }).transform(({ tipo }) => ({ tipo, nombre: null, correo: null, relacion: null })),
  z.object({
    tipo: z.literal('tercero'),
    nombre: lineaSchema(160, 'El nombre de quien postula'),
    correo: correo('El correo de quien postula'),
    relacion: lineaSchema(120, 'La relación con la persona postulada'),
  }),
], { error: 'Indique si es una autopostulación o la postula otra persona' });

const postulacionObject = z.object({
  categoriaId: entero('La categoría', 1, 2_147_483_647),
  postulante: postulanteSchema,
  nominador: nominadorSchema,
  semblanza: textoRico('La semblanza', true),
  motivos: textoRico('La exposición de motivos', false).default(''),
});

function checkVinculo(v: z.output<typeof postulacionObject>, ctx: z.RefinementCtx) {
  const p = v.postulante;
  if ((p.vinculo === 'egresado' || p.vinculo === 'estudiante') && !p.matricula) {
    ctx.addIssue({ code: 'custom', path: ['postulante', 'matricula'], message: 'La matrícula es obligatoria para egresados y estudiantes' });
  }
  if (v.nominador.tipo === 'tercero' && v.nominador.correo === p.correo) {
    ctx.addIssue({ code: 'custom', path: ['nominador', 'correo'], message: 'Si se postula a sí mismo, elija «Autopostulación»' });
  }
}

/** The JSON in the `datos` field of POST /api/postulaciones/registro. */
export const registroPostulacionSchema = postulacionObject
  .extend({
    avisoPrivacidad: z.literal(true, { error: 'Debe leer y aceptar el aviso de privacidad' }),
    /** Hidden from people; a filled value marks a bot, which gets a folio-less 201 and nothing saved. */
    sitioWeb: z.string().max(500).optional(),
    /** The draft this submission finishes (the token of its link); it is removed once submitted. */
    borrador: z.string().max(2000).optional(),
  })
  .superRefine(checkVinculo);
export type RegistroPostulacionInput = z.input<typeof registroPostulacionSchema>;
export type RegistroPostulacionValues = z.output<typeof registroPostulacionSchema>;

/** Staff capture of a paper nomination (POST /api/postulaciones): consent was given on paper. */
export const capturaPostulacionSchema = postulacionObject.superRefine(checkVinculo);
export type CapturaPostulacionInput = z.input<typeof capturaPostulacionSchema>;
export type CapturaPostulacionValues = z.output<typeof capturaPostulacionSchema>;

export const borradorInputSchema = z.object({
  /** Who gets the link. */
  correo: correo('El correo'),
  convocatoriaId: entero('La convocatoria', 1, 2_147_483_647),
  /** Whatever the form holds (partial RegistroPostulacionInput, no files); checked on submit. */
  datos: z.record(z.string(), z.unknown()).refine((v) => JSON.stringify(v).length <= 120_000, 'El borrador es demasiado grande'),
  /** The draft's token when saving it again (the same link keeps working). */
  token: z.string().max(2000).optional(),
  sitioWeb: z.string().max(500).optional(),
});
export type BorradorInput = z.input<typeof borradorInputSchema>;

export const reenvioFolioSchema = z.object({
  categoriaId: entero('La categoría', 1, 2_147_483_647),
  /** The nominee's email, as typed in the form that got the 409. */
  correo: correo('El correo'),
});
export type ReenvioFolioInput = z.input<typeof reenvioFolioSchema>;

export const aceptacionInputSchema = z.object({
  token: z.string({ error: ENLACE_NO_VALIDO }).min(1, ENLACE_NO_VALIDO).max(2000),
  decision: z.enum(['aceptada', 'rechazada'], { error: 'Indique si acepta o rechaza la postulación' }),
});
export type AceptacionInput = z.input<typeof aceptacionInputSchema>;

// ── Staff: list, detail, estado ─────────────────────────────────────────────────────────────────────────

export const cambioEstadoSchema = z
  .object({
    estado: z.enum(ESTADOS_POSTULACION, { error: 'Seleccione un estado válido' }),
    motivo: z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(2000, 'El motivo no puede tener más de 2000 caracteres').optional()),
    /** Optional message to the nominator, sent with the «cambio de estado» email. */
    mensaje: z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(5000, 'El mensaje no puede tener más de 5000 caracteres').optional()),
  })
  .superRefine((v, ctx) => {
    if (v.estado === 'no_elegible' && !v.motivo) ctx.addIssue({ code: 'custom', path: ['motivo'], message: 'Indique el motivo por el que no es elegible' });
  });
export type CambioEstadoInput = z.input<typeof cambioEstadoSchema>;

// ── Judging ─────────────────────────────────────────────────────────────────────────────────────────────

export const juradosCategoriaSchema = z.object({
  usuarioIds: z.array(z.coerce.number().int().positive()).max(100, 'Demasiados jurados'),
});
export type JuradosCategoriaInput = z.input<typeof juradosCategoriaSchema>;

export const asignarSchema = z.object({
  /** todos: every jurado of the category on every nomination; aleatoria: N each, balancing the load. */
  modo: z.enum(['todos', 'aleatoria'], { error: 'Seleccione cómo asignar' }),
  porPostulacion: entero('Los jurados por postulación', 1, 50).optional(),
}).superRefine((v, ctx) => {
  if (v.modo === 'aleatoria' && !v.porPostulacion) ctx.addIssue({ code: 'custom', path: ['porPostulacion'], message: 'Indique cuántos jurados por postulación' });
});
export type AsignarInput = z.input<typeof asignarSchema>;

export const asignacionManualSchema = z.object({
  usuarioId: z.coerce.number({ error: 'Seleccione un jurado' }).int().positive('Seleccione un jurado'),
  /** Another round than the nomination's current one. */
  rondaId: z.coerce.number().int().positive().optional(),
  /** Required when the pair is flagged as a conflict of interest (issue 33). */
  motivoConflicto: z.string().trim().max(2000, 'El motivo no puede tener más de 2000 caracteres').optional(),
});

/** Scores keyed by criterio id, each a number within the category's scale (decimals allowed). */
export const calificacionSchema = z.object({
  puntajes: z.record(z.string(), z.coerce.number({ error: 'La calificación debe ser un número' })).default({}),
  comentario: z.string().trim().max(5000, 'El comentario no puede tener más de 5000 caracteres').default(''),
});
export type CalificacionInput = z.input<typeof calificacionSchema>;

export const conflictoSchema = z.object({
  motivo: z.string({ error: 'Describa el conflicto de interés' }).trim().min(1, 'Describa el conflicto de interés').max(2000, 'El motivo no puede tener más de 2000 caracteres'),
});
export type ConflictoInput = z.input<typeof conflictoSchema>;
