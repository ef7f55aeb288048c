import QuizIcon from '@mui/icons-material/Quiz';
import { lazyScreen } from '../../common/lazyScreen';

const CuestionarioList = lazyScreen(() => import('./CuestionarioList'), 'CuestionarioList');
const CuestionarioEdit = lazyScreen(() => import('./CuestionarioEdit'), 'CuestionarioEdit');

export default { list: CuestionarioList, edit: CuestionarioEdit, icon: QuizIcon, recordRepresentation: 'titulo' };
