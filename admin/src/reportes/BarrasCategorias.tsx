import { Box, Typography } from '@mui/material';
import { entero, porcentaje } from './formato';

export interface Barra {
  etiqueta: string;
  total: number;
  porcentaje?: number;
}

/**
 * Horizontal bars drawn with boxes and text. A chart axis cuts long names («Licenciatura en…») and drops the
 * labels that do not fit; here each full name wraps above its bar, at any width.
 */
export const BarrasCategorias = ({ barras }: { barras: Barra[] }) => {
  const maximo = Math.max(1, ...barras.map((b) => b.total));
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
      {barras.map((b, i) => (
        <li key={`${i}-${b.etiqueta}`}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
            <Typography variant="body2" component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {b.etiqueta}
            </Typography>
            <Typography variant="body2" component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {entero(b.total)}
              {b.porcentaje == null ? null : <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>{` · ${porcentaje(b.porcentaje)}`}</Box>}
            </Typography>
          </Box>
          <Box sx={{ mt: 0.5, height: 10, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Box sx={{ height: '100%', borderRadius: 1, bgcolor: 'primary.main', width: `${(b.total / maximo) * 100}%`, minWidth: b.total ? 3 : 0 }} />
          </Box>
        </li>
      ))}
    </Box>
  );
};
