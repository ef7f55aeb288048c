import GroupsIcon from '@mui/icons-material/Groups';
import type { Cohorte } from '../../../shared/schemas/reportes';
import { lazyScreen } from '../common/lazyScreen';

const CohorteCreate = lazyScreen(() => import('./CohorteCreate'), 'CohorteCreate');
const CohorteEdit = lazyScreen(() => import('./CohorteEdit'), 'CohorteEdit');
const CohorteList = lazyScreen(() => import('./CohorteList'), 'CohorteList');

export default {
  list: CohorteList,
  create: CohorteCreate,
  edit: CohorteEdit,
  icon: GroupsIcon,
  recordRepresentation: (record: Cohorte) => `${record.programa} · ${record.anioEgreso}`,
};
