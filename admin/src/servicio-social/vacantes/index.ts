import WorkIcon from '@mui/icons-material/Work';
import type { VacanteSs } from '../../../../shared/schemas/servicio-social';
import { lazyScreen } from '../../common/lazyScreen';

const VacanteList = lazyScreen(() => import('./VacanteList'), 'VacanteList');
const VacanteShow = lazyScreen(() => import('./VacanteShow'), 'VacanteShow');

export default { list: VacanteList, show: VacanteShow, icon: WorkIcon, recordRepresentation: (record: VacanteSs) => record.titulo };
