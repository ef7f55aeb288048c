import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { Reporte } from '../../../shared/schemas/reportes';
import { LocalizarGraficas } from './LocalizarGraficas';

/** Horizontal bars: program names are long and read better down the side than under each bar. */
export const GraficaReporte = ({ reporte }: { reporte: Reporte }) => {
  const translate = useTranslate();
  const dimension = translate(`app.reportes.dimensiones.${reporte.dimension}`).toLowerCase();
  const filas = reporte.filas;
  return (
    <Box role="img" aria-label={translate('app.reportes.conteo.grafica', { dimension })} sx={{ minWidth: 0 }}>
      <LocalizarGraficas>
        <BarChart
          layout="horizontal"
          height={Math.max(160, filas.length * 36 + 60)}
          yAxis={[{ scaleType: 'band', data: filas.map((f) => f.etiqueta), width: 130 }]}
          xAxis={[{ tickMinStep: 1 }]}
          series={[{ data: filas.map((f) => f.total), label: translate('app.reportes.conteo.egresados') }]}
          hideLegend
        />
      </LocalizarGraficas>
    </Box>
  );
};
