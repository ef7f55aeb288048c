import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { palette } from '../../../shared/ui/theme';
import { AreaBanner } from './AreaBanner';
import { PageOutlet } from './PageOutlet';
import { SiteFrame } from './SiteFrame';

/** Public pages for graduates (registration and the like), in the graduates' colours. */
export function PublicGraduatesLayout() {
  return (
    <SiteFrame
      banner={
        <AreaBanner
          title="Egresados"
          subtitle="La comunidad de egresados de la universidad"
          icon={<SchoolOutlined fontSize="inherit" />}
          background={palette.secondary.dark}
          accent="#bfdbfe"
        />
      }
    >
      <PageOutlet />
    </SiteFrame>
  );
}
