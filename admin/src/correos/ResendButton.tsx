import { useState } from 'react';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import type { Correo } from './types';

// Only mail that will not go out by itself can be queued again (the server says the same).
const RESENDABLE = new Set(['fallido', 'retenido']);

/** 'Reenviar': puts the message back in the queue (POST /api/correos/:id/reenviar), after a confirmation. */
export const ResendButton = () => {
  const record = useRecordContext<Correo>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record || !RESENDABLE.has(record.estado)) return null;

  const resend = async () => {
    setPending(true);
    try {
      await dataProvider.resendCorreo(record.id);
      notify('resources.correos.resend.done', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button label="resources.correos.resend.label" onClick={() => setOpen(true)} disabled={pending}>
        <ReplayIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="resources.correos.resend.title"
        content="resources.correos.resend.content"
        contentTranslateOptions={{ to: record.to }}
        onConfirm={resend}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
