import { Alert } from '@mui/material';
import { useRecordContext } from 'react-admin';

/**
 * A record an ARCO cancellation blocked: only staff who handle ARCO requests open it (the server answers 404 to
 * anyone else), for the legal holds. Said first, so nobody takes it for an ordinary record (issue 34).
 */
export function AvisoBloqueado() {
  const record = useRecordContext<{ bloqueado?: boolean }>();
  if (!record?.bloqueado) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <strong>Bloqueado</strong> por una cancelación de datos personales (derechos ARCO). No aparece en listas, búsquedas, exportaciones ni envíos;
      se conserva solo por obligación legal hasta que termine su plazo de conservación.
    </Alert>
  );
}
