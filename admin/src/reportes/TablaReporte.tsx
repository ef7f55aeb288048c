import { TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FilaReporte, Reporte } from '../../../shared/schemas/reportes';
import { filaTotal } from './estilos';
import { entero, porcentaje } from './formato';
import { TablaDesplazable } from '../common/TablaDesplazable';


/** The report's count: the total, then the rows of the current page. */
export const TablaReporte = ({ reporte, filas }: { reporte: Reporte; filas: FilaReporte[] }) => {
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
        <TableRow sx={filaTotal}>
          <TableCell component="th" scope="row">{translate('app.reportes.conteo.total')}</TableCell>
          <TableCell align="right">{entero(reporte.total)}</TableCell>
          <TableCell align="right">{porcentaje(reporte.total ? 100 : 0)}</TableCell>
        </TableRow>
        {filas.map((fila) => (
          <TableRow key={String(fila.valor)}>
            <TableCell component="th" scope="row">{fila.etiqueta}</TableCell>
            <TableCell align="right">{entero(fila.total)}</TableCell>
            <TableCell align="right">{porcentaje(fila.porcentaje)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </TablaDesplazable>
  );
};
