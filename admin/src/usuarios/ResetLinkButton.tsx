import { useState } from 'react';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import type { Usuario } from '../../../shared/schemas/usuarios';

/** «Enviar enlace para restablecer contraseña»: the owner gets a one-time link; nobody else learns the password. */
export const ResetLinkButton = () => {
  const record = useRecordContext<Usuario>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record || !record.activo) return null;

  const send = async () => {
    setPending(true);
    try {
      await dataProvider.enviarEnlaceContrasena(record.id);
      notify('resources.usuarios.reset_link.done', { type: 'success', messageArgs: { email: record.email } });
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button label="resources.usuarios.reset_link.label" onClick={() => setOpen(true)} disabled={pending}>
        <LockResetIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="resources.usuarios.reset_link.title"
        content="resources.usuarios.reset_link.content"
        translateOptions={{ email: record.email }}
        contentTranslateOptions={{ email: record.email }}
        onConfirm={send}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
