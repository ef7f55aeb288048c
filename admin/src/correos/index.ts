import OutboxIcon from '@mui/icons-material/Outbox';
import type { Correo } from './types';
import { lazyScreen } from '../common/lazyScreen';

const CorreoList = lazyScreen(() => import('./CorreoList'), 'CorreoList');
const CorreoShow = lazyScreen(() => import('./CorreoShow'), 'CorreoShow');

// Read-only: messages are written by the platform, staff only read them and put them back in the queue.
export default {
  list: CorreoList,
  show: CorreoShow,
  icon: OutboxIcon,
  recordRepresentation: (record: Correo) => record.subject,
};
