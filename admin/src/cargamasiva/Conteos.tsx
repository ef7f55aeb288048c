import { Box, Paper, Typography } from '@mui/material';

/** A row of labelled figures (total, valid, with errors…); each figure reads with its label. */
export const Conteos = ({ items }: { items: { label: string; value: number; color?: 'error' | 'success' }[] }) => (
  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 1, m: 0 }}>
    {items.map((item) => (
      <Paper key={item.label} variant="outlined" sx={{ p: 1.5 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {item.label}
        </Typography>
        <Typography component="dd" variant="h5" sx={{ m: 0, color: item.color ? `${item.color}.main` : undefined }}>
          {item.value.toLocaleString('es-MX')}
        </Typography>
      </Paper>
    ))}
  </Box>
);
