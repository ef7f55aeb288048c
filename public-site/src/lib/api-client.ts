import { createContext, useCallback, useContext, useRef, useState } from 'react';
import { ApiClient, type ApiClientOptions } from '../../../shared/api/client';
import { DATOS_INICIALES_ID, type DatosIniciales } from '../../../shared/api/datos-iniciales';

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** The router subscribes here: a 401 (session already cleared by the client) is handled where navigation lives. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function createApiClient(options: Omit<ApiClientOptions, 'onUnauthorized'> = {}): ApiClient {
  return new ApiClient({ iniciales: datosDeLaPagina(), ...options, onUnauthorized: () => unauthorizedListeners.forEach((l) => l()) });
}

/** The answers the server rendered this page with (server/shell/datos-iniciales.ts); none on most pages. */
function datosDeLaPagina(): DatosIniciales | undefined {
  const script = typeof document === 'undefined' ? null : document.getElementById(DATOS_INICIALES_ID);
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as DatosIniciales;
  } catch {
    // Unreadable: the page fetches its data as it would without it.
    return undefined;
  }
}

export const ApiClientContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient() debe usarse dentro de <AppProvider>.');
  return client;
}

/**
 * For a page's data hook: `inicial`, the answer to GET `ruta` that came with the page (server/shell/datos-iniciales.ts),
 * to fill the first render (it then matches the HTML the server rendered), and `yaLaTenia()`, for the hook's fetching
 * effect: true once, when there was such an answer, so the effect skips its fetch; the answer is then forgotten and a
 * later visit fetches fresh data. `ruta` undefined: the page came with none.
 */
export function useRespuestaDeLaPagina<T>(ruta: string | undefined) {
  const client = useApiClient();
  const [inicial] = useState(() => (ruta ? client.inicial<T>(ruta) : undefined));
  const pendiente = useRef(inicial !== undefined);
  const yaLaTenia = useCallback(() => {
    if (!pendiente.current) return false;
    pendiente.current = false;
    if (ruta) client.olvidarInicial(ruta);
    return true;
  }, [client, ruta]);
  return { inicial, yaLaTenia };
}
