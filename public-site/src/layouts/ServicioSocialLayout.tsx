import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import { palette } from '../../../shared/ui/theme';
import type { AreaLink } from '../config/areas';
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

/** The social-service portal for students and institutions. */
export function ServicioSocialLayout() {
  return (
    <SiteFrame
      banner={
        <AreaBanner
          title="Servicio social"
          subtitle="Vacantes, programas y seguimiento para estudiantes e instituciones"
          icon={<VolunteerActivismOutlined fontSize="inherit" />}
          background={palette.primary.dark}
          accent="#bbf7d0"
          menu={SERVICIO_SOCIAL_MENU}
          menuLabel="Menú de servicio social"
        />
      }
    >
      <PageOutlet />
    </SiteFrame>
  );
}
