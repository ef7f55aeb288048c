import ApartmentIcon from '@mui/icons-material/Apartment';
import type { InstitucionSs } from '../../../../shared/schemas/servicio-social';
import { InstitucionList } from './InstitucionList';
import { InstitucionShow } from './InstitucionShow';

export default {
  list: InstitucionList,
  show: InstitucionShow,
  icon: ApartmentIcon,
  recordRepresentation: (record: InstitucionSs) => record.razonSocial,
};
