import SendIcon from '@mui/icons-material/Send';
import { SolicitudList } from './SolicitudList';

export default { list: SolicitudList, icon: SendIcon };
