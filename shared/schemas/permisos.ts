import type { Area } from '../permissions';
import { z } from '../validation';
import { instanteSchema } from './respuestas';
import { areaSchema, descripcionSchema } from './roles';

/** `recurso.accion`: lowercase letters, digits and hyphens on each side of one dot. */
export const PERMISO_NOMBRE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z0-9]+(?:-[a-z0-9]+)*)$/;

export const permisoInputSchema = z.object({
  nombre: z
    .string({ error: 'El nombre del permiso es obligatorio' })
    .trim()
    .min(1, 'El nombre del permiso es obligatorio')
    .max(120, 'El nombre del permiso no puede tener más de 120 caracteres')
    .regex(PERMISO_NOMBRE, 'Use la forma recurso.accion, con minúsculas, números y guiones; por ejemplo egresados.exportar')
    .refine((v) => v.split('.')[0].length <= 60, 'El recurso no puede tener más de 60 caracteres')
    .refine((v) => (v.split('.')[1] ?? '').length <= 40, 'La acción no puede tener más de 40 caracteres'),
  descripcion: descripcionSchema,
  area: areaSchema,
})
  .extend({ activo: z.boolean({ error: 'Indique si el permiso está activo' }).default(true) });
export type PermisoInput = z.input<typeof permisoInputSchema>;

/** Splits a valid permission name into its resource and action. */
export function partesDePermiso(nombre: string): { recurso: string; accion: string } {
  const [recurso, accion] = nombre.split('.');
  return { recurso, accion };
}

/** A permission as the API answers it. The area is answered as stored text; the type narrows it. */
export const permisoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  area: z.string(),
  recurso: z.string(),
  accion: z.string(),
  activo: z.boolean(),
  sistema: z.boolean(),
  createdAt: instanteSchema,
  updatedAt: instanteSchema,
});
export type Permiso = Omit<z.input<typeof permisoSchema>, 'area'> & { area: Area };

export const PERMISO_NOMBRE_DUPLICADO = 'Ya existe un permiso con este nombre';
export const PERMISO_SISTEMA = 'Este permiso es del sistema: solo puede cambiar su descripción y si está activo';
