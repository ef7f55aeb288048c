import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import {
  ACEPTACION_LABELS, ESTADO_POSTULACION_LABELS, VINCULO_LABELS, type EstadoAceptacion, type EstadoPostulacion,
} from '../../../shared/schemas/postulaciones';

const choices = (labels: Record<string, string>) => Object.entries(labels).map(([id, name]) => ({ id, name }));

export const estadoChoices = choices(ESTADO_POSTULACION_LABELS);
export const aceptacionChoices = choices(ACEPTACION_LABELS);
export const vinculoChoices = choices(VINCULO_LABELS);

const COLOR: Record<EstadoPostulacion, 'default' | 'info' | 'success' | 'error' | 'warning' | 'primary' | 'secondary'> = {
  recibida: 'default',
  en_revision: 'info',
  elegible: 'success',
  no_elegible: 'error',
  en_evaluacion: 'primary',
  finalista: 'warning',
  ganadora: 'success',
  no_seleccionada: 'default',
  retirada: 'default',
};

export const EstadoChip = ({ estado }: { estado?: EstadoPostulacion }) => {
  const record = useRecordContext<{ estado: EstadoPostulacion }>();
  const value = estado ?? record?.estado;
  if (!value) return null;
  return <Chip size="small" color={COLOR[value]} variant={value === 'ganadora' ? 'filled' : 'outlined'} label={ESTADO_POSTULACION_LABELS[value]} />;
};

export const AceptacionText = ({ value }: { value: EstadoAceptacion }) => <>{ACEPTACION_LABELS[value]}</>;
