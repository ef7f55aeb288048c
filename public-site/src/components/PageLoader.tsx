import Box from '@mui/material/Box';
import { Spinner } from './Spinner';

/** Shown while a page's code or the session check is on its way. */
export function PageLoader({ label = 'Cargando la página' }: { label?: string }) {
  return (
    <Box sx={{ py: 10, display: 'flex', justifyContent: 'center' }}>
      <Spinner label={label} />
    </Box>
  );
}
