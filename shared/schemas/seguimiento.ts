// Seguimiento de egresados (issue 22): questionnaires, waves (aplicaciones), the public survey and indicators.
import { unaLinea, z } from '../validation';
import type { Pregunta, Seccion } from '../seguimiento/respuestas';
export { AVISO_SEGUIMIENTO_VERSION, errorDeValor, margenDeError, redondear, revisarRespuestas, TRABAJA, visibles } from '../seguimiento/respuestas';

export const TIPOS_CUESTIONARIO = { egresados: 'Egresados', empleadores: 'Empleadores' } as const;
export type TipoCuestionario = keyof typeof TIPOS_CUESTIONARIO;

export const TIPOS_PREGUNTA = {
  opcion_unica: 'Opción única',
  opcion_multiple: 'Opción múltiple',
  escala: 'Escala',
  texto: 'Texto',
  numero: 'Número',
  fecha: 'Fecha',
} as const;
export type TipoPregunta = keyof typeof TIPOS_PREGUNTA;
const CON_OPCIONES: readonly TipoPregunta[] = ['opcion_unica', 'opcion_multiple'];

const texto = (etiqueta: string, max: number) =>
  z
    .string({ error: `${etiqueta} es obligatorio` })
    .trim()
    .min(1, { message: `${etiqueta} es obligatorio`, abort: true })
    .max(max, `${etiqueta} no puede tener más de ${max} caracteres`);

const CLAVE = /^[a-z][a-z0-9_]{0,59}$/;
const claveSchema = z
  .string({ error: 'La clave es obligatoria' })
  .regex(CLAVE, 'La clave usa minúsculas, números y guiones bajos, y empieza con una letra (por ejemplo actividad_actual)');

export const opcionSchema = z.object({
  valor: z.string({ error: 'El valor de la opción es obligatorio' }).trim().min(1, 'El valor de la opción es obligatorio').max(60, 'El valor de la opción no puede tener más de 60 caracteres'),
  etiqueta: texto('La etiqueta de la opción', 200),
});

export const preguntaSchema = z.object({
  clave: claveSchema,
  texto: texto('El texto de la pregunta', 500),
  tipo: z.enum(Object.keys(TIPOS_PREGUNTA) as [TipoPregunta, ...TipoPregunta[]], { error: 'Elija un tipo de pregunta válido' }),
  opciones: z.array(opcionSchema).max(50, 'Una pregunta no puede tener más de 50 opciones').optional(),
  escalaMin: z.number({ error: 'El mínimo de la escala debe ser un número entero' }).int('El mínimo de la escala debe ser un número entero').optional(),
  escalaMax: z.number({ error: 'El máximo de la escala debe ser un número entero' }).int('El máximo de la escala debe ser un número entero').optional(),
  requerida: z.boolean({ error: 'Indique si la pregunta es obligatoria' }).default(false),
  mostrarSi: z
    .object({
      clave: claveSchema,
      valores: z.array(z.string()).min(1, 'Indique al menos un valor que muestre la pregunta'),
    })
    .nullish(),
  ayuda: z.string().trim().max(500, 'La ayuda no puede tener más de 500 caracteres').optional(),
});
export type { Pregunta, Seccion, Respuestas, ValorRespuesta } from '../seguimiento/respuestas';
export type {
  Aplicacion, AvanceGrupo, CapturaTelefonica, Cuestionario, Encuesta, FilaEmpleador, Indicador, Indicadores, MetaIndicador, RevisionEmpleadores,
  SeguimientoEgresado, SinCorreo,
} from './seguimiento-respuesta';

export const seccionSchema = z.object({
  titulo: texto('El título de la sección', 200),
  descripcion: z.string().trim().max(1000, 'La descripción no puede tener más de 1000 caracteres').optional(),
  preguntas: z.array(preguntaSchema).min(1, 'Cada sección necesita al menos una pregunta').max(100, 'Una sección no puede tener más de 100 preguntas'),
});

/** The rules a questionnaire's shape cannot express: unique claves, bounds, options, and `mostrarSi` on earlier questions. */
function revisarPreguntas(secciones: Seccion[], ctx: z.RefinementCtx) {
  const vistas = new Map<string, Pregunta>();
  secciones.forEach((seccion, s) =>
    seccion.preguntas.forEach((p, i) => {
      const path = ['secciones', s, 'preguntas', i];
      if (vistas.has(p.clave)) ctx.addIssue({ code: 'custom', path: [...path, 'clave'], message: `La clave «${p.clave}» está repetida: cada pregunta necesita una clave propia` });
      if (p.tipo === 'escala') {
        if (p.escalaMin === undefined || p.escalaMax === undefined) {
          ctx.addIssue({ code: 'custom', path: [...path, 'escalaMin'], message: 'Una escala necesita un mínimo y un máximo' });
        } else if (p.escalaMin >= p.escalaMax) {
          ctx.addIssue({ code: 'custom', path: [...path, 'escalaMax'], message: 'El máximo de la escala debe ser mayor que el mínimo' });
        } else if (p.escalaMax - p.escalaMin > 100) {
          ctx.addIssue({ code: 'custom', path: [...path, 'escalaMax'], message: 'Una escala no puede tener más de 100 puntos' });
        }
      }
      if (CON_OPCIONES.includes(p.tipo)) {
        const valores = (p.opciones ?? []).map((o) => o.valor);
        if (valores.length < 2) ctx.addIssue({ code: 'custom', path: [...path, 'opciones'], message: 'Una pregunta de opciones necesita al menos dos opciones' });
        if (new Set(valores).size !== valores.length) ctx.addIssue({ code: 'custom', path: [...path, 'opciones'], message: 'Hay dos opciones con el mismo valor' });
      }
      if (p.mostrarSi) {
        const origen = vistas.get(p.mostrarSi.clave);
        if (!origen) {
          const message =
            p.mostrarSi.clave === p.clave
              ? 'Una pregunta no puede depender de sí misma'
              : `«Mostrar si» debe referirse a una pregunta anterior; «${p.mostrarSi.clave}» no existe antes de esta pregunta`;
          ctx.addIssue({ code: 'custom', path: [...path, 'mostrarSi'], message });
        } else if (CON_OPCIONES.includes(origen.tipo)) {
          const validos = new Set((origen.opciones ?? []).map((o) => o.valor));
          const ajenos = p.mostrarSi.valores.filter((v) => !validos.has(v));
          if (ajenos.length) ctx.addIssue({ code: 'custom', path: [...path, 'mostrarSi'], message: `«${origen.clave}» no tiene la opción ${ajenos.map((v) => `«${v}»`).join(', ')}` });
        }
      }
      vistas.set(p.clave, p);
    }),
  );
}

export const cuestionarioInputSchema = z
  .object({
    nombre: texto('El nombre del cuestionario', 160).superRefine(unaLinea('El nombre')),
    tipo: z.enum(['egresados', 'empleadores'], { error: 'Elija el tipo: egresados o empleadores' }),
    descripcion: z.string().trim().max(2000, 'La descripción no puede tener más de 2000 caracteres').optional(),
    secciones: z.array(seccionSchema, { error: 'Agregue al menos una sección' }).min(1, 'Agregue al menos una sección').max(30, 'Un cuestionario no puede tener más de 30 secciones'),
  })
  .superRefine((v, ctx) => revisarPreguntas(v.secciones, ctx));
export type CuestionarioInput = z.input<typeof cuestionarioInputSchema>;
export type CuestionarioValues = z.output<typeof cuestionarioInputSchema>;

const fechaHora = (etiqueta: string) => z.iso.datetime({ offset: true, error: `${etiqueta} debe ser una fecha y hora válida` });

export const poblacionSchema = z.object({
  programaIds: z.array(z.number().int().positive('Programa inválido'), { error: 'Los programas deben ser una lista' }).optional(),
  generaciones: z.array(z.number().int().min(1950, 'Generación inválida').max(2100, 'Generación inválida'), { error: 'Las generaciones deben ser una lista de años' }).optional(),
  titulados: z.boolean({ error: 'Indique sí o no' }).nullish(),
});
export type Poblacion = z.output<typeof poblacionSchema>;

/** Offered in the form: «a los 6 meses / 1 / 3 / 5 años de egreso». */
export const PRESETS_EGRESO = [6, 12, 36, 60] as const;

export const aplicacionInputSchema = z
  .object({
    cuestionarioId: z.number({ error: 'Elija un cuestionario' }).int().positive('Elija un cuestionario'),
    nombre: texto('El nombre de la aplicación', 160).superRefine(unaLinea('El nombre')),
    poblacion: poblacionSchema.default({}),
    apertura: fechaHora('La apertura'),
    cierre: fechaHora('El cierre'),
    recordatorios: z
      .object({
        cadaDias: z.number({ error: 'Indique cada cuántos días' }).int().min(1, 'Los recordatorios van al menos con un día de separación').max(90, 'Como máximo cada 90 días'),
        maximo: z.number({ error: 'Indique cuántos recordatorios como máximo' }).int().min(0, 'No puede ser negativo').max(10, 'Como máximo 10 recordatorios'),
      })
      .default({ cadaDias: 7, maximo: 2 }),
    /** Relative to graduation: each graduate is invited this many months after their fecha de egreso (daily job). */
    mesesDesdeEgreso: z.number().int().min(1, 'Al menos un mes').max(240, 'Como máximo 20 años').nullish(),
  })
  .superRefine((v, ctx) => {
    if (new Date(v.cierre).getTime() <= new Date(v.apertura).getTime()) {
      ctx.addIssue({ code: 'custom', path: ['cierre'], message: 'El cierre debe ser posterior a la apertura' });
    }
  });
export type AplicacionInput = z.input<typeof aplicacionInputSchema>;
export type AplicacionValues = z.output<typeof aplicacionInputSchema>;

/** An answer: option value(s), a scale or number, a text or an ISO date. */
export const valorRespuestaSchema = z.union([z.string().max(5000, 'La respuesta es demasiado larga'), z.number(), z.array(z.string().max(200)).max(50), z.null()]);

export const encuestaGuardarSchema = z.object({
  token: z.string({ error: 'Falta el enlace de la encuesta' }).min(1, 'Falta el enlace de la encuesta').max(4100),
  respuestas: z.record(z.string().max(60), valorRespuestaSchema, { error: 'Las respuestas no son válidas' }).default({}),
  enviar: z.boolean({ error: 'Indique si envía o guarda' }).default(false),
  /** The aviso de privacidad accepted on this page (recorded with its version and time). */
  aceptaAviso: z.boolean().optional(),
});

export const metaInputSchema = z.object({
  meta: z.number({ error: 'La meta debe ser un número' }).min(0, 'La meta no puede ser negativa').max(100, 'La meta no puede pasar de 100'),
});

/** Staff invite employers from a CSV: first a preview (`confirmar: false`), then the same file confirmed. */
export const empleadoresCsvSchema = z.object({
  csv: z.string({ error: 'Adjunte el archivo CSV' }).min(1, 'Adjunte el archivo CSV').max(1_000_000, 'El archivo es demasiado grande: máximo 1 MB'),
  confirmar: z.boolean({ error: 'Indique si confirma las invitaciones' }).default(false),
});

