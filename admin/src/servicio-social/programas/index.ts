import AssignmentIcon from '@mui/icons-material/Assignment';
import type { ProgramaSs } from '../../../../shared/schemas/servicio-social';
import { lazyScreen } from '../../common/lazyScreen';

const ProgramaSsList = lazyScreen(() => import('./ProgramaSsList'), 'ProgramaSsList');
const ProgramaSsShow = lazyScreen(() => import('./ProgramaSsShow'), 'ProgramaSsShow');

export default {
  list: ProgramaSsList,
  show: ProgramaSsShow,
  icon: AssignmentIcon,
  recordRepresentation: (record: ProgramaSs) => record.nombre,
};
