import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { PrestacionList } from './PrestacionList';
import { PrestacionShow } from './PrestacionShow';

export default { list: PrestacionList, show: PrestacionShow, icon: VolunteerActivismIcon };
