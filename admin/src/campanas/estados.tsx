import { Chip, type ChipProps } from '@mui/material';
import { ESTADOS_CAMPANA, ESTADOS_DESTINATARIO, type EstadoCampana, type EstadoDestinatario } from '../../../shared/schemas/campanas';

type Color = ChipProps['color'];

const COLOR_CAMPANA: Record<EstadoCampana, Color> = {
  borrador: 'default',
  programada: 'info',
  enviando: 'primary',
  pausada: 'warning',
  completada: 'success',
  cancelada: 'error',
};

// A lease in progress is not a result yet: the staff see it as pending.
const VISTO_COMO: Partial<Record<EstadoDestinatario, EstadoDestinatario>> = { enviando: 'pendiente' };

const COLOR_DESTINATARIO: Record<EstadoDestinatario, Color> = {
  pendiente: 'default',
  enviando: 'default',
  enviado: 'success',
  fallido: 'error',
  baja: 'warning',
};

/** The campaign's state in Spanish; colour plus text, so it reads without colour too. */
export const EstadoCampanaChip = ({ estado }: { estado: EstadoCampana }) => (
  <Chip size="small" variant={estado === 'borrador' ? 'outlined' : 'filled'} color={COLOR_CAMPANA[estado]} label={ESTADOS_CAMPANA[estado] ?? estado} />
);

export const EstadoDestinatarioChip = ({ estado }: { estado: EstadoDestinatario }) => {
  const visto = VISTO_COMO[estado] ?? estado;
  return <Chip size="small" variant="outlined" color={COLOR_DESTINATARIO[visto]} label={ESTADOS_DESTINATARIO[visto] ?? estado} />;
};

export const estadoCampanaChoices = Object.entries(ESTADOS_CAMPANA).map(([id, name]) => ({ id, name }));

/** What a staff member may filter recipients by ('enviando' is shown as pendiente). */
export const estadoDestinatarioChoices = (['pendiente', 'enviado', 'fallido', 'baja'] as const).map((id) => ({ id, name: ESTADOS_DESTINATARIO[id] }));

/** States the worker may still change: the page keeps polling while in them. */
export const EN_CURSO: readonly EstadoCampana[] = ['programada', 'enviando'];
