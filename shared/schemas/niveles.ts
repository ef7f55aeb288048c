import { unaLinea, z } from '../validation';
import { instanteSchema } from './respuestas';

export const nivelInputSchema = z.object({
  nombre: z
    .string({ error: 'El nombre del nivel es obligatorio' })
    .trim()
    .normalize()
    .min(1, { message: 'El nombre del nivel es obligatorio', abort: true })
    .max(80, 'El nombre no puede tener más de 80 caracteres')
    .superRefine(unaLinea('El nombre')),
  clave: z
    .string({ error: 'La clave es obligatoria' })
    .trim()
    .min(1, { message: 'La clave es obligatoria', abort: true })
    .max(20, 'La clave no puede tener más de 20 caracteres')
    .regex(/^[A-Za-z0-9._-]+$/, 'La clave solo puede tener letras, números, puntos y guiones')
    .transform((v) => v.toUpperCase()),
})
  .extend({
    orden: z.coerce.number({ error: 'El orden debe ser un número' }).int('El orden debe ser un número entero').min(0, 'El orden no puede ser negativo').max(999, 'El orden no puede ser mayor que 999').default(0),
    activo: z.boolean({ error: 'Indique si el nivel está activo' }).default(true),
  });
export type NivelInput = z.input<typeof nivelInputSchema>;

export const nivelSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  clave: z.string(),
  orden: z.number().int(),
  activo: z.boolean(),
  /** Programs at this level. */
  programas: z.number().int(),
  createdAt: instanteSchema,
  updatedAt: instanteSchema,
});
/** As the client receives it (timestamps as ISO text). */
export type Nivel = z.input<typeof nivelSchema>;

export const NIVEL_NOMBRE_DUPLICADO = 'Ya existe un nivel con este nombre';
export const NIVEL_CLAVE_DUPLICADA = 'Ya existe un nivel con esta clave';
export const NIVEL_EN_USO = 'El nivel tiene programas: no se puede eliminar. Desactívelo para que ya no se ofrezca.';
