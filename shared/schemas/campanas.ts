import { unaLinea, z } from '../validation';
import { egresadoFiltroSchema } from './egresados';
import { instanteSchema } from './respuestas';

export const ESTADOS_CAMPANA = {
  borrador: 'Borrador',
  programada: 'Programada',
  enviando: 'Enviando',
  pausada: 'Pausada',
  completada: 'Completada',
  cancelada: 'Cancelada',
} as const;
export type EstadoCampana = keyof typeof ESTADOS_CAMPANA;

/** What a staff member sees per recipient ('enviando' is shown as pendiente: it is a lease, not a result). */
export const ESTADOS_DESTINATARIO = {
  pendiente: 'Pendiente',
  enviando: 'Enviando',
  enviado: 'Enviado',
  fallido: 'Fallido',
  baja: 'Baja',
} as const;
export type EstadoDestinatario = keyof typeof ESTADOS_DESTINATARIO;

/** The actions of POST /api/campanas/:id/<accion>, and the states each one may start from. */
export const ACCIONES_CAMPANA = {
  enviar: ['borrador'],
  pausar: ['programada', 'enviando'],
  reanudar: ['pausada'],
  cancelar: ['borrador', 'programada', 'enviando', 'pausada'],
  /** Failed recipients back in the queue (those an interrupted send left behind may get the message twice). */
  reintentar: ['enviando', 'pausada', 'completada'],
} as const satisfies Record<string, readonly EstadoCampana[]>;
export type AccionCampana = keyof typeof ACCIONES_CAMPANA;

export const campanaInputSchema = z.object({
  nombre: z
    .string({ error: 'El nombre de la campaña es obligatorio' })
    .trim()
    .normalize()
    .min(1, { message: 'El nombre de la campaña es obligatorio', abort: true })
    .max(160, 'El nombre no puede tener más de 160 caracteres')
    .superRefine(unaLinea('El nombre')),
})
  .extend({
    plantillaId: z.coerce.number({ error: 'Elija una plantilla' }).int('Elija una plantilla').positive('Elija una plantilla'),
    filtro: egresadoFiltroSchema.default({}),
    /** ISO date-time; absent or null means "send when I press Enviar". */
    programadaPara: z.iso
      .datetime({ offset: true, error: 'La fecha programada no es válida' })
      .nullable()
      .optional(),
  });
export type CampanaInput = z.input<typeof campanaInputSchema>;

// Estados are answered as text, as the database holds them (a varchar): the types below narrow them for the client.
const estadoDe = (lista: Record<string, string>) => z.string().meta({ description: `Una clave de: ${Object.keys(lista).join(', ')}.` });

const conteoCampanaSchema = z.object({
  total: z.number().int(),
  enviados: z.number().int(),
  fallidos: z.number().int(),
  pendientes: z.number().int(),
  bajas: z.number().int(),
});
export type ConteoCampana = z.input<typeof conteoCampanaSchema>;

export const campanaSchema = conteoCampanaSchema.extend({
  id: z.number().int(),
  nombre: z.string(),
  plantillaId: z.number().int().nullable(),
  /** The template's name, joined; null once the template is deleted. */
  plantilla: z.string().nullable(),
  filtro: z.record(z.string(), z.unknown()),
  estado: estadoDe(ESTADOS_CAMPANA),
  programadaPara: instanteSchema.nullable(),
  usuarioEmail: z.string().nullable(),
  iniciadaEn: instanteSchema.nullable(),
  terminadaEn: instanteSchema.nullable(),
  createdAt: instanteSchema,
  updatedAt: instanteSchema,
});
/** As the client receives it (timestamps as ISO text). */
export type Campana = Omit<z.input<typeof campanaSchema>, 'estado'> & { estado: EstadoCampana };

export const destinatarioSchema = z.object({
  id: z.number().int(),
  campanaId: z.number().int(),
  egresadoId: z.number().int().nullable(),
  correo: z.string(),
  nombre: z.string().nullable(),
  estado: estadoDe(ESTADOS_DESTINATARIO),
  intentos: z.number().int(),
  ultimoError: z.string().nullable(),
  enviadoEn: instanteSchema.nullable(),
});
export type Destinatario = Omit<z.input<typeof destinatarioSchema>, 'estado'> & { estado: EstadoDestinatario };

/** POST /api/campanas/audiencia: who a filter reaches before anything is sent. */
export const audienciaSchema = z.object({ filtro: egresadoFiltroSchema.default({}) });
export const audienciaRespuestaSchema = z.object({
  /** Graduates matching the filter. */
  total: z.number().int(),
  /** Of those, addresses that unsubscribed: they will be listed as baja and not written to. */
  bajas: z.number().int(),
  /** Messages that would go out. */
  destinatarios: z.number().int(),
});
export type Audiencia = z.input<typeof audienciaRespuestaSchema>;
