import CampaignIcon from '@mui/icons-material/Campaign';
import type { Aplicacion } from '../../../../shared/schemas/seguimiento';
import { lazyScreen } from '../../common/lazyScreen';

const AplicacionList = lazyScreen(() => import('./AplicacionList'), 'AplicacionList');
const AplicacionShow = lazyScreen(() => import('./AplicacionShow'), 'AplicacionShow');
const AplicacionCreate = lazyScreen(() => import('./AplicacionCreate'), 'AplicacionCreate');
const AplicacionEdit = lazyScreen(() => import('./AplicacionEdit'), 'AplicacionEdit');

export default {
  list: AplicacionList,
  show: AplicacionShow,
  create: AplicacionCreate,
  edit: AplicacionEdit,
  icon: CampaignIcon,
  recordRepresentation: (record: Aplicacion) => record.nombre,
};
