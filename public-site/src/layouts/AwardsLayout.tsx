import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { palette } from '../../../shared/ui/theme';
import type { AreaLink } from '../config/areas';
import { AreaBanner } from './AreaBanner';
import { PageOutlet } from './PageOutlet';
import { SiteFrame } from './SiteFrame';

export const AWARDS_MENU: AreaLink[] = [
  { label: 'Postulaciones', to: '/postulaciones' },
  { label: 'Nuevo postulante', to: '/postulaciones/crear' },
  { label: 'Categorías', to: '/postulaciones/categorias' },
  { label: 'Evaluación', to: '/postulaciones/evaluacion' },
  { label: 'Resultados', to: '/postulaciones/resultados' },
  { label: 'Ganadores', to: '/postulaciones/ganadores' },
];

function AwardsFrame({ menu }: { menu?: AreaLink[] }) {
  return (
    <SiteFrame
      banner={
        <AreaBanner
          title="Postulaciones"
          subtitle="Reconocimientos universitarios"
          icon={<EmojiEventsOutlined fontSize="inherit" />}
          background={palette.neutral.dark}
          accent="#facc15"
          menu={menu}
          menuLabel={menu ? 'Menú de postulaciones' : undefined}
        />
      }
    >
      <PageOutlet />
    </SiteFrame>
  );
}

/** The awards (postulaciones) pages for staff, with the awards menu. */
export function AwardsLayout() {
  return <AwardsFrame menu={AWARDS_MENU} />;
}

/** The public nomination form: the awards' banner, without the staff menu (not the graduates' one). */
export function PublicAwardsLayout() {
  return <AwardsFrame />;
}
