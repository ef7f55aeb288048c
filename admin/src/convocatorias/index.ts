import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import type { Convocatoria } from '../../../shared/schemas/postulaciones';
import { ConvocatoriaCreate } from './ConvocatoriaCreate';
import { ConvocatoriaEdit } from './ConvocatoriaEdit';
import { ConvocatoriaList } from './ConvocatoriaList';
import { ConvocatoriaShow } from './ConvocatoriaShow';

export default {
  list: ConvocatoriaList,
  create: ConvocatoriaCreate,
  edit: ConvocatoriaEdit,
  show: ConvocatoriaShow,
  icon: CampaignOutlinedIcon,
  recordRepresentation: (record: Convocatoria) => record.nombre,
};
