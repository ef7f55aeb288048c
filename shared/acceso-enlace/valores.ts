import { z, emailSchema } from '../validation';
import { ENLACE_ACCESO_INVALIDO } from './textos';

export { ROL_EGRESADO, ROL_POSTULANTE, type PropositoEnlace } from './roles';
export { ENLACE_ACCESO_INVALIDO, ENLACE_ACCESO_MINUTOS } from './textos';

/** The body of every «send me a sign-in link» form. */
export const solicitudEnlaceSchema = z.object({ correo: emailSchema });

/** The body that exchanges a link's token for a session. */
export const canjeEnlaceSchema = z.object({
  token: z.string({ error: ENLACE_ACCESO_INVALIDO }).trim().min(1, ENLACE_ACCESO_INVALIDO).max(200, ENLACE_ACCESO_INVALIDO),
});
