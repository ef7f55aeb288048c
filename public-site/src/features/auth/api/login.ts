import { loginSchema } from '../../../../../shared/schemas/auth';
import type { z } from '../../../../../shared/validation';
import { useAuth } from '../../../lib/auth';
import { useMutation } from '../../../lib/use-mutation';

export const loginInput = loginSchema;
export type LoginInput = z.output<typeof loginInput>;

/** POST /api/login through the shared client, which stores the session; the guest guard then moves on. */
export function useLogin() {
  const { login } = useAuth();
  return useMutation((input: LoginInput) => login(input.email, input.password));
}
