import LockResetIcon from '@mui/icons-material/LockReset';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import type { Usuario } from '../../../shared/schemas/usuarios';
import { ConfirmActionButton } from '../common/ConfirmActionButton';

/** «Enviar enlace para restablecer contraseña»: the owner gets a one-time link; nobody else learns the password. */
export const ResetLinkButton = () => {
  const record = useRecordContext<Usuario>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  if (!record || !record.activo) return null;
  return (
    <ConfirmActionButton
      label="resources.usuarios.reset_link.label"
      title="resources.usuarios.reset_link.title"
      content="resources.usuarios.reset_link.content"
      done="resources.usuarios.reset_link.done"
      icon={<LockResetIcon />}
      values={{ email: record.email }}
      action={() => dataProvider.enviarEnlaceContrasena(record.id)}
    />
  );
};
