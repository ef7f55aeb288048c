import { AREAS, type Area } from '../permissions';
import { unaLinea, z } from '../validation';
import { instanteSchema } from './respuestas';

/** A list of record ids from a multiple-choice input; repeated ids collapse into one. */
export function idListSchema(invalid: string, max = 500) {
  return z
    .array(z.number({ error: invalid }).int(invalid).positive(invalid), { error: invalid })
    .max(max, `No puede seleccionar más de ${max} elementos`)
    .transform((ids) => [...new Set(ids)]);
}

export const areaSchema = z.enum(AREAS, { error: 'Seleccione un área válida' });

/** Free text shared by roles and permissions. */
export const descripcionSchema = z
  .string({ error: 'La descripción debe ser texto' })
  .trim()
  .max(500, 'La descripción no puede tener más de 500 caracteres')
  .default('');

export const rolInputSchema = z.object({
  nombre: z
    .string({ error: 'El nombre del rol es obligatorio' })
    .trim()
    .normalize()
    .min(1, 'El nombre del rol es obligatorio')
    .max(80, 'El nombre del rol no puede tener más de 80 caracteres')
    .superRefine(unaLinea('El nombre del rol')),
  descripcion: descripcionSchema,
  area: areaSchema,
})
  .extend({
    activo: z.boolean({ error: 'Indique si el rol está activo' }).default(true),
    permisoIds: idListSchema('Seleccione permisos válidos').default([]),
  });
export type RolInput = z.input<typeof rolInputSchema>;

/** A role as the API answers it. The area is answered as stored text; the type narrows it. */
export const rolSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  area: z.string(),
  activo: z.boolean(),
  sistema: z.boolean(),
  permisoIds: z.array(z.number().int()),
  /** The names of those permissions. */
  permisos: z.array(z.string()),
  /** In lists: the reader may not grant or take away this role (issue 19, item 2). */
  noConcedible: z.boolean().optional(),
  usuarios: z.number().int(),
  createdAt: instanteSchema,
  updatedAt: instanteSchema,
});
export type Rol = Omit<z.input<typeof rolSchema>, 'area'> & { area: Area };

export const ROL_NOMBRE_DUPLICADO = 'Ya existe un rol con este nombre';
export const ROL_ADMIN_PROTEGIDO = 'El rol de administrador es del sistema: no se puede renombrar ni desactivar';
