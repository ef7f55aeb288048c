import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import type { Categoria } from '../../../shared/schemas/postulaciones';
import { lazyScreen } from '../common/lazyScreen';

const CategoriaCreate = lazyScreen(() => import('./CategoriaCreate'), 'CategoriaCreate');
const CategoriaEdit = lazyScreen(() => import('./CategoriaEdit'), 'CategoriaEdit');
const CategoriaList = lazyScreen(() => import('./CategoriaList'), 'CategoriaList');

export default {
  list: CategoriaList,
  create: CategoriaCreate,
  edit: CategoriaEdit,
  icon: CategoryOutlinedIcon,
  recordRepresentation: (record: Categoria) => record.nombre,
};
