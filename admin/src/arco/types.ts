import type { SolicitudArcoDetalle } from '../../../shared/schemas/arco-respuesta';

/** A request as the list (without its steps) and the show page (with them) read it. */
export type SolicitudArco = Omit<SolicitudArcoDetalle, 'pasos'> & Partial<Pick<SolicitudArcoDetalle, 'pasos'>>;
