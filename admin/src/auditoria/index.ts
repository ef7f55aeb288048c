import HistoryIcon from '@mui/icons-material/History';
import { AuditList } from './AuditList';
import { AuditShow } from './AuditShow';
import type { AuditEntry } from './types';

// Read-only: entries are written by the services that change data.
export default {
  list: AuditList,
  show: AuditShow,
  icon: HistoryIcon,
  recordRepresentation: (record: AuditEntry) => `n.º ${record.id}`,
};
