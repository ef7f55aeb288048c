import { z, emailSchema, passwordSchema } from '../validation';

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'La contraseña es obligatoria' }).min(1, 'La contraseña es obligatoria').max(256),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z.string().min(1, 'El enlace no es válido'),
  password: passwordSchema,
});

export const LOGIN_FAILED = 'Estas credenciales no coinciden con nuestros registros.';
export const LOGIN_THROTTLED = 'Demasiados intentos de inicio de sesión. Intente de nuevo en unos segundos.';
export const USER_DISABLED = 'Esta cuenta está desactivada. Comuníquese con la administración.';
