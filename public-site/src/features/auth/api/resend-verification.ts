import type { ApiClient } from '../../../../../shared/api/client';
import { useApiClient } from '../../../lib/api-client';
import { useMutation } from '../../../lib/use-mutation';

/** POST /api/email/verification-notification: a new signed link to the signed-in user's address. */
export function resendVerification(client: ApiClient) {
  return client.post<{ message: string }>('/email/verification-notification');
}

export function useResendVerification() {
  const client = useApiClient();
  return useMutation(() => resendVerification(client));
}
