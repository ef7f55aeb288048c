import WorkIcon from '@mui/icons-material/Work';
import type { VacanteSs } from '../../../../shared/schemas/servicio-social';
import { VacanteList } from './VacanteList';
import { VacanteShow } from './VacanteShow';

export default { list: VacanteList, show: VacanteShow, icon: WorkIcon, recordRepresentation: (record: VacanteSs) => record.titulo };
