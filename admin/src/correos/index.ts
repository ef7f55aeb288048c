import OutboxIcon from '@mui/icons-material/Outbox';
import { CorreoList } from './CorreoList';
import { CorreoShow } from './CorreoShow';
import type { Correo } from './types';

// Read-only: messages are written by the platform, staff only read them and put them back in the queue.
export default {
  list: CorreoList,
  show: CorreoShow,
  icon: OutboxIcon,
  recordRepresentation: (record: Correo) => record.subject,
};
