import StarIcon from '@mui/icons-material/Star';
import type { DestacadoSs } from '../../../../shared/schemas/servicio-social';
import { DestacadoCreate } from './DestacadoCreate';
import { DestacadoEdit } from './DestacadoEdit';
import { DestacadoList } from './DestacadoList';

export default { list: DestacadoList, create: DestacadoCreate, edit: DestacadoEdit, icon: StarIcon, recordRepresentation: (record: DestacadoSs) => record.titulo };
