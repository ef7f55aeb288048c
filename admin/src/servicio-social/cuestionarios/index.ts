import QuizIcon from '@mui/icons-material/Quiz';
import { CuestionarioEdit } from './CuestionarioEdit';
import { CuestionarioList } from './CuestionarioList';

export default { list: CuestionarioList, edit: CuestionarioEdit, icon: QuizIcon };
