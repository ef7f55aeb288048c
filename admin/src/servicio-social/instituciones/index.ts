import ApartmentIcon from '@mui/icons-material/Apartment';
import type { InstitucionSs } from '../../../../shared/schemas/servicio-social';
import { lazyScreen } from '../../common/lazyScreen';

const InstitucionList = lazyScreen(() => import('./InstitucionList'), 'InstitucionList');
const InstitucionShow = lazyScreen(() => import('./InstitucionShow'), 'InstitucionShow');

export default {
  list: InstitucionList,
  show: InstitucionShow,
  icon: ApartmentIcon,
  recordRepresentation: (record: InstitucionSs) => record.razonSocial,
};
