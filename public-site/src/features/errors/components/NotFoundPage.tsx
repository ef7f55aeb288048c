import { useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import { NotFoundView } from '../../../../../shared/ui/ErrorView';
import { AppLink } from '../../../components/AppLink';

/** Unknown paths (the server already answered HTTP 404): the message and the path that was asked for. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <NotFoundView
      path={pathname}
      actions={
        <Button component={AppLink} to="/" variant="contained">
          Ir al inicio
        </Button>
      }
    />
  );
}
