import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { lazyScreen } from '../../common/lazyScreen';

const PrestacionList = lazyScreen(() => import('./PrestacionList'), 'PrestacionList');
const PrestacionShow = lazyScreen(() => import('./PrestacionShow'), 'PrestacionShow');

export default { list: PrestacionList, show: PrestacionShow, icon: VolunteerActivismIcon };
