import PublicIcon from '@mui/icons-material/Public';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import { Button, useNotify, useRecordContext, useResourceContext, useUpdate, type HttpError } from 'react-admin';
import type { DestacadoSs } from '../../../../shared/schemas/servicio-social';

const d = (key: string) => `app.servicio_social.destacados.${key}`;

/** One click to show the project on the public page, or to take it off. */
export const PublicarButton = () => {
  const record = useRecordContext<DestacadoSs>();
  const resource = useResourceContext() ?? '';
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const { titulo, historia, institucionId, programaId, orden, publicado } = record;
  const cambiar = () =>
    update(
      resource,
      { id: record.id, data: { titulo, historia, institucionId, programaId, orden, publicado: !publicado }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(d(publicado ? 'despublicado' : 'publicado'), { type: 'info' }),
        onError: (error) => notify((error as HttpError).message || 'ra.notification.http_error', { type: 'error' }),
      },
    );
  return (
    <Button label={d(publicado ? 'despublicar' : 'publicar')} onClick={cambiar} disabled={isPending}>
      {publicado ? <PublicOffIcon /> : <PublicIcon />}
    </Button>
  );
};
