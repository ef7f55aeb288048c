// Its own file: the unsubscribe endpoints answer with it; the public page imports only its type (no zod in its boot).
import { z } from '../validation';

/**
 * What the unsubscribe endpoints answer: the address masked (c***@dominio.mx), whether it is unsubscribed, and whether
 * that is an opposition made through ARCO (which only a new ARCO request lifts, never this page).
 */
export const suscripcionSchema = z.object({ correo: z.string(), baja: z.boolean(), oposicion: z.boolean() });
export type Suscripcion = z.infer<typeof suscripcionSchema>;
