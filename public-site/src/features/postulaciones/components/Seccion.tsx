import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One titled part of the form. */
export function Seccion({ id, titulo, descripcion, children }: { id: string; titulo: string; descripcion?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: descripcion ? 0.5 : 2 }}>
        {titulo}
      </Typography>
      {descripcion && (
        <Typography variant="body2" color="text.secondary" component="div" sx={{ mb: 2 }}>
          {descripcion}
        </Typography>
      )}
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}
