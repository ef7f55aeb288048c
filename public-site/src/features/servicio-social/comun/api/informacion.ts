import type { InformacionPublica } from '../../../../../../shared/schemas/servicio-social';
import { useQuery } from './use-query';

/** GET /api/servicio-social/informacion: the office's rules and the periods. */
export function useInformacion() {
  return useQuery((client) => client.get<InformacionPublica>('/servicio-social/informacion'));
}
