import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { Programa } from '../../../shared/schemas/programas';
import { lazyScreen } from '../common/lazyScreen';

const ProgramaCreate = lazyScreen(() => import('./ProgramaCreate'), 'ProgramaCreate');
const ProgramaEdit = lazyScreen(() => import('./ProgramaEdit'), 'ProgramaEdit');
const ProgramaList = lazyScreen(() => import('./ProgramaList'), 'ProgramaList');
const ProgramaShow = lazyScreen(() => import('./ProgramaShow'), 'ProgramaShow');

export default {
  list: ProgramaList,
  create: ProgramaCreate,
  edit: ProgramaEdit,
  show: ProgramaShow,
  icon: MenuBookIcon,
  recordRepresentation: (record: Programa) => `${record.clave} · ${record.nombre}`,
};
