import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import type { PostulacionFila } from '../../../shared/schemas/postulaciones';
import { lazyScreen } from '../common/lazyScreen';

const PostulacionList = lazyScreen(() => import('./PostulacionList'), 'PostulacionList');
const PostulacionShow = lazyScreen(() => import('./PostulacionShow'), 'PostulacionShow');

// Capture happens on /postulaciones/crear (the public app's awards layout), so there is no react-admin create.
export default {
  list: PostulacionList,
  show: PostulacionShow,
  icon: EmojiEventsOutlinedIcon,
  recordRepresentation: (record: PostulacionFila) => `${record.folio} · ${record.nombre}`,
};
