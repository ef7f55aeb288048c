import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { reenvioSchema } from '../../../../../shared/schemas/registro';
import { TextInput } from '../../../components/TextInput';
import { useApiClient } from '../../../lib/api-client';
import { formErrorMessage, serverFieldErrors, validate } from '../../../lib/form';
import { useMutation } from '../../../lib/use-mutation';

interface ReenvioFormProps {
  /** Sends the request; the server answers the same whatever the address. */
  send: (client: ReturnType<typeof useApiClient>, correo: string) => Promise<{ message: string }>;
  label: string;
  button: string;
  initial?: string;
}

/** One address, one neutral answer: used to resend the confirmation and to ask for a link to one's data. */
export function ReenvioForm({ send, label, button, initial = '' }: ReenvioFormProps) {
  const client = useApiClient();
  const request = useMutation((correo: string) => send(client, correo));
  const [correo, setCorreo] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const { data, errors } = validate(reenvioSchema, { correo });
    setError(errors.correo);
    if (!data) return;
    try {
      await request.mutate(data.correo);
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (fields.correo) setError(fields.correo);
      else setFormError(formErrorMessage(err));
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={button}>
      {request.data && (
        <Alert severity="success" role="status">
          {request.data.message}
        </Alert>
      )}
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <TextInput
        label={label}
        name="correo"
        type="email"
        autoComplete="email"
        required
        fullWidth
        value={correo}
        onChange={(e) => setCorreo(e.target.value)}
        error={!!error}
        helperText={error}
        htmlInput={{ inputMode: 'email', autoCapitalize: 'none', spellCheck: false }}
      />
      <Button type="submit" variant="outlined" loading={request.isPending} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
        {button}
      </Button>
    </Stack>
  );
}
