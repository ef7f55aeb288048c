import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { lazyScreen } from '../../common/lazyScreen';

const PrestacionList = lazyScreen(() => import('./PrestacionList'), 'PrestacionList');

export default { list: PrestacionList, icon: VolunteerActivismIcon };
