import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import type { Categoria } from '../../../shared/schemas/postulaciones';
import { CategoriaCreate } from './CategoriaCreate';
import { CategoriaEdit } from './CategoriaEdit';
import { CategoriaList } from './CategoriaList';

export default {
  list: CategoriaList,
  create: CategoriaCreate,
  edit: CategoriaEdit,
  icon: CategoryOutlinedIcon,
  recordRepresentation: (record: Categoria) => record.nombre,
};
