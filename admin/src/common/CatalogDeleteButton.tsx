import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Confirm,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useUpdate,
  useGetRecordRepresentation,
  type HttpError,
} from 'react-admin';

/**
 * Delete with confirmation for a catalog entry. The server refuses an entry in use (409 with its reason):
 * that reason is shown and deactivation is offered instead, which is what the office usually wants.
 */
export const CatalogDeleteButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const representation = useGetRecordRepresentation(resource);
  const notify = useNotify();
  const redirect = useRedirect();
  const [confirming, setConfirming] = useState(false);
  const [enUso, setEnUso] = useState<string | null>(null);
  const [remove, { isPending: deleting }] = useDelete();
  const [update, { isPending: updating }] = useUpdate();
  if (!record) return null;

  const onDelete = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify('app.catalogos.delete.done', { type: 'info' });
          redirect('list', resource);
        },
        onError: (error) => {
          setConfirming(false);
          const httpError = error as HttpError;
          if (httpError.status === 409) setEnUso(httpError.message);
          else notify(httpError.message || 'ra.notification.http_error', { type: 'error' });
        },
      },
    );

  const onDeactivate = () =>
    update(
      resource,
      { id: record.id, data: { ...record, activo: false }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setEnUso(null);
          notify('app.catalogos.delete.deactivated', { type: 'info' });
        },
        onError: (error) => notify((error as HttpError).message || 'ra.notification.http_error', { type: 'error' }),
      },
    );

  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setConfirming(true)}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={deleting}
        title="app.catalogos.delete.title"
        titleTranslateOptions={{ recordRepresentation: String(representation(record) ?? '') }}
        content="app.catalogos.delete.content"
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      />
      <Confirm
        isOpen={enUso !== null}
        loading={updating}
        title="app.catalogos.delete.in_use_title"
        content={enUso ?? ''}
        confirm={record.activo === false ? 'ra.action.close' : 'app.catalogos.delete.deactivate'}
        onConfirm={record.activo === false ? () => setEnUso(null) : onDeactivate}
        onClose={() => setEnUso(null)}
      />
    </>
  );
};
