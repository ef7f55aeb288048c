import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LocalizarGraficas } from '../reportes/LocalizarGraficas';

export interface DatosTabla {
  columnas: string[];
  filas: (string | number)[][];
}

const oculto = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const celda = (v: string | number) => (typeof v === 'number' ? v.toLocaleString('es-MX') : v);

/**
 * A chart with its heading. Screen readers skip the drawing (it only repeats the numbers) and read the
 * visually hidden table with the same data instead.
 */
export const TarjetaGrafica = ({ id, titulo, datos, children }: { id: string; titulo: string; datos: DatosTabla; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={`grafica-${id}`} sx={{ minWidth: 0, position: 'relative' }}>
      <CardContent>
        <Typography variant="h6" component="h2" id={`grafica-${id}`} gutterBottom>
          {titulo}
        </Typography>
        {datos.filas.length ? (
          <Box aria-hidden sx={{ minWidth: 0 }}>
            <LocalizarGraficas>{children}</LocalizarGraficas>
          </Box>
        ) : (
          <Typography color="text.secondary">{translate('app.tablero.sin_datos')}</Typography>
        )}
        <Box component="table" sx={oculto}>
          <caption>{titulo}</caption>
          <thead>
            <tr>
              {datos.columnas.map((c) => (
                <th key={c} scope="col">{c}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {datos.filas.map((fila, i) => (
              <tr key={i}>
                {fila.map((v, j) => (j === 0 ? <th key={j} scope="row">{celda(v)}</th> : <td key={j}>{celda(v)}</td>))}
              </tr>
            ))}
          </tbody>
        </Box>
      </CardContent>
    </Card>
  );
};
