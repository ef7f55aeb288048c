import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FilaIndicador } from '../../../shared/schemas/reportes';
import { entero, porcentaje } from './formato';

const TASAS = [
  ['titulacion', 'tasaTitulacion'],
  ['empleo', 'tasaEmpleo'],
  ['verificados', 'tasaVerificacion'],
  ['cobertura', 'cobertura'],
] as const;

/** The filtered totals at the top of the report, so a phone shows them before the filters and tables. */
export const CifrasClave = ({ totales }: { totales: FilaIndicador }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.reportes.cifras.${key}`);
  const cifras: [string, string][] = [
    [t('egresados'), entero(totales.registrados)],
    ...TASAS.map(([clave, campo]): [string, string] => [t(clave), porcentaje(totales[campo]) ?? translate('app.reportes.indicadores.sin_dato')]),
  ];
  return (
    <Card component="section" aria-labelledby="reporte-cifras">
      <CardContent>
        <Typography variant="h6" component="h2" id="reporte-cifras" gutterBottom>
          {t('title')}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fit, minmax(150px, 1fr))' } }}>
          {cifras.map(([nombre, valor]) => (
            <div key={nombre}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {nombre}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 600 }}>
                {valor}
              </Typography>
            </div>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};
