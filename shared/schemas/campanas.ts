import { unaLinea, z } from '../validation';
import { egresadoFiltroSchema } from './egresados';

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

export interface ConteoCampana {
  total: number;
  enviados: number;
  fallidos: number;
  pendientes: number;
  bajas: number;
}

export interface Campana extends ConteoCampana {
  id: number;
  nombre: string;
  plantillaId: number | null;
  plantilla: string | null;
  filtro: Record<string, unknown>;
  estado: EstadoCampana;
  programadaPara: string | null;
  usuarioEmail: string | null;
  iniciadaEn: string | null;
  terminadaEn: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Destinatario {
  id: number;
  campanaId: number;
  egresadoId: number | null;
  correo: string;
  nombre: string | null;
  estado: EstadoDestinatario;
  intentos: number;
  ultimoError: string | null;
  enviadoEn: string | null;
}

/** POST /api/campanas/audiencia: who a filter reaches before anything is sent. */
export const audienciaSchema = z.object({ filtro: egresadoFiltroSchema.default({}) });
export interface Audiencia {
  /** Graduates matching the filter. */
  total: number;
  /** Of those, addresses that unsubscribed: they will be listed as baja and not written to. */
  bajas: number;
  /** Messages that would go out. */
  destinatarios: number;
}
