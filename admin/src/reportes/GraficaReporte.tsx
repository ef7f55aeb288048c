import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FilaReporte, Reporte } from '../../../shared/schemas/reportes';
import { BarrasCategorias } from './BarrasCategorias';

/** The bars of the rows the table shows on its current page, with their full names. */
export const GraficaReporte = ({ reporte, filas }: { reporte: Reporte; filas: FilaReporte[] }) => {
  const translate = useTranslate();
  const dimension = translate(`app.reportes.dimensiones.${reporte.dimension}`).toLowerCase();
  return (
    <Box role="img" aria-label={translate('app.reportes.conteo.grafica', { dimension })} sx={{ minWidth: 0 }}>
      <BarrasCategorias barras={filas} />
    </Box>
  );
};
