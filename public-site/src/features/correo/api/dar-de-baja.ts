import type { ApiClient } from '../../../../../shared/api/client';
import { suscripcionSchema } from './suscripcion';

/** POST /api/correo/baja?t=…: stop the office's mass mailings to that address. */
export async function darDeBaja(client: ApiClient, token: string) {
  return suscripcionSchema.parse(await client.request('/correo/baja', { method: 'POST', query: { t: token }, body: {} }));
}
