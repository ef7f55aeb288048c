import type { ApiClient } from '../../../../../../shared/api/client';
import type { Pendientes } from '../../../../../../shared/schemas/pendientes';

export const leerPendientes = (client: ApiClient) => client.get<Pendientes>('/pendientes');
