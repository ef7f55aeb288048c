import HistoryIcon from '@mui/icons-material/History';
import type { AuditEntry } from './types';
import { lazyScreen } from '../common/lazyScreen';

const AuditList = lazyScreen(() => import('./AuditList'), 'AuditList');
const AuditShow = lazyScreen(() => import('./AuditShow'), 'AuditShow');

// Read-only: entries are written by the services that change data.
export default {
  list: AuditList,
  show: AuditShow,
  icon: HistoryIcon,
  recordRepresentation: (record: AuditEntry) => `n.º ${record.id}`,
};
