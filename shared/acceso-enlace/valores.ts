import { z, emailSchema } from '../validation';

export { ROL_EGRESADO, ROL_POSTULANTE, type PropositoEnlace } from './roles';

export const ENLACE_ACCESO_MINUTOS = 15;

export const ENLACE_ACCESO_INVALIDO = 'El enlace para entrar no es válido: ya se usó o venció. Pida un enlace nuevo.';

/** The body of every «send me a sign-in link» form. */
export const solicitudEnlaceSchema = z.object({ correo: emailSchema });

/** The body that exchanges a link's token for a session. */
export const canjeEnlaceSchema = z.object({
  token: z.string({ error: ENLACE_ACCESO_INVALIDO }).trim().min(1, ENLACE_ACCESO_INVALIDO).max(200, ENLACE_ACCESO_INVALIDO),
});
