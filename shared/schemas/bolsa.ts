// Bolsa de trabajo (issue 32): what the forms send and the API answers. The names of the API contract are fixed.
import {
  ESTADOS_CANDIDATURA, ESTADOS_EMPLEADOR, ESTADOS_OFERTA, JORNADAS, MODALIDADES,
  type EstadoCandidatura, type Jornada, type Modalidad,
} from '../bolsa/valores';
import { ENTIDADES_FEDERATIVAS } from '../egresados/valores';
import { emailSchema, fechaIsoSchema, passwordSchema, z } from '../validation';
import { claveDe, codigoDe, diaSchema, enteroSchema, instanteSchema } from './respuestas';
import {
  AVISO_OBLIGATORIO, entero, entidadSchema, enumDe, idSchema, lineaOpcional, lineaSchema, rfcSchema, telefonoSchema,
} from './servicio-social';

export const COMPROMISO_OBLIGATORIO = 'Debe aceptar el compromiso de no discriminación para continuar';

// ── Employers ─────────────────────────────────────────────────────────────────────────────────────────

export const contactoEmpleadorSchema = z.object({
  nombre: lineaSchema(160, 'El nombre del contacto'),
  correo: emailSchema,
  telefono: telefonoSchema,
  password: passwordSchema,
});

export const registroEmpleadorSchema = z.object({
  razonSocial: lineaSchema(200, 'La razón social'),
  rfc: rfcSchema,
  giro: lineaSchema(120, 'El giro'),
  entidad: entidadSchema,
  municipio: lineaSchema(120, 'El municipio'),
  contacto: contactoEmpleadorSchema,
  avisoPrivacidad: z.literal(true, { error: AVISO_OBLIGATORIO }),
  compromisoNoDiscriminacion: z.literal(true, { error: COMPROMISO_OBLIGATORIO }),
  /** Honeypot: people never see it. */
  apodo: z.string().max(500).optional(),
});
export type RegistroEmpleadorInput = z.input<typeof registroEmpleadorSchema>;

export const REGISTRO_EMPLEADOR_RECIBIDO =
  'Recibimos su registro. Le enviamos un correo para confirmar su dirección; después, la oficina revisará los datos de su empresa y le avisará por correo. Si ya tenía una cuenta, le escribimos a ese correo.';

export const decisionEmpleadorSchema = z
  .object({
    decision: z.enum(['aprobar', 'rechazar'], { error: 'Elija aprobar o rechazar' }),
    motivo: lineaOpcional(1000, 'El motivo'),
  })
  .refine((v) => v.decision !== 'rechazar' || !!v.motivo, { path: ['motivo'], message: 'Escriba el motivo del rechazo: se enviará al empleador' });

export const edicionEmpleadorSchema = z
  .object({ habilitado: z.boolean({ error: 'Indique sí o no' }), confiable: z.boolean({ error: 'Indique sí o no' }) })
  .partial()
  .refine((v) => v.habilitado !== undefined || v.confiable !== undefined, { message: 'Indique qué cambiar: habilitado o confiable' });

export const empleadorSchema = z.object({
  id: enteroSchema,
  institucionId: enteroSchema.nullable(),
  razonSocial: z.string(),
  rfc: z.string(),
  giro: z.string(),
  entidad: z.string(),
  municipio: z.string(),
  contactoNombre: z.string(),
  contactoCorreo: z.string(),
  contactoTelefono: z.string(),
  correoGratuito: z.boolean(),
  correoConfirmado: z.boolean(),
  estado: codigoDe(ESTADOS_EMPLEADOR),
  motivo: z.string().nullable(),
  habilitado: z.boolean(),
  confiable: z.boolean(),
  createdAt: instanteSchema,
});
export type Empleador = z.input<typeof empleadorSchema>;

/** What the employer's portal asks first: whether the company may act, and if not, why (200, never a refusal). */
export const estadoEmpleadorSchema = z.object({
  razonSocial: z.string().nullable(),
  estado: codigoDe(ESTADOS_EMPLEADOR).nullable(),
  puedeActuar: z.boolean(),
  motivo: z.string().nullable(),
});
export type EstadoEmpleador = z.input<typeof estadoEmpleadorSchema>;

// ── Offers ────────────────────────────────────────────────────────────────────────────────────────────

const sueldoSchema = (label: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), entero(label, 1, 10_000_000).optional());

export const ofertaDatosSchema = z
  .object({
    titulo: lineaSchema(160, 'El título'),
    /** Rich text: sanitised on the server. */
    descripcion: z.string({ error: 'La descripción es obligatoria' }).trim().min(1, 'La descripción es obligatoria').max(20_000, 'La descripción no puede tener más de 20,000 caracteres'),
    programaIds: z.array(idSchema('un programa de la lista'), { error: 'Elija al menos un programa' }).min(1, 'Elija al menos un programa').max(100),
    modalidad: enumDe<Modalidad>(MODALIDADES, 'Elija presencial, híbrido o remoto'),
    entidad: entidadSchema,
    municipio: lineaSchema(120, 'El municipio'),
    jornada: enumDe<Jornada>(JORNADAS, 'Elija una jornada de la lista'),
    sueldoMin: sueldoSchema('El sueldo mínimo'),
    sueldoMax: sueldoSchema('El sueldo máximo'),
    plazas: entero('El número de plazas', 1, 999),
    cierre: fechaIsoSchema('La fecha de cierre'),
    postulacionExterna: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.string().trim().max(500, 'La dirección no puede tener más de 500 caracteres').url('Escriba una dirección web completa, por ejemplo https://empresa.mx/empleo').refine((v) => /^https:\/\//i.test(v), 'La dirección debe empezar con https://').optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if ((v.sueldoMin === undefined) !== (v.sueldoMax === undefined)) {
      ctx.addIssue({ code: 'custom', path: [v.sueldoMin === undefined ? 'sueldoMin' : 'sueldoMax'], message: 'Escriba el sueldo mínimo y el máximo, o ninguno («no publicado»)' });
    } else if (v.sueldoMin !== undefined && v.sueldoMax !== undefined && v.sueldoMax < v.sueldoMin) {
      ctx.addIssue({ code: 'custom', path: ['sueldoMax'], message: 'El sueldo máximo no puede ser menor que el mínimo' });
    }
  });
export type OfertaDatosInput = z.input<typeof ofertaDatosSchema>;
export type OfertaDatos = z.output<typeof ofertaDatosSchema>;

export const decisionOfertaSchema = z
  .object({
    decision: z.enum(['publicar', 'observar', 'rechazar'], { error: 'Elija publicar, observar o rechazar' }),
    motivo: lineaOpcional(2000, 'El motivo'),
  })
  .refine((v) => v.decision === 'publicar' || !!v.motivo, { path: ['motivo'], message: 'Escriba el motivo: se enviará al empleador' });

export const publicarVariasSchema = z.object({ ids: z.array(idSchema('ofertas de la lista')).min(1, 'Elija al menos una oferta').max(200) });

export const cerrarOfertaSchema = z.object({ cubierta: z.boolean().optional() }).default({});

export const renovarOfertaSchema = z.object({ cierre: fechaIsoSchema('La fecha de cierre') });

export const ofertaSchema = z.object({
  id: enteroSchema,
  empleadorId: enteroSchema,
  empleador: z.string(),
  titulo: z.string(),
  descripcion: z.string(),
  programaIds: z.array(enteroSchema),
  modalidad: claveDe(MODALIDADES),
  entidad: z.string(),
  municipio: z.string(),
  jornada: claveDe(JORNADAS),
  sueldoMin: enteroSchema.nullable(),
  sueldoMax: enteroSchema.nullable(),
  plazas: enteroSchema,
  cierre: diaSchema,
  postulacionExterna: z.string().nullable(),
  estado: codigoDe(ESTADOS_OFERTA),
  motivo: z.string().nullable(),
  publicadaEn: instanteSchema.nullable(),
  cerradaEn: instanteSchema.nullable(),
  cubierta: z.boolean(),
  renovada: z.boolean(),
  revisionPosterior: z.boolean(),
  createdAt: instanteSchema,
});
export type Oferta = z.input<typeof ofertaSchema>;

/** The public card and page: no moderation notes. */
export const ofertaPublicaSchema = ofertaSchema.omit({ motivo: true, revisionPosterior: true, empleadorId: true });
export type OfertaPublica = z.input<typeof ofertaPublicaSchema>;
/** An offer as the public search lists it: the description is read on the offer's own page (20 of them were ~40 KB). */
export const ofertaEnListaSchema = ofertaPublicaSchema.omit({ descripcion: true });
export type OfertaEnLista = z.input<typeof ofertaEnListaSchema>;

/** The public search's filter (the `filter` JSON of GET /api/bolsa/ofertas). */
export const filtroOfertasSchema = z.object({
  q: z.string().max(200).optional(),
  programaId: z.coerce.number().int().positive().optional(),
  modalidad: enumDe<Modalidad>(MODALIDADES, 'Modalidad desconocida').optional(),
  jornada: enumDe<Jornada>(JORNADAS, 'Jornada desconocida').optional(),
  entidad: z.enum(Object.keys(ENTIDADES_FEDERATIVAS) as [string, ...string[]], { error: 'Entidad desconocida' }).optional(),
  conSueldo: z.boolean().optional(),
  sueldoMin: z.coerce.number().int().min(0).optional(),
});

// ── Applications ──────────────────────────────────────────────────────────────────────────────────────

export const CONSENTIMIENTO_OBLIGATORIO = 'Para postularse debe aceptar compartir sus datos con este empleador';

/** An optional short text: line breaks allowed, other control characters not. */
const mensajeOpcional = z
  .string({ error: 'El mensaje debe ser texto' })
  .max(2000, 'El mensaje no puede tener más de 2,000 caracteres')
  .transform((v) => v.replace(/\r\n?/g, '\n').trim().normalize())
  // eslint-disable-next-line no-control-regex -- line breaks allowed, other control characters not
  .refine((v) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(v), 'El mensaje contiene caracteres no permitidos')
  .default('');

export const datosCandidaturaSchema = z.object({
  mensaje: mensajeOpcional,
  consentimiento: z.literal(true, { error: CONSENTIMIENTO_OBLIGATORIO }),
});

export const cambioEstadoCandidaturaSchema = z.object({
  estado: enumDe<EstadoCandidatura>(ESTADOS_CANDIDATURA, 'Elija un estado de la lista'),
  mensaje: mensajeOpcional,
});

export const candidaturaSchema = z.object({
  id: enteroSchema,
  ofertaId: enteroSchema,
  oferta: z.string(),
  empleador: z.string(),
  nombre: z.string(),
  correo: z.string(),
  telefono: z.string().nullable(),
  mensaje: z.string(),
  declaracion: z.string(),
  tieneCv: z.boolean(),
  estado: codigoDe(ESTADOS_CANDIDATURA),
  estadoEn: instanteSchema,
  vistaEn: instanteSchema.nullable(),
  /** 20 working days without an answer from the employer. */
  sinRespuesta: z.boolean(),
  /** 10 working days without an answer: the employer's portal lists it among what waits for it. */
  porAtender: z.boolean(),
  createdAt: instanteSchema,
});
export type Candidatura = z.input<typeof candidaturaSchema>;

export const candidaturaCreadaSchema = z.object({ id: enteroSchema, estado: z.literal('enviada') });

// ── Alerts, settings and indicators ───────────────────────────────────────────────────────────────────

export const alertaSchema = z.object({
  programaIds: z.array(idSchema('un programa de la lista')).max(100),
  modalidades: z.array(enumDe<Modalidad>(MODALIDADES, 'Modalidad desconocida')).max(3),
  entidades: z.array(entidadSchema).max(32),
  activa: z.boolean({ error: 'Indique si la alerta está activa' }),
});
export type Alerta = z.input<typeof alertaSchema>;
export type AlertaDatos = z.output<typeof alertaSchema>;

export const ajustesBolsaSchema = z.object({
  anio: entero('El año', 2020, 2100),
  salarioMinimoDiario: z.coerce.number({ error: 'Escriba el salario mínimo diario' }).positive('Debe ser mayor que cero').max(100_000),
  salarioMinimoDiarioFrontera: z.coerce.number({ error: 'Escriba el salario mínimo diario de la frontera norte' }).positive('Debe ser mayor que cero').max(100_000),
});
export type AjustesBolsa = z.input<typeof ajustesBolsaSchema>;

export const indicadoresQuerySchema = z.object({
  desde: fechaIsoSchema('La fecha inicial').optional(),
  hasta: fechaIsoSchema('La fecha final').optional(),
  programaId: z.coerce.number().int().positive().optional(),
});

const filaIndicadoresSchema = z.object({
  programaId: enteroSchema,
  programa: z.string(),
  generacion: enteroSchema.nullable(),
  ofertas: enteroSchema,
  plazas: enteroSchema,
  candidaturas: enteroSchema,
  contratados: enteroSchema,
  tasaColocacion: z.number(),
  diasPrimeraCandidatura: z.number().nullable(),
  diasContratacion: z.number().nullable(),
});

export const indicadoresSchema = z.object({
  ofertas: enteroSchema,
  plazas: enteroSchema,
  candidaturas: enteroSchema,
  contratados: enteroSchema,
  tasaColocacion: z.number(),
  empleadoresActivos: enteroSchema,
  diasPrimeraCandidatura: z.number().nullable(),
  diasContratacion: z.number().nullable(),
  porPrograma: z.array(filaIndicadoresSchema),
  /** The same per program and generación (students have none). */
  porGeneracion: z.array(filaIndicadoresSchema),
});
export type Indicadores = z.input<typeof indicadoresSchema>;
