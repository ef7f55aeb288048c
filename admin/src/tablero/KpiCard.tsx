import { Card, CardContent, Typography, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Kpi } from '../../../shared/schemas/reportes';
import { cambio } from './cambio';

const color = (tipo: string) => (theme: Theme) => {
  if (tipo !== 'sube' && tipo !== 'baja') return theme.palette.text.secondary;
  const tono = tipo === 'sube' ? theme.palette.success : theme.palette.error;
  return theme.palette.mode === 'dark' ? tono.light : tono.main;
};

/** One figure of the period and how it moved: the arrow is decoration, the sentence says it. */
export const KpiCard = ({ id, titulo, kpi, sufijo = '' }: { id: string; titulo: string; kpi: Kpi; sufijo?: string }) => {
  const translate = useTranslate();
  const c = cambio(kpi);
  return (
    <Card component="section" aria-labelledby={`kpi-${id}`} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2" id={`kpi-${id}`}>
          {titulo}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {kpi.valor.toLocaleString('es-MX')}{sufijo}
        </Typography>
        {c ? (
          <Typography variant="body2" component="p" sx={{ color: color(c.tipo) }}>
            {c.tipo === 'sube' || c.tipo === 'baja' ? <span aria-hidden>{c.tipo === 'sube' ? '▲ ' : '▼ '}</span> : null}
            {translate(`app.tablero.cambio.${c.tipo}`, 'pct' in c ? { pct: c.pct.toLocaleString('es-MX') } : {})}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
};
