import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../../../shared/api/errors';
import { PageSection } from '../../../components/PageSection';
import { useApiClient } from '../../../lib/api-client';
import { formErrorMessage, serverFieldErrors } from '../../../lib/form';
import { useMutation } from '../../../lib/use-mutation';
import { pedirEnlace } from './api';

const OBLIGATORIO = 'Escriba el correo de su registro de egresado';

/** /egresados/acceso: a graduate asks for a one-time link to «Mi espacio» at the address on their record. */
export function AccesoPage() {
  const client = useApiClient();
  const envio = useMutation((correo: string) => pedirEnlace(client, correo));
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
      setError(OBLIGATORIO);
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
    <PageSection
      title="Entrar a Mi espacio de egresado"
      description="No necesita contraseña: le enviamos un enlace de un solo uso al correo de su registro de egresado."
      maxWidth="sm"
    >
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
            <TextField
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
              helperText={error ?? 'El mismo que dio al registrarse como egresado.'}
              slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
            />
            <Button type="submit" variant="contained" size="large" loading={envio.isPending}>
              Enviarme el enlace
            </Button>
          </Stack>
        )}
      </Paper>
    </PageSection>
  );
}
