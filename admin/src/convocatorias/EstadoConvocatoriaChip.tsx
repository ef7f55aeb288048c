import { Chip } from '@mui/material';
import { ESTADO_CONVOCATORIA_LABELS, type Convocatoria } from '../../../shared/schemas/postulaciones';

// Its own file: the list and the show page each load as their own chunk (App.tsx), and both show the chip.
export const EstadoConvocatoriaChip = ({ estado }: { estado: Convocatoria['estado'] }) => (
  <Chip size="small" variant="outlined" color={estado === 'abierta' ? 'success' : estado === 'resultados_publicados' ? 'primary' : 'default'} label={ESTADO_CONVOCATORIA_LABELS[estado]} />
);
