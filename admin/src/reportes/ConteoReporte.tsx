import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Reporte } from '../../../shared/schemas/reportes';
import { GraficaReporte } from './GraficaReporte';
import { PaginacionTabla } from './PaginacionTabla';
import { TablaReporte } from './TablaReporte';
import { usePagina } from './usePagina';

/** Table and bars turn pages together, so the bars always draw the rows beside them. */
export const ConteoReporte = ({ reporte }: { reporte: Reporte }) => {
  const translate = useTranslate();
  const pagina = usePagina(reporte.filas.length);
  const filas = reporte.filas.slice(pagina.desde, pagina.hasta);
  const dimension = translate(`app.reportes.dimensiones.${reporte.dimension}`).toLowerCase();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
      <Box sx={{ minWidth: 0 }}>
        <TablaReporte reporte={reporte} filas={filas} />
        <PaginacionTabla pagina={pagina} etiqueta={translate('app.reportes.paginacion.conteo', { dimension })} />
      </Box>
      <GraficaReporte reporte={reporte} filas={filas} />
    </Box>
  );
};
