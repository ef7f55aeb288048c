import GroupsIcon from '@mui/icons-material/Groups';
import type { Cohorte } from '../../../shared/schemas/reportes';
import { CohorteCreate } from './CohorteCreate';
import { CohorteEdit } from './CohorteEdit';
import { CohorteList } from './CohorteList';

export default {
  list: CohorteList,
  create: CohorteCreate,
  edit: CohorteEdit,
  icon: GroupsIcon,
  recordRepresentation: (record: Cohorte) => `${record.programa} · ${record.anioEgreso}`,
};
