import { useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockReset from '@mui/icons-material/LockReset';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { ApiError } from '../../../../../shared/api/errors';
import { useToast } from '../../../../../shared/ui/toast';
import { Alert, preloadAlert } from '../../../components/Alert';
import { AppLink } from '../../../components/AppLink';
import { TextInput } from '../../../components/TextInput';
import { TextLink } from '../../../components/TextLink';
import { formErrorMessage, prefetchSchema, serverFieldErrors, validate } from '../../../lib/form';
import { forgotPasswordInput, useForgotPassword } from '../api/forgot-password';
import { AuthCard } from './AuthCard';

export const FORGOT_CONFIRMATION =
  'Si el correo está registrado, recibirá en unos minutos un enlace para crear una contraseña nueva. El enlace vence en 60 minutos; revise también su carpeta de correo no deseado.';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useForgotPassword();
  const { toast } = useToast();
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    let schema;
    try {
      schema = await forgotPasswordInput.load();
    } catch (err) {
      setFormError(formErrorMessage(err));
      return;
    }
    const { data, errors } = validate(schema, { email });
    setError(errors.email);
    if (!data) return inputRef.current?.focus();
    try {
      await request.mutate(data);
      setSentTo(data.email);
      toast({ title: 'Solicitud enviada', description: 'Revise su bandeja de entrada.', variant: 'success' });
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (err instanceof ApiError && err.status === 422 && fields.email) {
        setError(fields.email);
        inputRef.current?.focus();
      } else setFormError(formErrorMessage(err));
    }
  };

  if (sentTo) {
    return (
      <AuthCard icon={<MarkEmailReadOutlined fontSize="inherit" />} title="Revise su correo">
        <Stack spacing={2.5}>
          <Typography role="status">{FORGOT_CONFIRMATION}</Typography>
          <Typography color="text.secondary" variant="body2">
            Correo indicado: <strong>{sentTo}</strong>
          </Typography>
          <Button component={AppLink} to="/login" variant="contained">
            Volver a iniciar sesión
          </Button>
          <Button onClick={() => setSentTo(null)}>Usar otro correo</Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<LockReset fontSize="inherit" />}
      title="Recuperar contraseña"
      subtitle="Escriba el correo con el que inicia sesión y le enviaremos un enlace para crear una contraseña nueva."
    >
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        onFocus={() => {
          prefetchSchema(forgotPasswordInput);
          preloadAlert();
        }}
        spacing={2.5}
        aria-label="Recuperar contraseña"
      >
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          inputRef={inputRef}
          label="Correo electrónico"
          name="email"
          type="email"
          autoComplete="email"
          required
          fullWidth
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            // A message shown means the rule has arrived (first focus, or the submit that found it).
            if (error && forgotPasswordInput.current) setError(validate(forgotPasswordInput.current, { email: e.target.value }).errors.email);
          }}
          error={!!error}
          helperText={error}
          htmlInput={{ inputMode: 'email', autoCapitalize: 'none', spellCheck: false }}
        />
        <Button type="submit" variant="contained" size="large" loading={request.isPending}>
          Enviar enlace
        </Button>
        <TextLink to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
          Volver a iniciar sesión
        </TextLink>
      </Stack>
    </AuthCard>
  );
}
