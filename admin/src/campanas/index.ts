import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import type { Campana } from '../../../shared/schemas/campanas';
import { CampanaCreate } from './CampanaCreate';
import { CampanaEdit } from './CampanaEdit';
import { CampanaList } from './CampanaList';
import { CampanaShow } from './CampanaShow';

export default {
  list: CampanaList,
  create: CampanaCreate,
  edit: CampanaEdit,
  show: CampanaShow,
  icon: ForwardToInboxIcon,
  recordRepresentation: (record: Campana) => record.nombre,
};
