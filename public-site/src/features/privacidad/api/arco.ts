import type { ApiClient } from '../../../../../shared/api/client';
import type { EstadoPublico } from '../../../../../shared/schemas/arco';

export interface Acuse {
  folio: string;
  recibida: string;
  limiteRespuesta: string;
  message: string;
}

/** POST /api/arco/solicitudes (multipart: the fields and, without a session, the identity document). */
export function presentarSolicitud(client: ApiClient, campos: Record<string, string>, documento: File | null) {
  const form = new FormData();
  for (const [k, v] of Object.entries(campos)) form.append(k, v);
  if (documento) form.append('documento', documento, documento.name);
  return client.post<Acuse>('/arco/solicitudes', form);
}

/** POST /api/arco/seguimiento: the state and dates, only when folio and email match. */
export function consultarSolicitud(client: ApiClient, folio: string, correo: string) {
  return client.post<EstadoPublico>('/arco/seguimiento', { folio, correo });
}

/** POST /api/arco/seguimiento/respuesta: the person's answer to a prevención; answers the new state. */
export function responderPrevencion(client: ApiClient, folio: string, correo: string, texto: string) {
  return client.post<EstadoPublico>('/arco/seguimiento/respuesta', { folio, correo, texto });
}
