import Button from '@mui/material/Button';
import { PageLoader } from '../../../components/PageLoader';
import { Alert } from '../../../components/Alert';
import { formErrorMessage } from '../../../lib/form';

/** Loading or failed catalog: the form cannot be filled without its programs. */
export function CatalogoState({ error, retry }: { error: unknown; retry: () => void }) {
  if (!error) return <PageLoader label="Cargando los programas" />;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          Reintentar
        </Button>
      }
    >
      No se pudo cargar la lista de programas. {formErrorMessage(error)}
    </Alert>
  );
}
