import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Logout from '@mui/icons-material/Logout';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import { ROL_ESTUDIANTE, ROL_INSTITUCION } from '../../../shared/servicio-social/roles-portal';
import { palette } from '../../../shared/ui/theme';
import { useToast } from '../../../shared/ui/toast';
import type { AreaLink } from '../config/areas';
import { leerPanel } from '../features/servicio-social/institucion/api/panel';
import { useApiClient } from '../lib/api-client';
import { useAuth } from '../lib/auth';
import { AreaBanner } from './AreaBanner';
import { PageOutlet } from './PageOutlet';
import { SiteFrame } from './SiteFrame';

export const SERVICIO_SOCIAL_MENU: AreaLink[] = [
  { label: 'Inicio', to: '/servicioSocial' },
  { label: 'Información', to: '/servicio-social/informacion' },
  { label: 'Proyectos destacados', to: '/servicio-social/destacados' },
  { label: 'Registro de estudiantes', to: '/registro/estudiantes' },
  { label: 'Registro de instituciones', to: '/registro/instituciones' },
];

export const MENU_ESTUDIANTE: AreaLink[] = [
  { label: 'Inicio', to: '/servicio-social/estudiantes' },
  { label: 'Buscar vacantes', to: '/servicio-social/estudiantes/busqueda' },
  { label: 'Documentos', to: '/servicio-social/estudiantes/documentos/ckeditor', section: '/servicio-social/estudiantes/documentos/' },
  { label: 'Horas', to: '/servicio-social/estudiantes/horas' },
  { label: 'Autoevaluación', to: '/servicio-social/estudiantes/autoevaluacion' },
  { label: 'Mi perfil', to: '/servicio-social/estudiantes/perfil' },
  { label: 'Bolsa de trabajo', to: '/bolsa-de-trabajo' },
  { label: 'Información', to: '/servicio-social/informacion' },
];

export const MENU_INSTITUCION: AreaLink[] = [
  { label: 'Panel', to: '/servicio-social/Institucion' },
  { label: 'Programas', to: '/servicio-social/Institucion/programas' },
  { label: 'Vacantes', to: '/servicio-social/Institucion/vacantes' },
  { label: 'Estudiantes', to: '/servicio-social/Institucion/estudiantes', section: '/servicio-social/Institucion/estudiantes/' },
  { label: 'Perfil', to: '/servicio-social/Institucion/perfil' },
  // Once the office enables the bolsa for the institution, it publishes job offers from the same account.
  { label: 'Bolsa de trabajo', to: '/bolsa-de-trabajo/empleador' },
  { label: 'Información', to: '/servicio-social/informacion' },
];

/** Until staff approve it, an institution sees only its status and profile (the server refuses the rest). */
export const MENU_INSTITUCION_SIN_APROBAR: AreaLink[] = [
  { label: 'Estado', to: '/servicio-social/Institucion' },
  { label: 'Perfil', to: '/servicio-social/Institucion/perfil' },
  { label: 'Información', to: '/servicio-social/informacion' },
];

/**
 * Whether the signed-in institution is approved (its full menu), undefined until known. The last answer is
 * remembered in this browser for that account, so a returning institution sees its menu at once; the server's
 * answer still decides (and the server refuses an unapproved institution's other routes).
 */
function useInstitucionAprobada(usuarioId: number | null): boolean | undefined {
  const client = useApiClient();
  const clave = `ss.institucion-aprobada.${usuarioId}`;
  const [aprobada, setAprobada] = useState(() => (usuarioId === null ? undefined : leerRecuerdo(clave)));
  useEffect(() => {
    if (usuarioId === null) return;
    let live = true;
    leerPanel(client).then(
      (panel) => {
        if (!live) return;
        const valor = panel.institucion.estado === 'aprobada';
        setAprobada(valor);
        guardarRecuerdo(clave, valor);
      },
      // A failed request says nothing about the approval: the short menu now, nothing remembered.
      () => live && setAprobada(false),
    );
    return () => {
      live = false;
    };
  }, [client, usuarioId, clave]);
  return aprobada;
}

function leerRecuerdo(clave: string): boolean | undefined {
  try {
    const valor = localStorage.getItem(clave);
    return valor === null ? undefined : valor === '1';
  } catch {
    return undefined;
  }
}

function guardarRecuerdo(clave: string, valor: boolean): void {
  try {
    localStorage.setItem(clave, valor ? '1' : '0');
  } catch {
    // Storage may be unavailable (private mode): the menu then waits for the answer, as before.
  }
}

/** The portal a signed-in account belongs to, if any: its menu replaces the public one. */
function usePortal(): { menu: AreaLink[]; label: string; portal: boolean; menuOculto?: boolean } {
  const { user } = useAuth();
  const esInstitucion = !!user?.roles.includes(ROL_INSTITUCION);
  const aprobada = useInstitucionAprobada(esInstitucion && user ? user.id : null);
  if (user?.roles.includes(ROL_ESTUDIANTE)) return { menu: MENU_ESTUDIANTE, label: 'Portal del estudiante', portal: true };
  if (esInstitucion) {
    // Until the answer is known the full menu keeps its place unseen (not focusable): the banner then does not grow
    // under the page's content when it arrives.
    const menu = aprobada === false ? MENU_INSTITUCION_SIN_APROBAR : MENU_INSTITUCION;
    return { menu, label: 'Portal de la institución', portal: true, menuOculto: aprobada === undefined };
  }
  return { menu: SERVICIO_SOCIAL_MENU, label: 'Menú de servicio social', portal: false };
}

function SalirBar() {
  const { logout } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const salir = async () => {
    await logout();
    toast({ title: 'Sesión cerrada', description: 'Hasta pronto.', variant: 'success' });
    navigate('/servicioSocial');
  };
  return (
    // From lg up the site header shows its own «Cerrar sesión»; below, the header keeps it inside its menu.
    <Container maxWidth="xl" sx={{ display: { xs: 'flex', lg: 'none' }, justifyContent: 'flex-end', pt: 1.5 }}>
      <Button onClick={salir} startIcon={<Logout />} size="small">
        Cerrar sesión
      </Button>
    </Container>
  );
}

/** The social-service portal for students and institutions: their own menu once signed in. */
export function ServicioSocialLayout() {
  const { menu, label, portal, menuOculto } = usePortal();
  return (
    <SiteFrame
      banner={
        <AreaBanner
          title="Servicio social"
          subtitle={portal ? label : 'Vacantes, programas y seguimiento para estudiantes e instituciones'}
          icon={<VolunteerActivismOutlined fontSize="inherit" />}
          background={palette.primary.dark}
          accent="#bbf7d0"
          menu={menu}
          menuLabel={label}
          menuOculto={menuOculto}
        />
      }
    >
      {portal && <SalirBar />}
      <PageOutlet />
    </SiteFrame>
  );
}
