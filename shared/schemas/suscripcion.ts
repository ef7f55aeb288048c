// Its own file: the public unsubscribe page reads it, and downloads nothing else from the mailing schemas.
import { z } from '../validation';

/** What the unsubscribe endpoints answer: the address masked (c***@dominio.mx) and whether it is unsubscribed. */
export const suscripcionSchema = z.object({ correo: z.string(), baja: z.boolean() });
export type Suscripcion = z.infer<typeof suscripcionSchema>;
