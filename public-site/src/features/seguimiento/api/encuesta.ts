import type { ApiClient } from '../../../../../shared/api/client';
import type { Encuesta } from '../../../../../shared/schemas/seguimiento';
import type { Respuestas } from '../../../../../shared/seguimiento/respuestas';

/** GET /api/seguimiento/encuesta: the survey the personal link names (404 unknown, 410 closed). */
export function leerEncuesta(client: ApiClient, token: string) {
  return client.get<Encuesta>('/seguimiento/encuesta', { token });
}

/**
 * PUT /api/seguimiento/encuesta: a draft (enviar false) or the answers sent (enviar true, fully checked). `alSalir`:
 * the draft goes out as the page is left, and the browser finishes sending it.
 */
export function guardarEncuesta(client: ApiClient, token: string, respuestas: Respuestas, enviar: boolean, aceptaAviso?: boolean, alSalir = false) {
  return client.request<{ enviada: boolean; respuestas: Respuestas }>('/seguimiento/encuesta', { method: 'PUT', body: { token, respuestas, enviar, aceptaAviso }, keepalive: alSalir });
}
