import SchoolIcon from '@mui/icons-material/School';
import type { Nivel } from '../../../shared/schemas/niveles';
import { lazyScreen } from '../common/lazyScreen';

const NivelCreate = lazyScreen(() => import('./NivelCreate'), 'NivelCreate');
const NivelEdit = lazyScreen(() => import('./NivelEdit'), 'NivelEdit');
const NivelList = lazyScreen(() => import('./NivelList'), 'NivelList');
const NivelShow = lazyScreen(() => import('./NivelShow'), 'NivelShow');

export default {
  list: NivelList,
  create: NivelCreate,
  edit: NivelEdit,
  show: NivelShow,
  icon: SchoolIcon,
  recordRepresentation: (record: Nivel) => record.nombre,
};
