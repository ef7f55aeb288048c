import type { AuthProvider, UserIdentity } from 'react-admin';
import type { ApiClient } from '../../../shared/api/client';
import { canAccess, type AccessSubject } from '../../../shared/permissions';
import { homeFor, matchRoute } from '../../../shared/routes';
import { initials } from '../../../shared/ui/UserAvatar';

export const LOGIN_PATH = '/login';

/** Where a signed-in user belongs when that is not the back office (students and institutions), else null. */
export function homeOutsideAdmin(user: { roles?: string[] } | null | undefined): string | null {
  if (!user) return null;
  const home = homeFor(user);
  return matchRoute(home, false)?.app === 'admin' ? null : home;
}

export interface AdminIdentity extends UserIdentity {
  email: string;
  initials: string;
}

function statusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/** Bearer-token sessions as the shared client keeps them; access decisions come from the shared rule. */
export function createAuthProvider(
  client: ApiClient,
  // /login belongs to the public app: leaving by a full page load keeps react-admin from re-routing in a loop.
  redirect: (url: string) => void = (url) => window.location.replace(url),
): AuthProvider {
  // The stored token is checked against the server once per page load; later calls trust it until a 401.
  let verification: Promise<boolean> | null = null;
  const signedOut = { redirectTo: LOGIN_PATH, message: false } as const;

  return {
    async login({ email, username, password }: { email?: string; username?: string; password: string }) {
      await client.login(email ?? username ?? '', password);
      verification = Promise.resolve(true);
    },

    async logout() {
      verification = null;
      await client.logout();
      redirect(LOGIN_PATH);
      return false;
    },

    async checkAuth() {
      if (!client.session.token) throw signedOut;
      verification ??= client.verify();
      if (!(await verification)) {
        verification = null;
        throw signedOut;
      }
      // A student or an institution has its own pages in the public app. Throwing here would make react-admin
      // sign them out, so the browser is sent home and react-admin keeps waiting until the page unloads.
      const home = homeOutsideAdmin(client.session.user);
      if (home) {
        redirect(home);
        await new Promise<never>(() => undefined);
      }
    },

    async checkError(error) {
      const status = statusOf(error);
      if (status === 401) {
        verification = null;
        client.session.clear();
        throw signedOut;
      }
      // 403 and anything else: stay on the page; react-admin shows the server's message.
    },

    async getIdentity(): Promise<AdminIdentity> {
      const user = client.session.user;
      if (!user) throw signedOut;
      return { id: user.id, fullName: user.name, email: user.email, initials: initials(user.name) };
    },

    async getPermissions(): Promise<AccessSubject> {
      const user = client.session.user;
      return { roles: user?.roles ?? [], permissions: user?.permissions ?? [] };
    },

    async canAccess({ resource, action }) {
      return canAccess(client.session.user, { resource, action });
    },
  };
}
