import { createContext, useContext } from 'react';
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
