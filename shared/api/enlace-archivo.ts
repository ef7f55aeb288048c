// A protected file is previewed by opening its server URL in a new tab, where the download's sandbox CSP
// applies, never as a blob: of our own origin, where a PDF's scripts would run as the site (issue 19). A new
// tab cannot send the bearer token, so the server gives a 60-second link bound to this session and path.
import type { EnlaceArchivoInput } from '../schemas/archivos';
import type { ApiClient } from './client';

export async function enlaceArchivo(client: ApiClient, ruta: string): Promise<string> {
  const { url } = await client.post<{ url: string }>('/archivos/enlace', { ruta } satisfies EnlaceArchivoInput);
  return url;
}

/** Opens the file in a new tab through its short-lived link. */
export async function abrirArchivo(client: ApiClient, ruta: string): Promise<void> {
  window.open(await enlaceArchivo(client, ruta), '_blank', 'noopener');
}
