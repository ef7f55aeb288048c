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

/** The awards (postulaciones) pages, with the awards menu. */
export function AwardsLayout() {
  return (
    <SiteFrame
      banner={
        <AreaBanner
          title="Postulaciones"
          subtitle="Reconocimientos universitarios"
          icon={<EmojiEventsOutlined fontSize="inherit" />}
          background={palette.neutral.dark}
          accent="#facc15"
          menu={AWARDS_MENU}
          menuLabel="Menú de postulaciones"
        />
      }
    >
      <PageOutlet />
    </SiteFrame>
  );
}
