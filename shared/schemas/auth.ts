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

/** The signed-in account as the apps keep it (shared/auth/session.ts): enough to greet and to guard pages. */
export const usuarioSesionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  /** Only while the address is unconfirmed: the account then reaches no staff permission. */
  sinVerificar: z.boolean().optional(),
});

/** What a login answers: the session token and its account. */
export const sesionSchema = z.object({ token: z.string(), user: usuarioSesionSchema });

export const LOGIN_FAILED = 'Estas credenciales no coinciden con nuestros registros.';
export const LOGIN_THROTTLED = 'Demasiados intentos de inicio de sesión. Intente de nuevo en unos segundos.';
export const USER_DISABLED = 'Esta cuenta está desactivada. Comuníquese con la administración.';
