import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Alert, preloadAlert } from '../../../components/Alert';
import { TextInput } from '../../../components/TextInput';
import { useApiClient } from '../../../lib/api-client';
import { formErrorMessage, lazySchema, prefetchSchema, serverFieldErrors, validate } from '../../../lib/form';
import { useMutation } from '../../../lib/use-mutation';

/** The server's own rule, loaded with the form's first focus (lib/form lazySchema): zod stays off the first load. */
const reenvioSchema = lazySchema(() => import('../../../../../shared/schemas/registro').then((m) => m.reenvioSchema));

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
    let schema;
    try {
      schema = await reenvioSchema.load();
    } catch (err) {
      setFormError(formErrorMessage(err));
      return;
    }
    const { data, errors } = validate(schema, { correo });
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
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      onFocus={() => {
        prefetchSchema(reenvioSchema);
        preloadAlert();
      }}
      spacing={2}
      aria-label={button}
    >
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
