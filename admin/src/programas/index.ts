import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { Programa } from '../../../shared/schemas/programas';
import { ProgramaCreate } from './ProgramaCreate';
import { ProgramaEdit } from './ProgramaEdit';
import { ProgramaList } from './ProgramaList';
import { ProgramaShow } from './ProgramaShow';

export default {
  list: ProgramaList,
  create: ProgramaCreate,
  edit: ProgramaEdit,
  show: ProgramaShow,
  icon: MenuBookIcon,
  recordRepresentation: (record: Programa) => `${record.clave} · ${record.nombre}`,
};
