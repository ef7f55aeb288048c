import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import type { EvaluacionFila } from '../../../shared/schemas/postulaciones';
import { EvaluacionList } from './EvaluacionList';
import { EvaluacionShow } from './EvaluacionShow';

/** The jurado's own assignments; the score form lives on the show page. */
export default {
  list: EvaluacionList,
  show: EvaluacionShow,
  icon: RateReviewOutlinedIcon,
  recordRepresentation: (record: EvaluacionFila) => record.folio,
};
