import Button from '@mui/material/Button';
import { ErrorView } from '../../../../../shared/ui/ErrorView';
import { AppLink } from '../../../components/AppLink';

interface ErrorPageProps {
  status?: number;
  message?: string;
  description?: string;
  onRetry?: () => void;
}

/** The generic error page inside the site's layout: status code, status message and description. */
export function ErrorPage({ status = 500, message, description, onRetry }: ErrorPageProps) {
  return (
    <ErrorView
      status={status}
      message={message}
      description={description}
      actions={
        <>
          {onRetry && (
            <Button variant="contained" onClick={onRetry}>
              Volver a intentar
            </Button>
          )}
          <Button component={AppLink} to="/" variant={onRetry ? 'outlined' : 'contained'}>
            Ir al inicio
          </Button>
        </>
      }
    />
  );
}
