import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import type { Campana } from '../../../shared/schemas/campanas';
import { lazyScreen } from '../common/lazyScreen';

const CampanaCreate = lazyScreen(() => import('./CampanaCreate'), 'CampanaCreate');
const CampanaEdit = lazyScreen(() => import('./CampanaEdit'), 'CampanaEdit');
const CampanaList = lazyScreen(() => import('./CampanaList'), 'CampanaList');
const CampanaShow = lazyScreen(() => import('./CampanaShow'), 'CampanaShow');

export default {
  list: CampanaList,
  create: CampanaCreate,
  edit: CampanaEdit,
  show: CampanaShow,
  icon: ForwardToInboxIcon,
  recordRepresentation: (record: Campana) => record.nombre,
};
