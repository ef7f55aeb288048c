import FlagIcon from '@mui/icons-material/Flag';
import type { MetaIndicador } from '../../../../shared/schemas/seguimiento';
import { lazyScreen } from '../../common/lazyScreen';

const MetaList = lazyScreen(() => import('./MetaList'), 'MetaList');
const MetaEdit = lazyScreen(() => import('./MetaEdit'), 'MetaEdit');

export default { list: MetaList, edit: MetaEdit, icon: FlagIcon, recordRepresentation: (record: MetaIndicador) => record.nombre };
