import AssignmentIcon from '@mui/icons-material/Assignment';
import type { ProgramaSs } from '../../../../shared/schemas/servicio-social';
import { ProgramaSsList } from './ProgramaSsList';
import { ProgramaSsShow } from './ProgramaSsShow';

export default {
  list: ProgramaSsList,
  show: ProgramaSsShow,
  icon: AssignmentIcon,
  recordRepresentation: (record: ProgramaSs) => record.nombre,
};
