import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isAdmin } from '../../../shared/acceso';
import { homeFor, type Guard } from '../../../shared/routes';
import type { SessionUser } from '../../../shared/auth/session';
import { PageLoader } from '../components/PageLoader';
import { ErrorPage } from '../features/errors/components/ErrorPage';
import { useAuth } from '../lib/auth';
import { PortalGuard } from './portal-guard';
import { browser, isPublicAppPath, safeNextPath } from '../lib/navigation';

/** Where a signed-in user goes from a guest page: the page they were sent away from, else their home. */
export function destinationFor(user: SessionUser, next: string | null): string {
  return safeNextPath(next) ?? homeFor(user);
}

function GuestOnly({ children }: { children: ReactNode }) {
  const { user, status, signingIn } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Only once the restored token is confirmed: a stale one must not bounce the visitor away. Back from the institutional
  // provider, the sign-in itself says where to go (a new student first completes the profile), so this waits.
  const handingOver = params.get('institucional') === '1';
  const target = user && status === 'ready' && !signingIn && !handingOver ? destinationFor(user, params.get('next')) : null;

  useEffect(() => {
    if (!target) return;
    // The staff panel is the other app: it needs a full page load.
    if (isPublicAppPath(target)) navigate(target, { replace: true });
    else browser.assign(target);
  }, [target, navigate]);

  if (status === 'checking') return <PageLoader label="Comprobando la sesión" />;
  if (target) return <PageLoader label="Entrando a su cuenta" />;
  return children;
}

function SignedIn({ children, admin }: { children: ReactNode; admin: boolean }) {
  const { user, status } = useAuth();
  const location = useLocation();
  if (status === 'checking') return <PageLoader label="Comprobando la sesión" />;
  if (!user) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  if (admin && !isAdmin(user)) {
    return <ErrorPage status={403} message="Acceso denegado" description="Esta página es solo para la administración. Si necesita entrar, pida el permiso a la administración de la plataforma." />;
  }
  return children;
}

/** The route table's guards, mirroring the server: guest, auth, admin and the two servicio social portals. */
export function RouteGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  switch (guard) {
    case 'guest':
      return <GuestOnly>{children}</GuestOnly>;
    case 'auth':
      return <SignedIn admin={false}>{children}</SignedIn>;
    case 'admin':
      return <SignedIn admin>{children}</SignedIn>;
    case 'estudiante':
    case 'institucion':
      return <PortalGuard portal={guard}>{children}</PortalGuard>;
    default:
      return children;
  }
}
