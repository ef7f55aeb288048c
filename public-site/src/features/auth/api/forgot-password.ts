import type { ApiClient } from '../../../../../shared/api/client';
import type { forgotPasswordSchema } from '../../../../../shared/schemas/auth';
import type { z } from '../../../../../shared/validation';
import { useApiClient } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/form';
import { useMutation } from '../../../lib/use-mutation';

/** The server's own rule, loaded with the form's first focus (lib/form lazySchema): zod stays off the first load. */
export const forgotPasswordInput = lazySchema(() => import('../../../../../shared/schemas/auth').then((m) => m.forgotPasswordSchema));
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

/** POST /api/password/forgot: the server answers the same whether or not the account exists. */
export function forgotPassword(client: ApiClient, input: ForgotPasswordInput) {
  return client.post<{ message: string }>('/password/forgot', input);
}

export function useForgotPassword() {
  const client = useApiClient();
  return useMutation((input: ForgotPasswordInput) => forgotPassword(client, input));
}
