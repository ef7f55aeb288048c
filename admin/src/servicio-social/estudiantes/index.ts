import SchoolIcon from '@mui/icons-material/Face';
import type { EstudianteSs } from '../../../../shared/schemas/servicio-social';
import { EstudianteList } from './EstudianteList';
import { EstudianteShow } from './EstudianteShow';

export default {
  list: EstudianteList,
  show: EstudianteShow,
  icon: SchoolIcon,
  recordRepresentation: (record: EstudianteSs) => `${record.nombre} ${record.apellidoPaterno}`,
};
