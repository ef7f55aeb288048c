import type { ApiClient } from '../../../shared/api/client';
import { ApiError, INVALID_RESPONSE } from '../../../shared/api/errors';
import { normalizeUser, type SessionUser } from '../../../shared/auth/session';

/**
 * Exchanges a one-time sign-in link's token (server/acceso-enlace) at its portal's endpoint, e.g.
 * /egresados/acceso/canjear, and stores the session as a password sign-in would (the AuthProvider follows the store).
 * Here rather than in ApiClient, so only the portals' pages carry it, not every page's first load.
 */
export async function entrarConEnlace(client: ApiClient, canje: string, token: string): Promise<SessionUser> {
  const data = await client.post<{ token?: string; user?: unknown } | null>(canje, { token });
  const user = normalizeUser(data?.user);
  if (!data || typeof data.token !== 'string' || !data.token || !user) throw new ApiError(INVALID_RESPONSE, 200);
  client.session.set(data.token, user);
  await client.verify();
  return client.session.user ?? user;
}
