// The bulk upload's contract: the fields a column can map to, the header variants Mexican offices use, the answer.
import type { EgresadoField } from './egresados';
import { foldKey } from '../text';
import { z } from '../validation';
import { instanteSchema, enteroSchema } from './respuestas';

/** A column maps to a record field, to `programa` (clave or name, resolved on the server) or is ignored. */
export type CampoImportacion = Exclude<EgresadoField, 'programaId'> | 'programa';
export const IGNORAR = '' as const;

export const CAMPOS_IMPORTACION: Record<CampoImportacion, { etiqueta: string; obligatorio?: boolean; variantes: string[] }> = {
  matricula: {
    etiqueta: 'Matrícula',
    obligatorio: true,
    variantes: ['Matrícula', 'Matricula', 'Número de control', 'No. de control', 'Num. control', 'No. de cuenta', 'Número de cuenta', 'Cuenta', 'Boleta', 'Expediente', 'ID alumno'],
  },
  nombre: { etiqueta: 'Nombre(s)', obligatorio: true, variantes: ['Nombre', 'Nombre(s)', 'Nombres', 'Nombre del alumno', 'Nombre del egresado'] },
  apellidoPaterno: {
    etiqueta: 'Apellido paterno',
    obligatorio: true,
    variantes: ['Apellido paterno', 'Primer apellido', 'Paterno', 'Ap. paterno', 'A. paterno', 'Apellido 1'],
  },
  apellidoMaterno: {
    etiqueta: 'Apellido materno',
    variantes: ['Apellido materno', 'Segundo apellido', 'Materno', 'Ap. materno', 'A. materno', 'Apellido 2'],
  },
  curp: { etiqueta: 'CURP', variantes: ['CURP', 'Clave única de registro de población'] },
  // Not required alone: older cohorts have no address on file, and a row without one needs a telephone instead.
  correo: {
    etiqueta: 'Correo electrónico',
    variantes: ['Correo', 'Correo electrónico', 'Email', 'E-mail', 'Mail', 'Correo personal', 'Dirección de correo'],
  },
  telefono: { etiqueta: 'Teléfono', variantes: ['Teléfono', 'Telefono', 'Tel.', 'Celular', 'Móvil', 'Teléfono celular', 'Whatsapp'] },
  sexo: { etiqueta: 'Sexo', variantes: ['Sexo', 'Género', 'Genero'] },
  fechaNacimiento: { etiqueta: 'Fecha de nacimiento', variantes: ['Fecha de nacimiento', 'Nacimiento', 'F. nacimiento', 'Fecha nac.'] },
  programa: {
    etiqueta: 'Programa (clave o nombre)',
    obligatorio: true,
    variantes: ['Programa', 'Carrera', 'Programa educativo', 'Licenciatura', 'Clave del programa', 'Clave de carrera', 'Plan de estudios'],
  },
  anioEgreso: { etiqueta: 'Año de egreso', obligatorio: true, variantes: ['Año de egreso', 'Anio de egreso', 'Año egreso', 'Generación', 'Generacion', 'Cohorte'] },
  fechaEgreso: { etiqueta: 'Fecha de egreso', variantes: ['Fecha de egreso', 'F. egreso', 'Egreso'] },
  titulado: { etiqueta: 'Titulado', variantes: ['Titulado', 'Titulada', 'Titulación', '¿Titulado?', 'Estatus de titulación'] },
  fechaTitulacion: { etiqueta: 'Fecha de titulación', variantes: ['Fecha de titulación', 'F. titulación', 'Fecha titulacion'] },
  situacionLaboral: { etiqueta: 'Situación laboral', variantes: ['Situación laboral', 'Situacion laboral', 'Empleo', 'Estatus laboral', 'Ocupación'] },
  empresa: { etiqueta: 'Empresa', variantes: ['Empresa', 'Empleador', 'Lugar de trabajo', 'Institución donde labora'] },
  puesto: { etiqueta: 'Puesto', variantes: ['Puesto', 'Cargo'] },
  entidadFederativa: { etiqueta: 'Entidad federativa', variantes: ['Entidad federativa', 'Estado', 'Entidad', 'Estado de residencia'] },
};

/** A graduate is reached by email or, without one, by phone: a file needs at least one of the two columns. */
export const CONTACTO_ETIQUETA = 'Correo electrónico o Teléfono';

/** What a mapping still lacks, in the fields' order: each required field, and a column to reach the graduate. */
export function faltantesDelMapeo(usados: ReadonlySet<string>): { campo: CampoImportacion; etiqueta: string }[] {
  const faltan: { campo: CampoImportacion; etiqueta: string }[] = [];
  for (const [campo, { etiqueta, obligatorio }] of Object.entries(CAMPOS_IMPORTACION) as [CampoImportacion, { etiqueta: string; obligatorio?: boolean }][]) {
    if (obligatorio && !usados.has(campo)) faltan.push({ campo, etiqueta });
    if (campo === 'correo' && !usados.has('correo') && !usados.has('telefono')) faltan.push({ campo, etiqueta: CONTACTO_ETIQUETA });
  }
  return faltan;
}

const BY_KEY = new Map<string, CampoImportacion>();
for (const [campo, { variantes }] of Object.entries(CAMPOS_IMPORTACION) as [CampoImportacion, { variantes: string[] }][]) {
  BY_KEY.set(foldKey(campo), campo);
  for (const v of variantes) BY_KEY.set(foldKey(v), campo);
}

/** The field a header means, ignoring case, accents and punctuation; undefined when it is not one we know. */
export function campoDeEncabezado(encabezado: string): CampoImportacion | undefined {
  return BY_KEY.get(foldKey(encabezado));
}

/** `{ "Encabezado": "campo" | "" }`: what the staff member confirmed; '' ignores the column. */
export type Mapeo = Record<string, CampoImportacion | typeof IGNORAR>;

/** Suggested mapping for a file's headers; each field goes to its first matching column only. */
export function sugerirMapeo(encabezados: string[]): Mapeo {
  const used = new Set<CampoImportacion>();
  const mapeo: Mapeo = {};
  for (const h of encabezados) {
    const campo = campoDeEncabezado(h);
    mapeo[h] = campo && !used.has(campo) ? campo : IGNORAR;
    if (campo) used.add(campo);
  }
  return mapeo;
}

const entero = enteroSchema;

export const errorImportacionSchema = z.object({
  /** Spreadsheet row number (the header is row 1). */
  fila: entero,
  /** The field (or '_' for the whole row, e.g. a row repeated in the file). */
  campo: z.string(),
  mensaje: z.string(),
});
export type ErrorImportacion = z.input<typeof errorImportacionSchema>;

const campoImportacion = z.enum([IGNORAR, ...(Object.keys(CAMPOS_IMPORTACION) as CampoImportacion[])]);

/** The answer of POST /api/egresados/importaciones. */
export const resultadoImportacionSchema = z.object({
  total: entero,
  creados: entero,
  actualizados: entero,
  sinCambios: entero,
  rechazados: entero,
  errores: z.array(errorImportacionSchema),
  /** Errors left out of `errores` (it is capped); every refused row is still in the downloadable file. */
  erroresOmitidos: entero.optional(),
  /** Present on a real import: its history entry (for the refused-rows download). */
  importacionId: entero.optional(),
  simulada: z.boolean(),
  /** The file's headers and the mapping applied. */
  encabezados: z.array(z.string()),
  mapeo: z.record(z.string(), campoImportacion),
  /** With `vistaPrevia=true`: some rows as read (first rows and refused rows), for the preview grid. */
  filas: z.array(z.object({ fila: entero, valores: z.record(z.string(), z.string()) })).optional(),
  /** Detected file properties, shown to the staff member. */
  archivo: z.object({
    nombre: z.string(),
    formato: z.enum(['csv', 'xlsx']),
    codificacion: z.enum(['utf-8', 'windows-1252']).optional(),
    delimitador: z.string().optional(),
  }),
});
export type ResultadoImportacion = z.input<typeof resultadoImportacionSchema>;

/** A history entry (GET /api/egresados/importaciones). */
export const importacionSchema = z.object({
  id: z.number().int(),
  usuarioEmail: z.string().nullable(),
  archivo: z.string(),
  formato: z.enum(['csv', 'xlsx']),
  estado: z.enum(['en_proceso', 'completada', 'interrumpida']),
  total: z.number().int(),
  creados: z.number().int(),
  actualizados: z.number().int(),
  sinCambios: z.number().int(),
  rechazados: z.number().int(),
  createdAt: instanteSchema,
  terminadaEn: instanteSchema.nullable(),
});
export type Importacion = z.input<typeof importacionSchema>;

/** GET /api/egresados/importaciones/:id: the entry with its mapping, the file's headers and its (capped) errors. */
export const importacionDetalleSchema = importacionSchema.extend({
  mapeo: z.record(z.string(), z.string()),
  encabezados: z.array(z.string()),
  errores: z.array(errorImportacionSchema),
});

export const ESTADOS_IMPORTACION = {
  en_proceso: 'En proceso',
  completada: 'Completada',
  /** An upload is one transaction: cut short, it wrote nothing. */
  interrumpida: 'Interrumpida — no se guardó ningún registro',
} as const;

/** Largest file accepted (bytes): a 100,000-row export with every column is about 25 MB. */
export const IMPORTACION_MAX_BYTES = 50 * 1024 * 1024;
