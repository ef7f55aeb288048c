import type { ApiClient } from '../../../../../shared/api/client';
import type { Suscripcion } from './suscripcion';

/** GET /api/correo/baja?t=…: the address the emailed link names and whether it already unsubscribed. */
export async function leerBaja(client: ApiClient, token: string) {
  return client.get<Suscripcion>('/correo/baja', { t: token });
}
