import type { ApiClient } from '../../../../../shared/api/client';
import { suscripcionSchema } from './suscripcion';

/** GET /api/correo/baja?t=…: the address the emailed link names and whether it already unsubscribed. */
export async function leerBaja(client: ApiClient, token: string) {
  return suscripcionSchema.parse(await client.get('/correo/baja', { t: token }));
}
