import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { lazyScreen } from '../../common/lazyScreen';

const PrestacionList = lazyScreen(() => import('./PrestacionList'), 'PrestacionList');
const PrestacionShow = lazyScreen(() => import('./PrestacionShow'), 'PrestacionShow');

// The student and the place, never «Prestación #8».
const recordRepresentation = (p: { estudiante?: string; institucion?: string }) => [p.estudiante, p.institucion].filter(Boolean).join(' · ');

export default { list: PrestacionList, show: PrestacionShow, icon: VolunteerActivismIcon, recordRepresentation };
