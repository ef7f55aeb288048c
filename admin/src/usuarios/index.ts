import PeopleIcon from '@mui/icons-material/People';
import type { Usuario } from '../../../shared/schemas/usuarios';
import { lazyScreen } from '../common/lazyScreen';

const UsuarioCreate = lazyScreen(() => import('./UsuarioCreate'), 'UsuarioCreate');
const UsuarioEdit = lazyScreen(() => import('./UsuarioEdit'), 'UsuarioEdit');
const UsuarioList = lazyScreen(() => import('./UsuarioList'), 'UsuarioList');
const UsuarioShow = lazyScreen(() => import('./UsuarioShow'), 'UsuarioShow');

export default {
  list: UsuarioList,
  create: UsuarioCreate,
  edit: UsuarioEdit,
  show: UsuarioShow,
  icon: PeopleIcon,
  recordRepresentation: (record: Usuario) => record.name,
};
