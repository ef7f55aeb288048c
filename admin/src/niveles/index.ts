import SchoolIcon from '@mui/icons-material/School';
import type { Nivel } from '../../../shared/schemas/niveles';
import { NivelCreate } from './NivelCreate';
import { NivelEdit } from './NivelEdit';
import { NivelList } from './NivelList';
import { NivelShow } from './NivelShow';

export default {
  list: NivelList,
  create: NivelCreate,
  edit: NivelEdit,
  show: NivelShow,
  icon: SchoolIcon,
  recordRepresentation: (record: Nivel) => record.nombre,
};
