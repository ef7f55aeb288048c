import type { ApiClient } from '../../../../../shared/api/client';
import type { resetPasswordSchema } from '../../../../../shared/schemas/auth';
import type { z } from '../../../../../shared/validation';
import { useApiClient } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/form';
import { useMutation } from '../../../lib/use-mutation';

/** The form's rules (reset-password-form.ts), loaded with its first focus (lib/form lazySchema): zod stays off the first load. */
export const resetPasswordForm = lazySchema(() => import('./reset-password-form').then((m) => m.resetPasswordForm));

export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

export function resetPassword(client: ApiClient, input: ResetPasswordInput) {
  return client.post<{ message: string }>('/password/reset', input);
}

export function useResetPassword() {
  const client = useApiClient();
  return useMutation((input: ResetPasswordInput) => resetPassword(client, input));
}
