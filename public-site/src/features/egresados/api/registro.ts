import type { ApiClient } from '../../../../../shared/api/client';
import type { RegistroInput } from '../../../../../shared/schemas/egresados';
import { useApiClient } from '../../../lib/api-client';
import { useMutation } from '../../../lib/use-mutation';

/** POST /api/egresados/registro: the answer is the same whether or not the graduate was already registered. */
export function registrar(client: ApiClient, input: RegistroInput) {
  return client.post<{ message: string }>('/egresados/registro', input);
}

export function useRegistrar() {
  const client = useApiClient();
  return useMutation((input: RegistroInput) => registrar(client, input));
}

/** POST /api/egresados/registro/reenviar: a new verification link, if a pending registration has that address. */
export function reenviarVerificacion(client: ApiClient, correo: string) {
  return client.post<{ message: string }>('/egresados/registro/reenviar', { correo });
}

/** POST /api/egresados/actualizacion/solicitar: a link to review one's data, if a graduate has that address. */
export function solicitarEnlaceActualizacion(client: ApiClient, correo: string) {
  return client.post<{ message: string }>('/egresados/actualizacion/solicitar', { correo });
}
