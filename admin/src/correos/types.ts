import type { z } from '../../../shared/validation';
import type { correoSchema } from '../../../shared/schemas/correos';

export const ESTADOS = ['pendiente', 'enviando', 'enviado', 'fallido', 'retenido'] as const;
export type Estado = (typeof ESTADOS)[number];

/** A message of the outbox as GET /api/correos answers it. */
export type Correo = Omit<z.input<typeof correoSchema>, 'estado'> & { estado: Estado };
