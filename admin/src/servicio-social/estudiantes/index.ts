import SchoolIcon from '@mui/icons-material/Face';
import type { EstudianteSs } from '../../../../shared/schemas/servicio-social';
import { lazyScreen } from '../../common/lazyScreen';

const EstudianteList = lazyScreen(() => import('./EstudianteList'), 'EstudianteList');
const EstudianteShow = lazyScreen(() => import('./EstudianteShow'), 'EstudianteShow');

export default {
  list: EstudianteList,
  show: EstudianteShow,
  icon: SchoolIcon,
  recordRepresentation: (record: EstudianteSs) => `${record.nombre} ${record.apellidoPaterno}`,
};
