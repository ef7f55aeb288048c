import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import type { EvaluacionFila } from '../../../shared/schemas/postulaciones';
import { lazyScreen } from '../common/lazyScreen';

const EvaluacionList = lazyScreen(() => import('./EvaluacionList'), 'EvaluacionList');
const EvaluacionShow = lazyScreen(() => import('./EvaluacionShow'), 'EvaluacionShow');

/** The jurado's own assignments; the score form lives on the show page. */
export default {
  list: EvaluacionList,
  show: EvaluacionShow,
  icon: RateReviewOutlinedIcon,
  recordRepresentation: (record: EvaluacionFila) => record.folio,
};
