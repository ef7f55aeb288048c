import RateReviewIcon from '@mui/icons-material/RateReview';
import { DocumentoList } from './DocumentoList';
import { DocumentoShow } from './DocumentoShow';

export default { list: DocumentoList, show: DocumentoShow, icon: RateReviewIcon, recordRepresentation: 'titulo' };
