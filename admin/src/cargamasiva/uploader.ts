import { ApiError } from '../../../shared/api/errors';
import type { Mapeo, ResultadoImportacion } from '../../../shared/schemas/importaciones';
import { apiClient } from '../providers/apiClient';

export interface EnvioImportacion {
  archivo: File;
  mapeo?: Mapeo;
  simular: boolean;
  vistaPrevia: boolean;
  /** 0..1 while the bytes go up; once it reaches 1 the server is still reading the rows. */
  onProgress?: (fraccion: number) => void;
  signal?: AbortSignal;
}

export const IMPORTACIONES_URL = '/api/egresados/importaciones';

/**
 * POST the file with XMLHttpRequest, whose upload progress fetch does not report. The session and the 401
 * handling are the shared client's: same bearer token, same sign-out and trip to /login.
 */
export function subirImportacion({ archivo, mapeo, simular, vistaPrevia, onProgress, signal }: EnvioImportacion): Promise<ResultadoImportacion> {
  const form = new FormData();
  if (mapeo) form.append('mapeo', JSON.stringify(mapeo));
  form.append('simular', String(simular));
  form.append('vistaPrevia', String(vistaPrevia));
  form.append('archivo', archivo, archivo.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', IMPORTACIONES_URL);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = apiClient.session.token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onerror = () => reject(new ApiError('No se pudo subir el archivo. Revise su conexión e intente de nuevo.', 0));
    xhr.onabort = () => reject(new DOMException('Cancelado', 'AbortError'));
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : {};
      } catch {
        body = {};
      }
      if (xhr.status === 401) {
        apiClient.session.clear();
        window.location.assign('/login');
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as unknown as ResultadoImportacion);
      else {
        const message = typeof body.message === 'string' ? body.message : `HTTP error! status: ${xhr.status}`;
        reject(new ApiError(message, xhr.status, (body.errors as Record<string, string[]>) ?? {}, body));
      }
    };
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
