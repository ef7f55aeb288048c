import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getContrastRatio, rgbToHex, useTheme } from '@mui/material/styles';
import { PageSection } from '../../../components/PageSection';

const SWATCHES = [
  { key: 'primary', name: 'Primario', hue: 'verde' },
  { key: 'secondary', name: 'Secundario', hue: 'azul' },
  { key: 'success', name: 'Éxito', hue: 'verde' },
  { key: 'info', name: 'Información', hue: 'azul' },
  { key: 'warning', name: 'Advertencia', hue: 'amarillo' },
  { key: 'error', name: 'Error', hue: 'rojo' },
  { key: 'neutral', name: 'Neutro', hue: 'pizarra' },
] as const;

function level(ratio: number): string {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA texto grande';
  return 'Insuficiente';
}

export function ColorsPage() {
  const theme = useTheme();
  return (
    <PageSection
      title="Colores Personalizados"
      description={`La paleta del tema ${theme.palette.mode === 'dark' ? 'oscuro' : 'claro'} con el contraste del texto sobre cada color (WCAG 2.1). Cambie el tema con el botón de la barra superior.`}
    >
      <Grid container spacing={2.5}>
        {SWATCHES.map(({ key, name, hue }) => {
          const color = theme.palette[key];
          const ratio = getContrastRatio(color.main, color.contrastText);
          return (
            <Grid key={key} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Card variant="outlined" component="article" aria-label={`${name} (${hue})`}>
                <Box sx={{ bgcolor: color.main, color: color.contrastText, p: 2.5 }}>
                  <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>{name}</Typography>
                  <Typography variant="body2">Texto de ejemplo sobre {hue}</Typography>
                </Box>
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ mb: 1.5 }}>
                    {(['light', 'main', 'dark'] as const).map((shade) => (
                      <Box key={shade} sx={{ flex: 1 }}>
                        <Box sx={{ height: 40, borderRadius: 1, bgcolor: color[shade], border: 1, borderColor: 'divider' }} />
                        <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
                          {shade === 'light' ? 'Claro' : shade === 'main' ? 'Principal' : 'Oscuro'}
                        </Typography>
                        <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace' }}>
                          {color[shade].startsWith('rgb') ? rgbToHex(color[shade]) : color[shade]}
                        </Typography>
                      </Box>
                    ))}
                  </Stack>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2">Contraste {ratio.toFixed(2)}:1</Typography>
                    <Chip size="small" label={level(ratio)} color={ratio >= 4.5 ? 'success' : 'default'} variant="outlined" />
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </PageSection>
  );
}
