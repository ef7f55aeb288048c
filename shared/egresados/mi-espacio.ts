import { z } from '../validation';
import { ENLACE_ACCESO_MINUTOS } from '../acceso-enlace/valores';

/** The same answer whether or not the address is on a graduate record. */
export const ACCESO_EGRESADO_ENVIADO =
  `Si el correo está en su registro de egresado, le enviamos un enlace para entrar. Revise su bandeja de entrada (y la de correo no deseado): el enlace vence en ${ENLACE_ACCESO_MINUTOS} minutos y sirve una sola vez.`;

/** What «Mi espacio de egresado» shows of the graduate's own record. */
export const miEspacioEgresadoSchema = z.object({
  nombre: z.string(),
  correo: z.string(),
  programa: z.string(),
  nivel: z.string(),
  /** The year of graduation. */
  generacion: z.number().int(),
  titulado: z.boolean(),
});
export type MiEspacioEgresado = z.infer<typeof miEspacioEgresadoSchema>;
