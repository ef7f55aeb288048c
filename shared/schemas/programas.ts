import { unaLinea, z } from '../validation';
import { instanteSchema } from './respuestas';

export const programaInputSchema = z.object({
  clave: z
    .string({ error: 'La clave es obligatoria' })
    .trim()
    .min(1, { message: 'La clave es obligatoria', abort: true })
    .max(20, 'La clave no puede tener más de 20 caracteres')
    .regex(/^[A-Za-z0-9._-]+$/, 'La clave solo puede tener letras, números, puntos y guiones')
    .transform((v) => v.toUpperCase()),
  nombre: z
    .string({ error: 'El nombre del programa es obligatorio' })
    .trim()
    .normalize()
    .min(1, { message: 'El nombre del programa es obligatorio', abort: true })
    .max(160, 'El nombre no puede tener más de 160 caracteres')
    .superRefine(unaLinea('El nombre')),
  nivelId: z.number({ error: 'Seleccione el nivel' }).int('Seleccione el nivel').positive('Seleccione el nivel'),
})
  .extend({ activo: z.boolean({ error: 'Indique si el programa está activo' }).default(true) });
export type ProgramaInput = z.input<typeof programaInputSchema>;

export const programaSchema = z.object({
  id: z.number().int(),
  clave: z.string(),
  nombre: z.string(),
  nivelId: z.number().int(),
  nivel: z.string(),
  activo: z.boolean(),
  /** Graduates recorded in this program. */
  egresados: z.number().int(),
  createdAt: instanteSchema,
  updatedAt: instanteSchema,
});
/** As the client receives it (timestamps as ISO text). */
export type Programa = z.input<typeof programaSchema>;

export const PROGRAMA_CLAVE_DUPLICADA = 'Ya existe un programa con esta clave';
export const PROGRAMA_NOMBRE_DUPLICADO = 'Ya existe un programa con este nombre en el nivel';
export const PROGRAMA_EN_USO = 'El programa tiene egresados: no se puede eliminar. Desactívelo para que ya no se ofrezca.';
export const NIVEL_INEXISTENTE = 'El nivel seleccionado no existe';
