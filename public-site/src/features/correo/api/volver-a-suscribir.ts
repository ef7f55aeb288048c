import type { ApiClient } from '../../../../../shared/api/client';
import { suscripcionSchema } from './suscripcion';

/** POST /api/correo/alta?t=…: undo an unsubscribe made by mistake. */
export async function volverASuscribir(client: ApiClient, token: string) {
  return suscripcionSchema.parse(await client.request('/correo/alta', { method: 'POST', query: { t: token }, body: {} }));
}
