import { TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Reporte } from '../../../shared/schemas/reportes';
import { entero, porcentaje } from './formato';
import { TablaDesplazable } from './TablaDesplazable';

export const TablaReporte = ({ reporte }: { reporte: Reporte }) => {
  const translate = useTranslate();
  const dimension = translate(`app.reportes.dimensiones.${reporte.dimension}`);
  return (
    <TablaDesplazable label={translate('app.reportes.conteo.tabla', { dimension: dimension.toLowerCase() })}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">{dimension}</TableCell>
          <TableCell component="th" scope="col" align="right">{translate('app.reportes.conteo.egresados')}</TableCell>
          <TableCell component="th" scope="col" align="right">{translate('app.reportes.conteo.porcentaje')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {reporte.filas.map((fila) => (
          <TableRow key={String(fila.valor)}>
            <TableCell component="th" scope="row">{fila.etiqueta}</TableCell>
            <TableCell align="right">{entero(fila.total)}</TableCell>
            <TableCell align="right">{porcentaje(fila.porcentaje)}</TableCell>
          </TableRow>
        ))}
        <TableRow sx={{ '& > *': { fontWeight: 700 } }}>
          <TableCell component="th" scope="row">{translate('app.reportes.conteo.total')}</TableCell>
          <TableCell align="right">{entero(reporte.total)}</TableCell>
          <TableCell align="right">{porcentaje(reporte.total ? 100 : 0)}</TableCell>
        </TableRow>
      </TableBody>
    </TablaDesplazable>
  );
};
