import PeopleIcon from '@mui/icons-material/People';
import type { Usuario } from '../../../shared/schemas/usuarios';
import { UsuarioCreate } from './UsuarioCreate';
import { UsuarioEdit } from './UsuarioEdit';
import { UsuarioList } from './UsuarioList';
import { UsuarioShow } from './UsuarioShow';

export default {
  list: UsuarioList,
  create: UsuarioCreate,
  edit: UsuarioEdit,
  show: UsuarioShow,
  icon: PeopleIcon,
  recordRepresentation: (record: Usuario) => record.name,
};
