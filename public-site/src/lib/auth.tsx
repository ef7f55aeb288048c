import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ApiClient } from '../../../shared/api/client';
import type { Session, SessionUser } from '../../../shared/auth/session';

export type AuthStatus = 'checking' | 'ready';

interface AuthState {
  user: SessionUser | null;
  /** 'checking' while a restored token is being verified with the server. */
  status: AuthStatus;
  /** True from the sign-in request until the new session has been confirmed. */
  signingIn: boolean;
  login: (email: string, password: string) => Promise<SessionUser>;
  /** Collects the session the institutional sign-in left for this browser; answers where to go next. */
  loginInstitucional: () => Promise<{ user: SessionUser; destino: string }>;
  /** Exchanges a one-time sign-in link's token at its portal's endpoint (e.g. /egresados/acceso/canjear). */
  entrarConEnlace: (canje: string, token: string) => Promise<SessionUser>;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

// One verification per client, even when StrictMode mounts the provider twice.
const verifications = new WeakMap<ApiClient, Promise<boolean>>();
function verifyOnce(client: ApiClient): Promise<boolean> {
  if (!verifications.has(client)) verifications.set(client, client.verify());
  return verifications.get(client)!;
}

/** The session restored from localStorage (by the client's SessionStore), then confirmed with GET /api/user. */
export function AuthProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  const [session, setSession] = useState<Session>(() => client.session.get());
  const [status, setStatus] = useState<AuthStatus>(() => (client.session.token ? 'checking' : 'ready'));

  useEffect(() => client.session.subscribe(setSession), [client]);

  useEffect(() => {
    if (status !== 'checking') return;
    let alive = true;
    void verifyOnce(client).finally(() => {
      if (alive) setStatus('ready');
    });
    return () => {
      alive = false;
    };
  }, [client, status]);

  // The session is stored before login() has re-read the user; until it settles nobody may navigate away,
  // or the browser would abort that request and the failed check would clear the fresh session.
  const [signingIn, setSigningIn] = useState(false);
  const login = useCallback(
    async (email: string, password: string) => {
      setSigningIn(true);
      try {
        return await client.login(email, password);
      } finally {
        setSigningIn(false);
      }
    },
    [client],
  );
  const loginInstitucional = useCallback(async () => {
    setSigningIn(true);
    try {
      return await client.loginInstitucional();
    } finally {
      setSigningIn(false);
    }
  }, [client]);
  const entrarConEnlace = useCallback(
    async (canje: string, token: string) => {
      setSigningIn(true);
      try {
        return await client.entrarConEnlace(canje, token);
      } finally {
        setSigningIn(false);
      }
    },
    [client],
  );
  const logout = useCallback(() => client.logout(), [client]);

  const value = useMemo<AuthState>(
    () => ({ user: session.isAuthenticated ? session.user : null, status, signingIn, login, loginInstitucional, entrarConEnlace, logout }),
    [session, status, signingIn, login, loginInstitucional, entrarConEnlace, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth() debe usarse dentro de <AuthProvider>.');
  return state;
}
