import KeyIcon from '@mui/icons-material/Key';
import type { Permiso } from '../../../shared/schemas/permisos';
import { PermisoCreate } from './PermisoCreate';
import { PermisoEdit } from './PermisoEdit';
import { PermisoList } from './PermisoList';
import { PermisoShow } from './PermisoShow';

export default {
  list: PermisoList,
  create: PermisoCreate,
  edit: PermisoEdit,
  show: PermisoShow,
  icon: KeyIcon,
  recordRepresentation: (record: Permiso) => record.nombre,
};
