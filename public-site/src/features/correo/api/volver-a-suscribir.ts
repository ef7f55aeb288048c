import type { ApiClient } from '../../../../../shared/api/client';
import type { Suscripcion } from './suscripcion';

/** POST /api/correo/alta?t=…: undo an unsubscribe made by mistake. */
export async function volverASuscribir(client: ApiClient, token: string) {
  return client.request<Suscripcion>('/correo/alta', { method: 'POST', query: { t: token }, body: {} });
}
