import type { ApiClient } from '../../../../../shared/api/client';
import { resetPasswordSchema } from '../../../../../shared/schemas/auth';
import { passwordSchema, z } from '../../../../../shared/validation';
import { useApiClient } from '../../../lib/api-client';
import { useMutation } from '../../../lib/use-mutation';

export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden';

/** What the form checks before sending: the server's rule plus the confirmation the user typed twice. */
export const resetPasswordForm = z
  .object({ password: passwordSchema, confirmation: z.string() })
  .refine((v) => v.password === v.confirmation, { path: ['confirmation'], message: PASSWORDS_DIFFER });

export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

export function resetPassword(client: ApiClient, input: ResetPasswordInput) {
  return client.post<{ message: string }>('/password/reset', input);
}

export function useResetPassword() {
  const client = useApiClient();
  return useMutation((input: ResetPasswordInput) => resetPassword(client, input));
}
