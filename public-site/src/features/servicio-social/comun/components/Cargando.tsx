import Button from '@mui/material/Button';
import { Alert } from '../../../../components/Alert';
import { PageLoader } from '../../../../components/PageLoader';
import { formErrorMessage } from '../../../../lib/form';

/**
 * Loading, or the error with a retry: what a page shows before its data is there. The alert is the lazy one: most
 * loads succeed, and MUI's Alert would otherwise be in the first load of every page that waits for data.
 */
export function Cargando({ error, retry, label }: { error: unknown; retry: () => void; label: string }) {
  if (!error) return <PageLoader label={label} />;
  return (
    <Alert severity="error" role="alert" action={<Button color="inherit" size="small" onClick={retry}>Reintentar</Button>}>
      {formErrorMessage(error)}
    </Alert>
  );
}
