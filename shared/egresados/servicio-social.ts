import type { z } from '../validation';
import type { servicioSocialDeEgresadoSchema } from '../schemas/egresados-respuesta';
import type { EstadoPrestacion } from '../servicio-social/valores';

/** Its schema is in shared/schemas/egresados-respuesta.ts; the state is answered as text and narrowed here. */
export type ServicioSocialDeEgresado = Omit<z.input<typeof servicioSocialDeEgresadoSchema>, 'estado'> & { estado: EstadoPrestacion };
