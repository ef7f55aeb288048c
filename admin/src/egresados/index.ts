import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import type { Egresado } from '../../../shared/schemas/egresados';
import { RedirectToCrear } from './EgresadoCreatePage';
import { EgresadoEdit } from './EgresadoEdit';
import { EgresadoList } from './EgresadoList';
import { EgresadoShow } from './EgresadoShow';
import { nombreCompleto } from './nombre';

export default {
  list: EgresadoList,
  // The spec names the page /egresados/crear (a custom route); react-admin's /egresados/create leads there.
  create: RedirectToCrear,
  edit: EgresadoEdit,
  show: EgresadoShow,
  icon: SchoolOutlinedIcon,
  recordRepresentation: (record: Egresado) => nombreCompleto(record),
};

