import { passwordSchema, z } from '../../../../../shared/validation';

export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden';

/** What the form checks before sending: the server's rule plus the confirmation the user typed twice. Loaded on demand. */
export const resetPasswordForm = z
  .object({ password: passwordSchema, confirmation: z.string() })
  .refine((v) => v.password === v.confirmation, { path: ['confirmation'], message: PASSWORDS_DIFFER });
