import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import type { Rol } from '../../../shared/schemas/roles';
import { lazyScreen } from '../common/lazyScreen';

const RolCreate = lazyScreen(() => import('./RolCreate'), 'RolCreate');
const RolEdit = lazyScreen(() => import('./RolEdit'), 'RolEdit');
const RolList = lazyScreen(() => import('./RolList'), 'RolList');
const RolShow = lazyScreen(() => import('./RolShow'), 'RolShow');

export default {
  list: RolList,
  create: RolCreate,
  edit: RolEdit,
  show: RolShow,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: (record: Rol) => record.nombre,
};
