import QuizIcon from '@mui/icons-material/Quiz';
import type { Cuestionario } from '../../../../shared/schemas/seguimiento';
import { lazyScreen } from '../../common/lazyScreen';

const CuestionarioList = lazyScreen(() => import('./CuestionarioList'), 'CuestionarioList');
const CuestionarioShow = lazyScreen(() => import('./CuestionarioShow'), 'CuestionarioShow');
const CuestionarioCreate = lazyScreen(() => import('./CuestionarioCreate'), 'CuestionarioCreate');
const CuestionarioEdit = lazyScreen(() => import('./CuestionarioEdit'), 'CuestionarioEdit');

export default {
  list: CuestionarioList,
  show: CuestionarioShow,
  create: CuestionarioCreate,
  edit: CuestionarioEdit,
  icon: QuizIcon,
  recordRepresentation: (record: Cuestionario) => `${record.nombre} (v${record.version})`,
};
