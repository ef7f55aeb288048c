import EventIcon from '@mui/icons-material/Event';
import type { PeriodoSs } from '../../../../shared/schemas/servicio-social';
import { PeriodoCreate } from './PeriodoCreate';
import { PeriodoEdit } from './PeriodoEdit';
import { PeriodoList } from './PeriodoList';

export default {
  list: PeriodoList,
  create: PeriodoCreate,
  edit: PeriodoEdit,
  icon: EventIcon,
  recordRepresentation: (record: PeriodoSs) => record.clave,
};
