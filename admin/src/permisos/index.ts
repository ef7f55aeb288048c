import KeyIcon from '@mui/icons-material/Key';
import type { Permiso } from '../../../shared/schemas/permisos';
import { lazyScreen } from '../common/lazyScreen';

const PermisoCreate = lazyScreen(() => import('./PermisoCreate'), 'PermisoCreate');
const PermisoEdit = lazyScreen(() => import('./PermisoEdit'), 'PermisoEdit');
const PermisoList = lazyScreen(() => import('./PermisoList'), 'PermisoList');
const PermisoShow = lazyScreen(() => import('./PermisoShow'), 'PermisoShow');

export default {
  list: PermisoList,
  create: PermisoCreate,
  edit: PermisoEdit,
  show: PermisoShow,
  icon: KeyIcon,
  recordRepresentation: (record: Permiso) => record.nombre,
};
