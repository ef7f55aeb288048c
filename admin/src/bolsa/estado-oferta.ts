import { ESTADOS_OFERTA, type EstadoOferta } from '../../../shared/bolsa/valores';
import type { Oferta } from '../../../shared/schemas/bolsa';

/** An offer's state as staff read it; its own module so the list and the show page stay separate lazy chunks. */
export const estadoOferta = (o: Oferta) => `${ESTADOS_OFERTA[o.estado as EstadoOferta] ?? o.estado}${o.revisionPosterior ? ' (revisión posterior)' : ''}`;
