import Chip, { type ChipProps } from '@mui/material/Chip';
import { ESTADOS_PROGRAMA, type EstadoPrograma } from '../../../../../../shared/servicio-social/valores';

const COLOR: Record<EstadoPrograma, ChipProps['color']> = {
  borrador: 'default',
  enviado: 'info',
  aprobado: 'success',
  con_observaciones: 'warning',
  rechazado: 'error',
};

export function EstadoProgramaChip({ estado }: { estado: EstadoPrograma }) {
  return <Chip size="small" color={COLOR[estado]} label={ESTADOS_PROGRAMA[estado]} />;
}
