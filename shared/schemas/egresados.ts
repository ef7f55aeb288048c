// One set of rules for a graduate record, whoever sends it: the staff form, the public registration form
// and every row of a bulk upload. Values arrive as form values or as spreadsheet text and leave normalised.
import { CURP_MENSAJES, curpProblem } from '../egresados/curp';
import { ANIO_MINIMO, anioMaximo, hoyEnMexico, parseFecha } from '../egresados/fechas';
import {
  ENTIDADES_FEDERATIVAS, SEXOS, SITUACIONES_LABORALES,
  type EntidadFederativa, type Sexo, type SituacionLaboral,
} from '../egresados/valores';
import { foldKey } from '../text';
import { emailSchema, unaLinea, z } from '../validation';

// In egresados/fechas (no zod) so the public form can use them without downloading the schema.
export { ANIO_MINIMO, anioMaximo } from '../egresados/fechas';

/** '', null and undefined all mean "no value" for optional fields (forms send '', spreadsheets blank cells). */
const blankToNull = (v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v);

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} debe ser texto` })
    .trim()
    .normalize()
    .max(max, `${label} no puede tener más de ${max} caracteres`)
    .superRefine(unaLinea(label));

const required = (max: number, label: string, missing: string) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), text(max, label).min(1, { message: missing, abort: true }));

const optionalText = (max: number, label: string) => z.preprocess(blankToNull, text(max, label).nullable());

export const matriculaSchema = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v ?? ''),
  z
    .string({ error: 'La matrícula debe ser texto' })
    .trim()
    .min(1, { message: 'La matrícula es obligatoria', abort: true })
    .max(30, 'La matrícula no puede tener más de 30 caracteres')
    .regex(/^[A-Za-z0-9][A-Za-z0-9\-/.]*$/, 'La matrícula solo puede tener letras, números, guiones, puntos y diagonales')
    .transform((v) => v.toUpperCase()),
);

export const curpSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: 'La CURP debe ser texto' })
    .transform((v) => v.trim().toUpperCase())
    .superRefine((v, ctx) => {
      const problem = curpProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: CURP_MENSAJES[problem] });
    })
    .nullable(),
);

export const correoSchema = z.preprocess((v) => v ?? '', emailSchema);

/** Older cohorts often have no address on file: staff and the bulk upload may leave it blank (then a telephone is required). */
export const correoOpcionalSchema = z.preprocess(blankToNull, emailSchema.nullable());

export const TELEFONO_SIN_CORREO = 'Sin correo, el teléfono es obligatorio: es la única forma de contactar al egresado';

/** Ten digits; spaces, dashes, dots, parentheses and a leading +52 are dropped first. */
export const telefonoSchema = z.preprocess(
  (v) => {
    const value = blankToNull(typeof v === 'number' ? String(v) : v);
    if (typeof value !== 'string') return value;
    const digits = value.replace(/[\s\-().]/g, '').replace(/^\+?52(?=\d{10}$)/, '');
    return digits;
  },
  z.string({ error: 'El teléfono debe ser texto' }).regex(/^\d{10}$/, 'El teléfono debe tener 10 dígitos').nullable(),
);

/** Looks a value up by key or by label, ignoring case, accents and punctuation ('Hombre', 'h', 'MASCULINO'). */
function lookup<K extends string>(labels: Record<K, string>, synonyms: Record<string, K> = {}) {
  const index = new Map<string, K>();
  for (const [key, label] of Object.entries(labels) as [K, string][]) {
    index.set(foldKey(key), key);
    index.set(foldKey(label), key);
  }
  for (const [word, key] of Object.entries(synonyms)) index.set(foldKey(word), key);
  return (v: unknown) => (typeof v === 'string' ? (index.get(foldKey(v)) ?? v) : v);
}

const enumField = <K extends string>(labels: Record<K, string>, message: string, synonyms?: Record<string, K>) => {
  const find = lookup(labels, synonyms);
  return z.preprocess(
    (v) => find(blankToNull(v)),
    z.enum(Object.keys(labels) as [K, ...K[]], { error: message }).nullable(),
  );
};

export const sexoSchema = enumField<Sexo>(SEXOS, 'Seleccione un sexo válido (Mujer, Hombre o No binario)', {
  F: 'M', femenino: 'M', mujer: 'M', masculino: 'H', hombre: 'H', nobinario: 'X',
});
export const situacionLaboralSchema = enumField<SituacionLaboral>(
  SITUACIONES_LABORALES,
  'Seleccione una situación laboral válida (empleado, desempleado, estudiando, emprendedor u otro)',
  { empleada: 'empleado', desempleada: 'desempleado', trabaja: 'empleado', emprendedora: 'emprendedor' },
);
export const entidadFederativaSchema = enumField<EntidadFederativa>(
  ENTIDADES_FEDERATIVAS,
  'Seleccione una de las 32 entidades federativas',
  { cdmx: 'DF', distritofederal: 'DF', mexico: 'MC', edomex: 'MC', estadodemexico: 'MC', coahuiladezaragoza: 'CL', michoacandeocampo: 'MN', veracruzdeignaciodelallave: 'VZ' },
);

/** yyyy-mm-dd from any accepted form, Excel serial numbers included (a CSV saved from Excel may carry them). */
export const fechaSchema = (label: string, serials = true) =>
  z.preprocess(
    (v) => {
      const value = blankToNull(v);
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
      if (typeof value === 'number') return serials ? String(value) : value;
      return value;
    },
    z
      .string({ error: `${label}: escriba una fecha válida (dd/mm/aaaa)` })
      .transform((v, ctx) => {
        const parsed = parseFecha(v, { serials });
        if (!parsed) {
          ctx.addIssue({ code: 'custom', message: `${label}: escriba una fecha válida (dd/mm/aaaa)` });
          return z.NEVER;
        }
        return parsed;
      })
      .nullable(),
  );

/** A year, or a generation written as '2015-2019' (the year it ends). */
export const anioEgresoSchema = z.preprocess(
  (v) => {
    if (typeof v === 'string') {
      const years = v.trim().match(/^(\d{4})(?:\s*[-–/]\s*(\d{4}))?$/);
      return years ? Number(years[2] ?? years[1]) : v.trim() === '' ? undefined : v;
    }
    return v ?? undefined;
  },
  z
    .number({ error: 'El año de egreso es obligatorio (por ejemplo 2024)' })
    .int('El año de egreso debe ser un año, por ejemplo 2024')
    .refine((y) => y >= ANIO_MINIMO && y <= anioMaximo(), { message: `El año de egreso debe estar entre ${ANIO_MINIMO} y el próximo año` }),
);

const SI = new Set(['si', 's', 'true', '1', 'x', 'yes', 'titulado', 'titulada', 'verdadero']);
const NO = new Set(['no', 'n', 'false', '0', 'notitulado', 'notitulada', 'falso', 'pasante']);
export const tituladoSchema = z.preprocess(
  (v) => {
    const value = blankToNull(v);
    if (value === null) return false;
    if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : value;
    if (typeof value !== 'string') return value;
    const key = foldKey(value);
    return SI.has(key) ? true : NO.has(key) ? false : value;
  },
  z.boolean({ error: 'Titulado debe ser Sí o No' }),
);

export const programaIdSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z.number({ error: 'Seleccione el programa' }).int('Seleccione el programa').positive('Seleccione el programa'),
);

/** The fields everyone may send, with their rules; cross-field rules are in `checkFechas`. */
export const egresadoFields = {
  matricula: matriculaSchema,
  nombre: required(120, 'El nombre', 'El nombre es obligatorio'),
  apellidoPaterno: required(80, 'El apellido paterno', 'El apellido paterno es obligatorio'),
  apellidoMaterno: optionalText(80, 'El apellido materno'),
  curp: curpSchema,
  correo: correoOpcionalSchema,
  telefono: telefonoSchema,
  sexo: sexoSchema,
  fechaNacimiento: fechaSchema('Fecha de nacimiento'),
  programaId: programaIdSchema,
  anioEgreso: anioEgresoSchema,
  fechaEgreso: fechaSchema('Fecha de egreso'),
  titulado: tituladoSchema,
  fechaTitulacion: fechaSchema('Fecha de titulación'),
  situacionLaboral: situacionLaboralSchema,
  empresa: optionalText(160, 'La empresa'),
  puesto: optionalText(120, 'El puesto'),
  entidadFederativa: entidadFederativaSchema,
};
export type EgresadoField = keyof typeof egresadoFields;

type Fechas = {
  fechaNacimiento: string | null;
  fechaEgreso: string | null;
  fechaTitulacion: string | null;
  anioEgreso: number;
  titulado: boolean;
};

type Issues = { addIssue: (issue: { code: 'custom'; message: string; path: string[] }) => void };

/** A graduate without an email is reached by phone (captura telefónica): one of the two is required. */
export function checkContacto(v: { correo: string | null; telefono: string | null }, ctx: Issues) {
  if (!v.correo && !v.telefono) ctx.addIssue({ code: 'custom', message: TELEFONO_SIN_CORREO, path: ['telefono'] });
}

/** The rules between fields; each issue names the field it belongs to. */
export function checkFechas(v: Fechas, ctx: Issues) {
  const hoy = hoyEnMexico();
  const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [field] });
  if (v.fechaNacimiento) {
    if (v.fechaNacimiento > hoy) issue('fechaNacimiento', 'La fecha de nacimiento no puede ser futura');
    else if (Number(v.fechaNacimiento.slice(0, 4)) > v.anioEgreso - 14) {
      issue('fechaNacimiento', 'La fecha de nacimiento no es congruente con el año de egreso');
    } else if (v.fechaNacimiento < '1900-01-01') issue('fechaNacimiento', 'La fecha de nacimiento no es válida');
  }
  if (v.fechaEgreso && Number(v.fechaEgreso.slice(0, 4)) !== v.anioEgreso) {
    issue('fechaEgreso', 'La fecha de egreso no coincide con el año de egreso');
  }
  if (v.fechaTitulacion) {
    if (!v.titulado) issue('fechaTitulacion', 'Solo un egresado titulado tiene fecha de titulación');
    else if (v.fechaTitulacion > hoy) issue('fechaTitulacion', 'La fecha de titulación no puede ser futura');
    else if (v.fechaEgreso && v.fechaTitulacion < v.fechaEgreso) {
      issue('fechaTitulacion', 'La fecha de titulación no puede ser anterior a la de egreso');
    }
  }
}

/** The record's columns with our rules (server/db/schema-agreement.unit.test.ts checks them against the table). */
const egresadoObject = z.object(egresadoFields);

/** Staff capture and edit (`/api/egresados`): the email may be blank when a telephone is given. */
export const egresadoInputSchema = egresadoObject.superRefine(checkFechas).superRefine(checkContacto);
export type EgresadoInput = z.input<typeof egresadoInputSchema>;
export type EgresadoValues = z.output<typeof egresadoInputSchema>;

/** The public self-registration form (`POST /api/egresados/registro`): the same rules plus consent and a honeypot. */
export const registroSchema = z
  .object({
    ...egresadoObject.shape,
    // The link to confirm and update the record goes to this address: no registration without one.
    correo: correoSchema,
    avisoPrivacidad: z.literal(true, { error: 'Debe leer y aceptar el aviso de privacidad' }),
    /** Hidden from people; a filled value marks a bot, which gets the same answer and nothing saved. */
    sitioWeb: z.string().max(500).optional(),
  })
  .superRefine(checkFechas);
export type RegistroInput = z.input<typeof registroSchema>;

/** The graduate's own update through the emailed link: everything but the keys staff own, and an address to send it to. */
export const actualizacionSchema = egresadoObject.omit({ matricula: true }).extend({ correo: correoSchema }).superRefine(checkFechas);
export type ActualizacionInput = z.input<typeof actualizacionSchema>;

/** A graduate as the API answers it: schema and type in their own file, outside the forms' download. */
export type { Egresado } from './egresados-respuesta';

/** The list filter (`filter=` of GET /api/egresados, also the mass mailing audience of a later issue). */
export const egresadoFiltroSchema = z.object({
  q: z.string().optional(),
  programaId: z.union([z.number(), z.array(z.number())]).optional(),
  nivelId: z.union([z.number(), z.array(z.number())]).optional(),
  anioEgreso: z.union([z.number(), z.array(z.number())]).optional(),
  titulado: z.boolean().optional(),
  situacionLaboral: z.union([z.string(), z.array(z.string())]).optional(),
  verificado: z.boolean().optional(),
  origen: z.union([z.string(), z.array(z.string())]).optional(),
});
export type EgresadoFiltro = z.infer<typeof egresadoFiltroSchema>;

export const DUPLICADO: Record<'matricula' | 'curp' | 'correo', string> = {
  matricula: 'Ya existe un egresado con esta matrícula',
  curp: 'Ya existe un egresado con esta CURP',
  correo: 'Ya existe un egresado con este correo',
};
/** A 422 for duplicates carries `duplicados: [{ campo, id }]` so the form can link to the existing record. */
export interface Duplicado {
  campo: 'matricula' | 'curp' | 'correo';
  id: number;
}
