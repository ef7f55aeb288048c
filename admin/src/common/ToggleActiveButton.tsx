import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { Button, useNotify, useRecordContext, useResourceContext, useUpdate, type HttpError } from 'react-admin';

/** One click to stop offering a catalog entry (or to offer it again) without opening the form. */
export const ToggleActiveButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const activo = record.activo !== false;
  const toggle = () =>
    update(
      resource,
      { id: record.id, data: { ...record, activo: !activo }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(activo ? 'app.catalogos.deactivated' : 'app.catalogos.activated', { type: 'info' }),
        onError: (error) => notify((error as HttpError).message || 'ra.notification.http_error', { type: 'error' }),
      },
    );
  return (
    <Button label={activo ? 'app.catalogos.deactivate' : 'app.catalogos.activate'} onClick={toggle} disabled={isPending}>
      {activo ? <ToggleOffIcon /> : <ToggleOnIcon />}
    </Button>
  );
};
