import MailOutlineIcon from '@mui/icons-material/MailOutline';
import type { Plantilla } from '../../../shared/schemas/plantillas';
import { lazyScreen } from '../common/lazyScreen';

const PlantillaCreate = lazyScreen(() => import('./PlantillaCreate'), 'PlantillaCreate');
const PlantillaEdit = lazyScreen(() => import('./PlantillaEdit'), 'PlantillaEdit');
const PlantillaList = lazyScreen(() => import('./PlantillaList'), 'PlantillaList');
const PlantillaShow = lazyScreen(() => import('./PlantillaShow'), 'PlantillaShow');

export default {
  list: PlantillaList,
  create: PlantillaCreate,
  edit: PlantillaEdit,
  show: PlantillaShow,
  icon: MailOutlineIcon,
  recordRepresentation: (record: Plantilla) => record.nombre,
};
