import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Correo, Estado } from './types';

const COLORS: Record<Estado, ChipProps['color']> = {
  pendiente: 'info',
  enviando: 'info',
  enviado: 'success',
  fallido: 'error',
  retenido: 'warning',
};

export const EstadoChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<Correo>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={COLORS[record.estado] ?? 'default'}
      variant={record.estado === 'enviado' ? 'outlined' : 'filled'}
      label={translate(`resources.correos.estados.${record.estado}`, { _: record.estado })}
    />
  );
};
