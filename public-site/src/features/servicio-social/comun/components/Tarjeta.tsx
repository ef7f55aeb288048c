import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled panel of a portal page. */
export function Tarjeta({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = `tarjeta-${title.toLowerCase().normalize('NFD').replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, height: '100%' }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
      {action}
    </Paper>
  );
}
