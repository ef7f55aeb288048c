import { z } from '../validation';
import type { MiEspacioEgresado } from '../egresados/mi-espacio';

export const miEspacioEgresadoSchema = z.object({
  nombre: z.string(),
  correo: z.string(),
  programa: z.string(),
  nivel: z.string(),
  generacion: z.number().int(),
  titulado: z.boolean(),
}) satisfies z.ZodType<MiEspacioEgresado>;
