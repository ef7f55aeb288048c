// ARCO requests (issue 25): the public form, the follow-up by folio and email, the staff's steps and the
// institution's own closures. Labels here are what people read.
import { PROPOSITOS_OPOSICION, type PropositoOposicion } from '../arco/oposicion';
import { emailSchema, fechaIsoSchema, unaLinea, z } from '../validation';

export const DERECHOS = {
  acceso: 'Acceso',
  rectificacion: 'Rectificación',
  cancelacion: 'Cancelación',
  oposicion: 'Oposición',
} as const;
export type Derecho = keyof typeof DERECHOS;

export const AREAS_ARCO = {
  egresados: 'Egresados',
  postulaciones: 'Postulaciones a reconocimientos',
  'servicio-social': 'Servicio social',
  seguimiento: 'Seguimiento de egresados (encuestas)',
} as const;
export type AreaArco = keyof typeof AREAS_ARCO;

export const MEDIOS = { correo: 'Correo electrónico', plataforma: 'En mi cuenta de la plataforma' } as const;
export type Medio = keyof typeof MEDIOS;

/** How a written request reached the office; a request filed on the public form is `en_linea`. */
export const VIAS_ARCO = {
  ventanilla: 'Entregada en ventanilla',
  correo_postal: 'Por correo postal',
  correo_electronico: 'Por correo electrónico a la oficina',
} as const;
export type ViaArco = keyof typeof VIAS_ARCO;
export const VIA_EN_LINEA = 'en_linea';

export { PROPOSITOS_OPOSICION, type PropositoOposicion } from '../arco/oposicion';

export const ESTADOS_ARCO = {
  recibida: 'Recibida',
  prevenida: 'Prevenida (falta información)',
  en_tramite: 'En trámite',
  resuelta: 'Resuelta',
  efectiva: 'Hecha efectiva',
  cerrada: 'Concluida',
  no_presentada: 'Tenida por no presentada',
} as const;
export type EstadoArco = keyof typeof ESTADOS_ARCO;

export const PASOS = {
  prevencion: 'Prevención',
  respuesta_prevencion: 'Respuesta a la prevención',
  no_presentada: 'Tenida por no presentada',
  ampliacion: 'Ampliación del plazo',
  decision: 'Decisión',
  efectiva: 'Hecha efectiva',
  cierre: 'Conclusión',
} as const;
export type Paso = keyof typeof PASOS;

export { NOMBRE_RESERVADO } from '../arco/reservado';

export const DOCUMENTO_IDENTIDAD_MAX_MB = 5;
export const CAMPO_DOCUMENTO = 'documento';

const texto = (etiqueta: string, max: number, obligatorio = `${etiqueta} es obligatorio`) =>
  z
    .string({ error: obligatorio })
    .trim()
    .min(1, { message: obligatorio, abort: true })
    .max(max, `${etiqueta} no puede tener más de ${max} caracteres`);

const enumDe = <T extends Record<string, string>>(labels: T, mensaje: string) =>
  z.enum(Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]], { error: mensaje });

const opcional = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const camposSolicitud = z.object({
  derecho: enumDe(DERECHOS, 'Elija el derecho que desea ejercer'),
  area: enumDe(AREAS_ARCO, 'Elija el área que trata sus datos'),
  datos: texto('La descripción de los datos', 4000),
  // A multipart form sends them joined by commas; a JSON body as a list.
  propositos: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((x) => x.trim()).filter(Boolean) : v),
    z.array(enumDe(PROPOSITOS_OPOSICION, 'Elija a qué envíos se opone'), { error: 'Elija a qué envíos se opone' }).max(4).optional(),
  ),
  // An oposición either stops these mailings or withdraws an earlier oposición to them (only an ARCO request can).
  retiraOposicion: z.preprocess((v) => (v === 'true' ? true : v === 'false' || v === '' ? false : v), z.boolean({ error: 'Diga si se opone o retira su oposición' }).default(false)),
  medio: enumDe(MEDIOS, 'Elija cómo quiere recibir la respuesta'),
  nombre: texto('El nombre', 160).superRefine(unaLinea('El nombre')),
  correo: emailSchema,
  curp: opcional(z.string().trim().toUpperCase().regex(/^[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z0-9]\d$/, 'Escriba una CURP válida de 18 caracteres')),
  representante: opcional(texto('El nombre del representante', 160).superRefine(unaLinea('El nombre del representante'))),
});

/** An oposición names what it opposes; said beside the other fields' errors, not only once they are fixed. */
const finalidad = [
  (v: { derecho: Derecho; propositos?: PropositoOposicion[] }, ctx: z.RefinementCtx) => {
    if (v.derecho === 'oposicion' && !v.propositos?.length) ctx.addIssue({ code: 'custom', path: ['propositos'], message: 'Elija a qué envíos se opone' });
  },
  { when: ({ value }: { value: unknown }) => (value as { derecho?: unknown } | null)?.derecho === 'oposicion' },
] as const;

export const solicitudArcoSchema = camposSolicitud.superRefine(...finalidad);
export type SolicitudArcoInput = z.infer<typeof solicitudArcoSchema>;

/**
 * A request the person delivered in writing (at the window, by post, by email to the office), typed in by staff. No
 * session and no uploaded document: the answer goes by email, and staff write down how they checked the identity.
 * Whether `recibida` is past today or over a year back depends on the day: errorDeRecepcion, with today's.
 */
export const solicitudEscritaArcoSchema = camposSolicitud
  .extend({
    medio: enumDe({ correo: MEDIOS.correo }, 'Una solicitud por escrito se responde por correo electrónico').default('correo'),
    via: enumDe(VIAS_ARCO, 'Elija cómo llegó la solicitud'),
    recibida: fechaIsoSchema('La fecha de recepción'),
    identidad: texto('La acreditación de la identidad', 500, 'Diga cómo se acreditó la identidad de la persona'),
  })
  .superRefine(...finalidad);
export type SolicitudEscritaArcoInput = z.infer<typeof solicitudEscritaArcoSchema>;

/** The legal clock runs from the receipt: a day not yet come, or older than a year, is a typing mistake. */
export function errorDeRecepcion(recibida: string, hoy: string): string | null {
  if (recibida > hoy) return 'La fecha de recepción no puede ser posterior a hoy';
  if (recibida < `${Number(hoy.slice(0, 4)) - 1}${hoy.slice(4)}`) return 'La fecha de recepción no puede ser de hace más de un año';
  return null;
}

export const seguimientoArcoSchema = z.object({
  folio: z.string({ error: 'Escriba el folio' }).trim().toUpperCase().min(1, 'Escriba el folio').max(30, 'El folio no es válido'),
  correo: emailSchema,
});

/** The person's own answer to a prevención, from the follow-up page (folio and email identify the request). */
export const respuestaPrevencionSchema = seguimientoArcoSchema.extend({ texto: texto('El texto de su respuesta', 4000) });
export type RespuestaPrevencionInput = z.infer<typeof respuestaPrevencionSchema>;

/** What the person reads with folio and email: the state and the dates, nothing else about anyone. */
export const estadoPublicoSchema = z.object({
  encontrada: z.boolean(),
  folio: z.string().nullable(),
  derecho: z.string().nullable(),
  estado: z.string().nullable(),
  recibida: z.string().nullable(),
  limiteRespuesta: z.string().nullable(),
  pasos: z.array(z.object({ tipo: z.string(), fecha: z.string(), texto: z.string() })),
});
export type EstadoPublico = z.infer<typeof estadoPublicoSchema>;

export const acuseSchema = z.object({ folio: z.string(), recibida: z.string(), limiteRespuesta: z.string(), message: z.string() });

export const pasoArcoSchema = z
  .object({
    tipo: enumDe(PASOS, 'Elija el paso que registra'),
    texto: z.string().trim().max(4000, 'El texto no puede tener más de 4000 caracteres').default(''),
    procedente: z.boolean().optional(),
    egresadoId: z.number().int().positive().optional(),
  })
  .superRefine((v, ctx) => {
    const motivo: Partial<Record<Paso, string>> = {
      prevencion: 'Diga qué información falta',
      respuesta_prevencion: 'Resuma la respuesta de la persona',
      ampliacion: 'Escriba los motivos de la ampliación',
      decision: 'Escriba los motivos de la decisión',
    };
    const falta = motivo[v.tipo];
    if (falta && !v.texto) ctx.addIssue({ code: 'custom', path: ['texto'], message: falta });
    if (v.tipo === 'decision' && v.procedente === undefined) ctx.addIssue({ code: 'custom', path: ['procedente'], message: 'Diga si la solicitud procede' });
  });
export type PasoArcoInput = z.infer<typeof pasoArcoSchema>;

export const cierreArcoSchema = z.object({
  dia: z.string({ error: 'Elija el día' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Escriba el día como aaaa-mm-dd'),
  motivo: texto('El motivo', 160).superRefine(unaLinea('El motivo')),
});

/** Retention per area, in years after the request is made effective (a setting staff change). */
export const retencionArcoSchema = z.object(
  Object.fromEntries(Object.keys(AREAS_ARCO).map((a) => [a, z.number({ error: 'Escriba los años' }).int('Escriba años completos').min(0, 'No puede ser negativo').max(30, 'A lo más 30 años')])) as Record<AreaArco, z.ZodNumber>,
);
export type RetencionArco = z.infer<typeof retencionArcoSchema>;
