import { z } from 'zod';

/** What the unsubscribe endpoints answer: the address masked (c***@dominio.mx) and whether it is unsubscribed. */
export const suscripcionSchema = z.object({ correo: z.string(), baja: z.boolean() });
export type Suscripcion = z.infer<typeof suscripcionSchema>;
