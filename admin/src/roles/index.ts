import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import type { Rol } from '../../../shared/schemas/roles';
import { RolCreate } from './RolCreate';
import { RolEdit } from './RolEdit';
import { RolList } from './RolList';
import { RolShow } from './RolShow';

export default {
  list: RolList,
  create: RolCreate,
  edit: RolEdit,
  show: RolShow,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: (record: Rol) => record.nombre,
};
