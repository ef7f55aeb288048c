import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { SessionUser } from '../../../shared/auth/session';
import { useApiClient } from './api-client';
import { entrarConEnlace } from './enlace-acceso';
import { formErrorMessage } from './form';

// One exchange per token in this page's life: StrictMode runs effects twice, and a link works only once.
const canjes = new Map<string, Promise<SessionUser>>();

/**
 * A portal page opened from an emailed sign-in link: exchanges its ?token= at `canje` (once) for a session.
 * `pendiente` while that runs; `error` says why the link did not work.
 */
export function useCanjeEnlace(canje: string) {
  const client = useApiClient();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => params.get('token'));
  const [estado, setEstado] = useState<{ pendiente: boolean; error: string | null }>({ pendiente: !!token, error: null });

  // The token is a credential: out of the address bar and the history before anything is painted.
  useLayoutEffect(() => {
    if (token) navigate(pathname, { replace: true });
  }, [token, pathname, navigate]);

  useEffect(() => {
    if (!token) return;
    if (!canjes.has(token)) canjes.set(token, entrarConEnlace(client, canje, token));
    let vigente = true;
    canjes.get(token)!.then(
      () => vigente && setEstado({ pendiente: false, error: null }),
      (error: unknown) => vigente && setEstado({ pendiente: false, error: formErrorMessage(error) }),
    );
    return () => {
      vigente = false;
    };
  }, [token, client, canje]);

  return estado;
}
