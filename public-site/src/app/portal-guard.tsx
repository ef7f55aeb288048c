import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import { homeFor } from '../../../shared/routes';
import { ROL_ESTUDIANTE, ROL_INSTITUCION } from '../../../shared/servicio-social/roles-portal';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { useToast } from '../../../shared/ui/toast';
import { AppLink } from '../components/AppLink';
import { PageLoader } from '../components/PageLoader';
import { useAuth } from '../lib/auth';

type Portal = typeof ROL_ESTUDIANTE | typeof ROL_INSTITUCION;

const PARA: Record<Portal, { titulo: string; otro: string }> = {
  estudiante: { titulo: 'Esta sección es para estudiantes', otro: 'Esta sección es para estudiantes; le llevamos a su panel de institución.' },
  institucion: { titulo: 'Esta sección es para instituciones', otro: 'Esta sección es para instituciones; le llevamos a su inicio de estudiante.' },
};

/** Sends the other portal's account to its own home with a toast, once (StrictMode mounts twice). */
function ToOwnHome({ to, message }: { to: string; message: string }) {
  const { toast } = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast({ title: 'Página de otro portal', description: message, variant: 'info' });
  }, [toast, message]);
  return <Navigate to={to} replace />;
}

/**
 * The student and institution portals: a guest signs in first; the other portal's account goes to its own home;
 * a staff account (which has neither role) is told whom the section is for, never shown a blank page.
 */
export function PortalGuard({ portal, children }: { portal: Portal; children: ReactNode }) {
  const { user, status } = useAuth();
  const location = useLocation();
  if (status === 'checking') return <PageLoader label="Comprobando la sesión" />;
  if (!user) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  if (user.roles.includes(portal)) return children;
  const otro = portal === ROL_ESTUDIANTE ? ROL_INSTITUCION : ROL_ESTUDIANTE;
  if (user.roles.includes(otro)) return <ToOwnHome to={homeFor(user)} message={PARA[portal].otro} />;
  return (
    <ErrorView
      status={403}
      message={PARA[portal].titulo}
      description="Su cuenta es del personal de la universidad. Para revisar los registros de servicio social use el panel de administración."
      actions={
        <>
          <Button component={AppLink} to={homeFor(user)} variant="contained">
            Ir a mi panel
          </Button>
          <Button component={AppLink} to="/servicioSocial" variant="outlined">
            Servicio social
          </Button>
        </>
      }
    />
  );
}
