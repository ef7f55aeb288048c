// Through shared/validation: in the browser zod is set up there without eval (the CSP forbids it) before any schema exists.
import { z } from '../../../../../shared/validation';

/** What the unsubscribe endpoints answer: the address masked (c***@dominio.mx) and whether it is unsubscribed. */
export const suscripcionSchema = z.object({ correo: z.string(), baja: z.boolean() });
export type Suscripcion = z.infer<typeof suscripcionSchema>;
