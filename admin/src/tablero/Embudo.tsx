import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Tablero } from '../../../shared/schemas/reportes';

const ETAPAS = ['importados', 'invitados', 'registrados', 'verificados'] as const;

/** Each stage as a share of the one before it: where graduates drop out of the verification path. */
export function etapasEmbudo(embudo: Tablero['embudo']) {
  return ETAPAS.map((etapa, i) => {
    const previa = i > 0 ? ETAPAS[i - 1] : null;
    const base = previa ? embudo[previa] : null;
    return { etapa, total: embudo[etapa], previa, conversion: base ? Math.round((embudo[etapa] / base) * 1000) / 10 : null };
  });
}

/** Drawn with plain boxes and text: the numbers are on screen, so it needs no separate alternative. */
export const Embudo = ({ embudo }: { embudo: Tablero['embudo'] }) => {
  const translate = useTranslate();
  const etapas = etapasEmbudo(embudo);
  const maximo = Math.max(1, ...etapas.map((e) => e.total));
  return (
    <Card component="section" aria-labelledby="grafica-embudo" sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" id="grafica-embudo" gutterBottom>
          {translate('app.tablero.graficas.embudo')}
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {etapas.map(({ etapa, total, previa, conversion }) => (
            <li key={etapa}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {`${translate(`app.tablero.embudo.${etapa}`)}: ${total.toLocaleString('es-MX')}`}
                </Typography>
                {previa && conversion != null ? (
                  <Typography component="span" color="text.secondary">
                    {translate('app.tablero.embudo.conversion', {
                      pct: conversion.toLocaleString('es-MX'),
                      etapa: translate(`app.tablero.embudo.${previa}`).toLowerCase(),
                    })}
                  </Typography>
                ) : null}
              </Box>
              <Box aria-hidden sx={{ mt: 0.5, height: 12, borderRadius: 1, bgcolor: 'action.hover' }}>
                <Box sx={{ height: '100%', borderRadius: 1, bgcolor: 'primary.main', width: `${(total / maximo) * 100}%` }} />
              </Box>
            </li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};
