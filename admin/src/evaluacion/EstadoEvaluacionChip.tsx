import { Chip } from '@mui/material';
import { ESTADO_EVALUACION_LABELS, type EvaluacionFila } from '../../../shared/schemas/postulaciones';

// Its own file: the list and the show page each load as their own chunk (App.tsx), and both show the chip.
export const EstadoEvaluacionChip = ({ estado }: { estado: EvaluacionFila['estado'] }) => (
  <Chip size="small" variant="outlined" color={estado === 'enviada' ? 'success' : estado === 'recusada' ? 'default' : estado === 'borrador' ? 'warning' : 'info'} label={ESTADO_EVALUACION_LABELS[estado]} />
);
