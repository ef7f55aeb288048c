import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import type { Egresado } from '../../../shared/schemas/egresados';
import { RedirectToCrear } from './RedirectToCrear';
import { nombreCompleto } from './nombre';
import { lazyScreen } from '../common/lazyScreen';

const EgresadoEdit = lazyScreen(() => import('./EgresadoEdit'), 'EgresadoEdit');
const EgresadoList = lazyScreen(() => import('./EgresadoList'), 'EgresadoList');
const EgresadoShow = lazyScreen(() => import('./EgresadoShow'), 'EgresadoShow');

export default {
  list: EgresadoList,
  // The spec names the page /egresados/crear (a custom route); react-admin's /egresados/create leads there.
  create: RedirectToCrear,
  edit: EgresadoEdit,
  show: EgresadoShow,
  icon: SchoolOutlinedIcon,
  recordRepresentation: (record: Egresado) => nombreCompleto(record),
};

