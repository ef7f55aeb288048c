import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Children, isValidElement, type ReactNode } from 'react';
import { Labeled, useTranslate } from 'react-admin';

/** A record's page: its title and state chip, then labelled fields in one or two columns. */
export const Ficha = ({ titulo, estado, children }: { titulo: ReactNode; estado?: ReactNode; children: ReactNode }) => (
  <Card variant="outlined" sx={{ mt: 1 }}>
    <CardContent>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {titulo}
        </Typography>
        {estado}
      </Stack>
      {children}
    </CardContent>
  </Card>
);

/** Fields outside a show layout carry no label of their own: each gets its `label` shown above it. */
export const conEtiquetas = (children: ReactNode) =>
  Children.map(children, (child) => (isValidElement(child) && child.type !== Labeled && (child.props as { label?: unknown }).label ? <Labeled>{child}</Labeled> : child));

export const Seccion = ({ titulo, children, columnas = 2 }: { titulo?: string; children: ReactNode; columnas?: 1 | 2 }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      {titulo ? (
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(titulo)}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: columnas === 2 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' }, gap: 2 }}>{conEtiquetas(children)}</Box>
    </Box>
  );
};

/** Multi-line text as written (line breaks kept). */
export const Parrafo = ({ texto }: { texto: string | null | undefined }) => (
  <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
    {texto || '—'}
  </Typography>
);
