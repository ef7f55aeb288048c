// The public registration's answers, shared by the server and the public site.
import type { Egresado } from './egresados';
import type { catalogoProgramasSchema } from './egresados-respuesta';
import { emailSchema, z } from '../validation';

/** GET /api/catalogos/programas: active levels in their order, each with its active programs. */
export type CatalogoProgramas = z.input<typeof catalogoProgramasSchema>;

export {
  REGISTRO_RECIBIDO, REENVIO_SOLICITADO, ENLACE_ACTUALIZACION_SOLICITADO, ACTUALIZACION_ENLACE_INVALIDO, CORREO_EN_OTRO_EXPEDIENTE, CURP_EN_OTRO_EXPEDIENTE,
} from '../egresados/mensajes';

export const reenvioSchema = z.object({ correo: z.preprocess((v) => v ?? '', emailSchema) });
export type ReenvioInput = z.input<typeof reenvioSchema>;

/** GET /api/egresados/actualizacion: the graduate's own record as the update form edits it. */
export type ExpedientePropio = Omit<
  Egresado,
  'id' | 'programaClave' | 'verificadoEn' | 'origen' | 'avisoPrivacidadVersion' | 'avisoPrivacidadAceptadoEn' | 'createdAt' | 'updatedAt' | 'correo'
> & { correo: string };

/** PUT /api/egresados/actualizacion answers the saved record and a link token bound to its (maybe new) correo. */
export interface ActualizacionGuardada {
  message: string;
  egresado: ExpedientePropio;
  token: string;
  correoCambiado: boolean;
}
