import { createContext, useContext } from 'react';
import { ApiClient, type ApiClientOptions } from '../../../shared/api/client';

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** The router subscribes here: a 401 (session already cleared by the client) is handled where navigation lives. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function createApiClient(options: Omit<ApiClientOptions, 'onUnauthorized'> = {}): ApiClient {
  return new ApiClient({ ...options, onUnauthorized: () => unauthorizedListeners.forEach((l) => l()) });
}

export const ApiClientContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient() debe usarse dentro de <AppProvider>.');
  return client;
}
