import type { ApiClient } from '../../../../../shared/api/client';
import { forgotPasswordSchema } from '../../../../../shared/schemas/auth';
import type { z } from '../../../../../shared/validation';
import { useApiClient } from '../../../lib/api-client';
import { useMutation } from '../../../lib/use-mutation';

export const forgotPasswordInput = forgotPasswordSchema;
export type ForgotPasswordInput = z.output<typeof forgotPasswordInput>;

/** POST /api/password/forgot: the server answers the same whether or not the account exists. */
export function forgotPassword(client: ApiClient, input: ForgotPasswordInput) {
  return client.post<{ message: string }>('/password/forgot', input);
}

export function useForgotPassword() {
  const client = useApiClient();
  return useMutation((input: ForgotPasswordInput) => forgotPassword(client, input));
}
