import RateReviewIcon from '@mui/icons-material/RateReview';
import { lazyScreen } from '../../common/lazyScreen';

const DocumentoList = lazyScreen(() => import('./DocumentoList'), 'DocumentoList');
const DocumentoShow = lazyScreen(() => import('./DocumentoShow'), 'DocumentoShow');

export default { list: DocumentoList, show: DocumentoShow, icon: RateReviewIcon, recordRepresentation: 'titulo' };
