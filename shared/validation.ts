import { z } from 'zod';
import es from 'zod/v4/locales/es.js';

// zod speaks Spanish everywhere it is imported through here (client and server).
z.config(es());

export { z };

export const emailSchema = z
  .string({ error: 'El correo es obligatorio' })
  .trim()
  .min(1, { message: 'El correo es obligatorio', abort: true })
  .max(254, 'El correo es demasiado largo')
  .email('Escriba un correo válido, por ejemplo nombre@universidad.mx')
  .transform((v) => v.toLowerCase());

/** 8 characters at least; long passphrases (64 and beyond) are welcome. */
export const passwordSchema = z
  .string({ error: 'La contraseña es obligatoria' })
  .min(8, 'La contraseña debe tener al menos 8 caracteres')
  .max(256, 'La contraseña no puede tener más de 256 caracteres');
