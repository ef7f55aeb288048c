// «Mi espacio de egresado» (issue 32): without zod, for the public pages; the response schema is in
// shared/schemas/egresados-mi-espacio.ts.
import { ENLACE_ACCESO_MINUTOS } from '../acceso-enlace/textos';

/** The same answer whether or not the address is on a graduate record. */
export const ACCESO_EGRESADO_ENVIADO =
  `Si el correo está en su registro de egresado, le enviamos un enlace para entrar. Revise su bandeja de entrada (y la de correo no deseado): el enlace vence en ${ENLACE_ACCESO_MINUTOS} minutos y sirve una sola vez.`;

/** Where the link's token is exchanged for a session. */
export const CANJE_EGRESADO = '/egresados/acceso/canjear';

/** What «Mi espacio de egresado» shows of the graduate's own record. */
export interface MiEspacioEgresado {
  nombre: string;
  correo: string;
  programa: string;
  nivel: string;
  /** The year of graduation. */
  generacion: number;
  titulado: boolean;
}
