import ReplayIcon from '@mui/icons-material/Replay';
import { useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import type { Correo } from './types';
import { ConfirmActionButton } from '../common/ConfirmActionButton';

// Only mail that will not go out by itself can be queued again (the server says the same).
const RESENDABLE = new Set(['fallido', 'retenido']);

/** 'Reenviar': puts the message back in the queue (POST /api/correos/:id/reenviar), after a confirmation. */
export const ResendButton = () => {
  const record = useRecordContext<Correo>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  if (!record || !RESENDABLE.has(record.estado)) return null;
  return (
    <ConfirmActionButton
      label="resources.correos.resend.label"
      title="resources.correos.resend.title"
      content="resources.correos.resend.content"
      done="resources.correos.resend.done"
      icon={<ReplayIcon />}
      values={{ to: record.to }}
      action={() => dataProvider.resendCorreo(record.id)}
      onDone={refresh}
    />
  );
};
