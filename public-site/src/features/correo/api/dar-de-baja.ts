import type { ApiClient } from '../../../../../shared/api/client';
import type { Suscripcion } from './suscripcion';

/** POST /api/correo/baja?t=…: stop the office's mass mailings to that address. */
export async function darDeBaja(client: ApiClient, token: string) {
  return client.request<Suscripcion>('/correo/baja', { method: 'POST', query: { t: token }, body: {} });
}
