import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Campana } from '../../../shared/schemas/campanas';
import { f } from './CampanaInputs';
import { EN_CURSO } from './estados';

const numero = (n: number) => n.toLocaleString('es-MX');

/** Sent, failed and unsubscribed over the total, with each number spelled out. */
export const ProgresoDetalle = () => {
  const record = useRecordContext<Campana>();
  const translate = useTranslate();
  if (!record) return null;
  const hechos = record.enviados + record.fallidos + record.bajas;
  const total = record.total;
  const texto = translate('app.campanas.detalle.progreso_texto', { hechos: numero(hechos), total: numero(total) });
  const cifras: [string, number][] = [
    ['enviados', record.enviados],
    ['fallidos', record.fallidos],
    ['pendientes', record.pendientes],
    ['bajas', record.bajas],
  ];
  return (
    <Box sx={{ width: '100%' }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('app.campanas.detalle.progreso')}
      </Typography>
      {total ? (
        <>
          <LinearProgress variant="determinate" value={Math.min(100, (100 * hechos) / total)} aria-label={texto} sx={{ height: 10, borderRadius: 5 }} />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {texto}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.campanas.detalle.sin_destinatarios')}
        </Typography>
      )}
      <Stack direction="row" component="dl" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, my: 1 }}>
        {cifras.map(([campo, valor]) => (
          <Box key={campo}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(f(campo))}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }} data-testid={`cifra-${campo}`}>
              {numero(valor)}
            </Typography>
          </Box>
        ))}
      </Stack>
      {EN_CURSO.includes(record.estado) ? (
        <Typography variant="caption" color="text.secondary">
          {translate('app.campanas.detalle.actualizando')}
        </Typography>
      ) : null}
    </Box>
  );
};
