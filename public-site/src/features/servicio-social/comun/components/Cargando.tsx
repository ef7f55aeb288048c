import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { PageLoader } from '../../../../components/PageLoader';
import { formErrorMessage } from '../../../../lib/form';

/** Loading, or the error with a retry: what a page shows before its data is there. */
export function Cargando({ error, retry, label }: { error: unknown; retry: () => void; label: string }) {
  if (!error) return <PageLoader label={label} />;
  return (
    <Alert severity="error" action={<Button color="inherit" size="small" onClick={retry}>Reintentar</Button>}>
      {formErrorMessage(error)}
    </Alert>
  );
}
