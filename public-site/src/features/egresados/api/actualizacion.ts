import type { ApiClient } from '../../../../../shared/api/client';
import type { ActualizacionInput } from '../../../../../shared/schemas/egresados';
import type { ActualizacionGuardada, ExpedientePropio } from '../../../../../shared/schemas/registro';

/** GET /api/egresados/actualizacion: the record the emailed link names (410 when the link is not valid). */
export function leerExpediente(client: ApiClient, token: string) {
  return client.get<ExpedientePropio>('/egresados/actualizacion', { token });
}

export function guardarExpediente(client: ApiClient, token: string, input: ActualizacionInput) {
  return client.put<ActualizacionGuardada>('/egresados/actualizacion', { ...input, token });
}
