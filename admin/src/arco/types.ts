import type { SolicitudArcoDetalle } from '../../../shared/schemas/arco-respuesta';

/** A request as the list (without its steps and who registered it) and the show page (with them) read it. */
export type SolicitudArco = Omit<SolicitudArcoDetalle, 'pasos' | 'registradaPor'> & Partial<Pick<SolicitudArcoDetalle, 'pasos' | 'registradaPor'>>;
