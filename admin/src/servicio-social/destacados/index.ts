import StarIcon from '@mui/icons-material/Star';
import type { DestacadoSs } from '../../../../shared/schemas/servicio-social';
import { lazyScreen } from '../../common/lazyScreen';

const DestacadoCreate = lazyScreen(() => import('./DestacadoCreate'), 'DestacadoCreate');
const DestacadoEdit = lazyScreen(() => import('./DestacadoEdit'), 'DestacadoEdit');
const DestacadoList = lazyScreen(() => import('./DestacadoList'), 'DestacadoList');

export default { list: DestacadoList, create: DestacadoCreate, edit: DestacadoEdit, icon: StarIcon, recordRepresentation: (record: DestacadoSs) => record.titulo };
