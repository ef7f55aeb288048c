import type { ApiClient } from '../../../../../shared/api/client';
import { ApiError, type FieldErrors } from '../../../../../shared/api/errors';
import { useApiClient } from '../../../lib/api-client';
import { useMutation } from '../../../lib/use-mutation';

export interface ServiceOperation {
  id: string;
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  explains: string;
}

export const SERVICE_OPERATIONS: ServiceOperation[] = [
  { id: 'health', label: 'Estado del servicio', method: 'GET', path: '/health', explains: 'Responde 200 con { status: "ok" } cuando la base de datos contesta.' },
  { id: 'user', label: 'Usuario de la sesión', method: 'GET', path: '/user', explains: 'Sin sesión responde 401: el cliente borra la sesión local y avisa a la aplicación.' },
  {
    id: 'invalid',
    label: 'Solicitud con datos inválidos',
    method: 'POST',
    path: '/password/forgot',
    body: { email: 'no-es-un-correo' },
    explains: 'Responde 422 con el mensaje y los errores de cada campo, en español.',
  },
  { id: 'missing', label: 'Ruta inexistente', method: 'GET', path: '/ruta-que-no-existe', explains: 'Cualquier ruta desconocida de la API responde 404 en JSON.' },
];

export type ServiceResult =
  | { ok: true; status: number; body: unknown }
  | { ok: false; status: number; message: string; errors: FieldErrors };

/** Calls one operation through the shared client and turns its answer or its ApiError into something to show. */
export async function callService(client: ApiClient, op: ServiceOperation): Promise<ServiceResult> {
  try {
    const answer = await client.raw(op.path, { method: op.method, body: op.body });
    return { ok: true, status: answer.status, body: answer.json };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, message: error.message, errors: error.errors };
    return { ok: false, status: 0, message: (error as Error).message, errors: {} };
  }
}

export function useCallService() {
  const client = useApiClient();
  return useMutation((op: ServiceOperation) => callService(client, op));
}
