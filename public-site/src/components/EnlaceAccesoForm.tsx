import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../shared/api/errors';
import { formErrorMessage, serverFieldErrors } from '../lib/form';
import { useMutation } from '../lib/use-mutation';
import { TextInput } from './TextInput';

interface EnlaceAccesoFormProps {
  /** Asks the portal's endpoint for a link; its answer is the same whether or not the address is known. */
  pedir: (correo: string) => Promise<{ message: string }>;
  /** The field's help: which address the link goes to. */
  ayuda: string;
  obligatorio: string;
}

/** «Send me a sign-in link» (server/acceso-enlace): one address, then the server's one answer for every address. */
export function EnlaceAccesoForm({ pedir, ayuda, obligatorio }: EnlaceAccesoFormProps) {
  const envio = useMutation(pedir);
  const [correo, setCorreo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [respuesta, setRespuesta] = useState<{ mensaje: string; correo: string } | null>(null);
  const campo = useRef<HTMLInputElement>(null);

  const enviar = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const valor = correo.trim();
    if (!valor) {
      setError(obligatorio);
      return campo.current?.focus();
    }
    try {
      const { message } = await envio.mutate(valor);
      setRespuesta({ mensaje: message, correo: valor });
    } catch (err) {
      const campos = serverFieldErrors(err);
      if (err instanceof ApiError && err.status === 422 && campos.correo) {
        setError(campos.correo);
        campo.current?.focus();
      } else setFormError(formErrorMessage(err));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      {respuesta ? (
        <Stack spacing={2.5}>
          <Alert severity="success" role="status">
            {respuesta.mensaje}
          </Alert>
          <Typography variant="body2" color="text.secondary">
            Correo indicado: <strong>{respuesta.correo}</strong>
          </Typography>
          <Button onClick={() => setRespuesta(null)} sx={{ alignSelf: 'flex-start' }}>
            Usar otro correo
          </Button>
        </Stack>
      ) : (
        <Stack component="form" noValidate onSubmit={enviar} spacing={2.5} aria-label="Pedir enlace de acceso">
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <TextInput
            inputRef={campo}
            label="Correo electrónico"
            name="correo"
            type="email"
            autoComplete="email"
            required
            fullWidth
            value={correo}
            onChange={(e) => {
              setCorreo(e.target.value);
              if (error) setError(undefined);
            }}
            error={!!error}
            helperText={error ?? ayuda}
            htmlInput={{ inputMode: 'email', autoCapitalize: 'none', spellCheck: false }}
          />
          <Button type="submit" variant="contained" size="large" loading={envio.isPending}>
            Enviarme el enlace
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
