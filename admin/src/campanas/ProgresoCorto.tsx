import { Box, LinearProgress, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Campana } from '../../../shared/schemas/campanas';

const numero = (n: number) => n.toLocaleString('es-MX');

/** Sent over total, as a thin bar with its numbers for the list. */
export const ProgresoCorto = () => {
  const record = useRecordContext<Campana>();
  const translate = useTranslate();
  if (!record || !record.total) return null;
  const texto = translate('app.campanas.progreso', { enviados: numero(record.enviados), total: numero(record.total) });
  return (
    <Box sx={{ minWidth: 110 }}>
      <LinearProgress variant="determinate" value={Math.min(100, (100 * record.enviados) / record.total)} aria-label={texto} sx={{ height: 6, borderRadius: 3 }} />
      <Typography variant="caption" color="text.secondary">
        {texto}
      </Typography>
    </Box>
  );
};
