import type { ApiClient } from '../../../../../shared/api/client';
import type { ReenvioFolioInput } from '../../../../../shared/schemas/postulaciones';
import { useApiClient } from '../../../lib/api-client';
import { useMutation } from '../../../lib/use-mutation';

/**
 * POST /api/postulaciones/reenviar-folio: after a 409 for a duplicate, the folio goes again to the address of
 * whoever registered the nomination. The answer is the same whether or not it exists.
 */
export function reenviarFolio(client: ApiClient, input: ReenvioFolioInput) {
  return client.post<{ message: string }>('/postulaciones/reenviar-folio', input);
}

export function useReenviarFolio() {
  const client = useApiClient();
  return useMutation((input: ReenvioFolioInput) => reenviarFolio(client, input));
}
