import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * Shown while a page's code or the session check is on its way. CircularProgress itself, not shared/ui/Progress:
 * that one brings LinearProgress too, and this spinner is in every page's first load.
 */
export function PageLoader({ label = 'Cargando la página' }: { label?: string }) {
  return (
    <Box sx={{ py: 10, display: 'flex', justifyContent: 'center' }}>
      <CircularProgress aria-label={label} aria-busy />
    </Box>
  );
}
