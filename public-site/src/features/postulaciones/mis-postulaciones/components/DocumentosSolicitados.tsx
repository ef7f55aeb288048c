import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { acceptDe, type TipoArchivo } from '../../../../../../shared/archivos';
import type { MiPostulacion } from '../../../../../../shared/schemas/mis-postulaciones';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage, serverFieldErrors } from '../../../../lib/form';
import { enviarDocumentoRonda } from '../api';

type Solicitado = MiPostulacion['documentosSolicitados'][number];

/** The documents a round asks of this finalist, each with its own upload; a new file replaces the one sent. */
export function DocumentosSolicitados({ postulacionId, documentos, alEnviar }: { postulacionId: number; documentos: Solicitado[]; alEnviar: () => void }) {
  return (
    <Stack component="ul" spacing={2} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {documentos.map((d) => (
        <li key={`${d.rondaId}-${d.clave}`}>
          <Documento postulacionId={postulacionId} d={d} alEnviar={alEnviar} />
        </li>
      ))}
    </Stack>
  );
}

function Documento({ postulacionId, d, alEnviar }: { postulacionId: number; d: Solicitado; alEnviar: () => void }) {
  const client = useApiClient();
  const [mensaje, setMensaje] = useState<{ error: boolean; texto: string } | null>(null);
  const [enviando, setEnviando] = useState(false);
  const campo = `doc-${postulacionId}-${d.rondaId}-${d.clave}`;
  const tipos = d.tipos.map((t) => t.toUpperCase()).join(' o ');
  const enviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const archivo = new FormData(event.currentTarget).get(d.clave);
    if (!(archivo instanceof File) || !archivo.size) return setMensaje({ error: true, texto: `Elija el archivo (${tipos})` });
    setEnviando(true);
    try {
      const { message } = await enviarDocumentoRonda(client, postulacionId, d.rondaId, d.clave, archivo);
      setMensaje({ error: false, texto: message });
      alEnviar();
    } catch (error) {
      setMensaje({ error: true, texto: serverFieldErrors(error)[d.clave] ?? formErrorMessage(error) });
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Stack component="form" spacing={1} onSubmit={enviar} noValidate>
      <Typography sx={{ fontWeight: 600 }}>
        {d.nombre} (ronda {d.ronda}
        {d.requerido ? ', obligatorio' : ''})
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {d.archivo ? `Enviado: ${d.archivo}. Si envía otro, reemplaza al anterior.` : 'Aún no lo envía.'}
      </Typography>
      <label htmlFor={campo}>
        <Typography component="span" variant="body2">
          Archivo {tipos}, hasta {d.maxMb} MB
        </Typography>
      </label>
      <input id={campo} name={d.clave} type="file" accept={acceptDe(d.tipos as TipoArchivo[])} />
      {mensaje && (
        <Alert severity={mensaje.error ? 'error' : 'success'} role={mensaje.error ? 'alert' : 'status'}>
          {mensaje.texto}
        </Alert>
      )}
      <Button type="submit" variant="outlined" disabled={enviando} sx={{ alignSelf: 'flex-start' }}>
        Enviar {d.nombre}
      </Button>
    </Stack>
  );
}
