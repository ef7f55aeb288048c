import SendIcon from '@mui/icons-material/Send';
import { lazyScreen } from '../../common/lazyScreen';

const SolicitudList = lazyScreen(() => import('./SolicitudList'), 'SolicitudList');

export default { list: SolicitudList, icon: SendIcon };
