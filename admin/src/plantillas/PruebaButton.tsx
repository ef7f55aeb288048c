import { useState } from 'react';
import SendIcon from '@mui/icons-material/Send';
import { Button, useDataProvider, useNotify, type HttpError } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';

/** Mails the form's current subject and body, rendered with a real graduate's data, to the signed-in user. */
export function PruebaButton({ plantilla }: { plantilla: () => { asunto: string; cuerpoHtml: string } }) {
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [enviando, setEnviando] = useState(false);

  const enviar = async () => {
    setEnviando(true);
    try {
      const { asunto, cuerpoHtml } = plantilla();
      const { enviadoA } = await dataProvider.probarPlantilla({ asunto: asunto ?? '', cuerpoHtml: cuerpoHtml ?? '' });
      notify('app.plantillas.prueba.enviada', { type: 'success', messageArgs: { correo: enviadoA } });
    } catch (error) {
      notify((error as HttpError).message || 'app.plantillas.prueba.error', { type: 'error' });
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Button label="app.plantillas.prueba.boton" onClick={enviar} disabled={enviando}>
      <SendIcon />
    </Button>
  );
}
