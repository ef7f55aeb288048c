import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { matchRoute } from '../../../shared/routes';
import { useToast } from '../../../shared/ui/toast';
import { onUnauthorized } from '../lib/api-client';
import { useAuth } from '../lib/auth';
import { includeDevRoutes } from '../lib/navigation';

/**
 * A 401 means the session is gone (the client already cleared it): pages that need one go to /login.
 * Open pages stay put, so a stale token found on start never pulls a visitor off the home page or a
 * password-reset link; they only get a quiet notice.
 */
export function useUnauthorizedRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();
  const { user } = useAuth();
  const current = useRef({ location, user });
  useEffect(() => {
    current.current = { location, user };
  });

  useEffect(
    () =>
      onUnauthorized(() => {
        // Read before the cleared session re-renders: was someone signed in when the 401 came?
        const { location: { pathname, search }, user: hadSession } = current.current;
        const route = matchRoute(pathname, includeDevRoutes);
        if (!route || route.guard === 'none' || route.guard === 'guest') {
          if (hadSession) toast({ title: 'Su sesión terminó', description: 'Inicie sesión de nuevo cuando lo necesite.', type: 'background' });
          return;
        }
        if (hadSession) toast({ title: 'Su sesión terminó', description: 'Inicie sesión de nuevo para continuar.', variant: 'warning' });
        navigate(`/login?next=${encodeURIComponent(`${pathname}${search}`)}`, { replace: true });
      }),
    [navigate, toast],
  );
}
