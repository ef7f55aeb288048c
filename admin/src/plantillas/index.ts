import MailOutlineIcon from '@mui/icons-material/MailOutline';
import type { Plantilla } from '../../../shared/schemas/plantillas';
import { PlantillaCreate } from './PlantillaCreate';
import { PlantillaEdit } from './PlantillaEdit';
import { PlantillaList } from './PlantillaList';
import { PlantillaShow } from './PlantillaShow';

export default {
  list: PlantillaList,
  create: PlantillaCreate,
  edit: PlantillaEdit,
  show: PlantillaShow,
  icon: MailOutlineIcon,
  recordRepresentation: (record: Plantilla) => record.nombre,
};
