import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import type { Convocatoria } from '../../../shared/schemas/postulaciones';
import { lazyScreen } from '../common/lazyScreen';

const ConvocatoriaCreate = lazyScreen(() => import('./ConvocatoriaCreate'), 'ConvocatoriaCreate');
const ConvocatoriaEdit = lazyScreen(() => import('./ConvocatoriaEdit'), 'ConvocatoriaEdit');
const ConvocatoriaList = lazyScreen(() => import('./ConvocatoriaList'), 'ConvocatoriaList');
const ConvocatoriaShow = lazyScreen(() => import('./ConvocatoriaShow'), 'ConvocatoriaShow');

export default {
  list: ConvocatoriaList,
  create: ConvocatoriaCreate,
  edit: ConvocatoriaEdit,
  show: ConvocatoriaShow,
  icon: CampaignOutlinedIcon,
  recordRepresentation: (record: Convocatoria) => record.nombre,
};
