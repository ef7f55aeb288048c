import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { PrestacionList } from './PrestacionList';

export default { list: PrestacionList, icon: VolunteerActivismIcon };
