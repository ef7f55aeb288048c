import { emailSchema, passwordSchema, unaLinea, z } from '../validation';
import { instanteSchema } from './respuestas';
import { idListSchema } from './roles';

const base = z.object({
  name: z
    .string({ error: 'El nombre es obligatorio' })
    .trim()
    .normalize()
    .min(1, 'El nombre es obligatorio')
    .max(160, 'El nombre no puede tener más de 160 caracteres')
    .superRefine(unaLinea('El nombre')),
  email: emailSchema,
});

const roleIds = idListSchema('Seleccione roles válidos', 50);

export const usuarioCreateSchema = base.extend({
  password: passwordSchema,
  roleIds: roleIds.default([]),
  activo: z.boolean({ error: 'Indique si la cuenta está activa' }).default(true),
});
export type UsuarioCreateInput = z.input<typeof usuarioCreateSchema>;

/** Forms send an empty password (or none) to mean "keep the current one". */
export const usuarioUpdateSchema = base.extend({
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), passwordSchema.optional()),
  roleIds,
  activo: z.boolean({ error: 'Indique si la cuenta está activa' }),
});
export type UsuarioUpdateInput = z.input<typeof usuarioUpdateSchema>;

/** A staff user as the API answers it; the password hash never leaves the server (nor any field not listed here). */
export const usuarioSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  activo: z.boolean(),
  roleIds: z.array(z.number().int()),
  roles: z.array(z.string()),
  emailVerifiedAt: instanteSchema.nullable(),
  lastLoginAt: instanteSchema.nullable(),
  createdAt: instanteSchema,
  updatedAt: instanteSchema,
});
export type Usuario = z.input<typeof usuarioSchema>;

export const EMAIL_DUPLICADO = 'Ya existe un usuario con este correo';
export const NO_AUTODESACTIVAR = 'No puede desactivar su propia cuenta';
export const NO_QUITAR_PROPIO_ADMIN = 'No puede quitarse a sí mismo el rol de administrador';
export const ROL_INEXISTENTE = 'Alguno de los roles seleccionados no existe';
export const ROL_NO_CONCEDIBLE = 'Solo puede asignar o quitar roles cuyos permisos usted también tiene';
export const CUENTA_NO_GESTIONABLE = 'No puede modificar la cuenta de alguien con permisos que usted no tiene';
export const CREDENCIALES_SOLO_ADMIN =
  'Solo un administrador puede cambiar la contraseña o el correo de otra persona. Puede enviarle un enlace para restablecer su contraseña.';
export const CUENTA_INACTIVA_SIN_ENLACE = 'La cuenta está desactivada: actívela antes de enviar un enlace para restablecer la contraseña';
