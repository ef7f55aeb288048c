import EventIcon from '@mui/icons-material/Event';
import type { PeriodoSs } from '../../../../shared/schemas/servicio-social';
import { lazyScreen } from '../../common/lazyScreen';

const PeriodoCreate = lazyScreen(() => import('./PeriodoCreate'), 'PeriodoCreate');
const PeriodoEdit = lazyScreen(() => import('./PeriodoEdit'), 'PeriodoEdit');
const PeriodoList = lazyScreen(() => import('./PeriodoList'), 'PeriodoList');

export default {
  list: PeriodoList,
  create: PeriodoCreate,
  edit: PeriodoEdit,
  icon: EventIcon,
  recordRepresentation: (record: PeriodoSs) => record.clave,
};
