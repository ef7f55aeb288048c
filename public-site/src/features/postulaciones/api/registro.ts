import type { ApiClient } from '../../../../../shared/api/client';
import type { BorradorInput, BorradorPublico, RegistroCompletado } from '../../../../../shared/schemas/postulaciones';
import { useApiClient } from '../../../lib/api-client';
import { useMutation } from '../../../lib/use-mutation';

export interface EnvioPostulacion {
  datos: unknown;
  archivos: Record<string, File | null | undefined>;
  /** Another endpoint than the public one (staff capture). */
  enviar?: (envio: EnvioPostulacion) => Promise<RegistroCompletado>;
}

/** `datos` as JSON plus one file field per document, named by its clave. */
export function formularioPostulacion({ datos, archivos }: EnvioPostulacion): FormData {
  const form = new FormData();
  form.append('datos', JSON.stringify(datos));
  for (const [clave, archivo] of Object.entries(archivos)) if (archivo) form.append(clave, archivo, archivo.name);
  return form;
}

/** POST /api/postulaciones/registro (multipart). */
export function enviarPostulacion(client: ApiClient, envio: EnvioPostulacion) {
  return client.post<RegistroCompletado>('/postulaciones/registro', formularioPostulacion(envio));
}

export function useEnviarPostulacion() {
  const client = useApiClient();
  return useMutation((input: EnvioPostulacion) => (input.enviar ? input.enviar(input) : enviarPostulacion(client, input)));
}

/** POST /api/postulaciones (staff, multipart): a paper nomination; answers its folio and id. */
export function capturarPostulacion(client: ApiClient, envio: EnvioPostulacion) {
  return client.post<RegistroCompletado>('/postulaciones', formularioPostulacion(envio));
}

/** POST /api/postulaciones/borradores: keeps the form (without files) and emails a link to finish it. */
export function guardarBorrador(client: ApiClient, input: BorradorInput) {
  return client.post<{ message: string }>('/postulaciones/borradores', input);
}

export function useGuardarBorrador() {
  const client = useApiClient();
  return useMutation((input: BorradorInput) => guardarBorrador(client, input));
}

/** GET /api/postulaciones/borradores?token=T: a saved draft reached from its emailed link (410 when not valid). */
export function leerBorrador(client: ApiClient, token: string) {
  return client.get<BorradorPublico>('/postulaciones/borradores', { token });
}
