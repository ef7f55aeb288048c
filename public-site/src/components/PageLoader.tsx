import Box from '@mui/material/Box';
import { Progress } from '../../../shared/ui/Progress';

/** Shown while a page's code or the session check is on its way. */
export function PageLoader({ label = 'Cargando la página' }: { label?: string }) {
  return (
    <Box sx={{ py: 10, display: 'flex', justifyContent: 'center' }}>
      <Progress shape="circular" value={null} label={label} />
    </Box>
  );
}
