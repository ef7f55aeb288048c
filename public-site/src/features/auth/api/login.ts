import type { loginSchema } from '../../../../../shared/schemas/auth';
import type { z } from '../../../../../shared/validation';
import { useAuth } from '../../../lib/auth';
import { lazySchema } from '../../../lib/form';
import { useMutation } from '../../../lib/use-mutation';

/** The server's own rules, loaded with the form's first focus (lib/form lazySchema). */
export const loginInput = lazySchema(() => import('../../../../../shared/schemas/auth').then((m) => m.loginSchema));
export type LoginInput = z.output<typeof loginSchema>;

/** POST /api/login through the shared client, which stores the session; the guest guard then moves on. */
export function useLogin() {
  const { login } = useAuth();
  return useMutation((input: LoginInput) => login(input.email, input.password));
}
