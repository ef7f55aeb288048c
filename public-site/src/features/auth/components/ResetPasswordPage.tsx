import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import { ApiError } from '../../../../../shared/api/errors';
import { useToast } from '../../../../../shared/ui/toast';
import { AppLink } from '../../../components/AppLink';
import { formErrorMessage, prefetchSchema, serverFieldErrors, validate, type FieldErrors } from '../../../lib/form';
import { resetPasswordForm, useResetPassword } from '../api/reset-password';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';

export const RESET_LINK_INVALID = 'El enlace para restablecer la contraseña no es válido o ya venció. Solicite uno nuevo.';

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthCard icon={<LinkOff fontSize="inherit" />} title="Enlace no válido">
      <Stack spacing={2.5}>
        <Alert severity="error">{message}</Alert>
        <Button component={AppLink} to="/recuperar-contrasena" variant="contained">
          Solicitar un enlace nuevo
        </Button>
      </Stack>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const reset = useResetPassword();
  const { toast } = useToast();
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  if (!token) return <InvalidLink message={RESET_LINK_INVALID} />;
  if (tokenError) return <InvalidLink message={tokenError} />;

  if (done) {
    return (
      <AuthCard icon={<TaskAltOutlined fontSize="inherit" />} title="Contraseña actualizada">
        <Stack spacing={2.5}>
          <Typography role="status">Su contraseña se actualizó. Por seguridad cerramos las sesiones abiertas de su cuenta; inicie sesión con la contraseña nueva.</Typography>
          <Button component={AppLink} to="/login" variant="contained">
            Iniciar sesión
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const change = (field: 'password' | 'confirmation', value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A message shown means the rules have arrived (first focus, or the submit that found it).
    const schema = resetPasswordForm.current;
    if (errors[field] && schema) setErrors((e) => ({ ...e, [field]: validate(schema, next).errors[field] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    let schema;
    try {
      schema = await resetPasswordForm.load();
    } catch (error) {
      setFormError(formErrorMessage(error));
      return;
    }
    const { data, errors: found } = validate(schema, values);
    setErrors(found);
    if (!data) return (found.password ? passwordRef : confirmationRef).current?.focus();
    try {
      await reset.mutate({ token, password: data.password });
      setDone(true);
      toast({ title: 'Contraseña actualizada', description: 'Ya puede iniciar sesión con su contraseña nueva.', variant: 'success' });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (error instanceof ApiError && error.status === 422 && fields.token) setTokenError(fields.token);
      else if (error instanceof ApiError && error.status === 422 && fields.password) {
        setErrors({ password: fields.password });
        passwordRef.current?.focus();
      } else setFormError(formErrorMessage(error));
    }
  };

  return (
    <AuthCard icon={<KeyOutlined fontSize="inherit" />} title="Restablecer contraseña" subtitle="Elija una contraseña nueva de al menos 8 caracteres. Una frase larga es más segura y fácil de recordar.">
      <Stack component="form" noValidate onSubmit={submit} onFocus={() => prefetchSchema(resetPasswordForm)} spacing={2.5} aria-label="Restablecer contraseña">
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <PasswordField
          inputRef={passwordRef}
          label="Contraseña nueva"
          name="password"
          autoComplete="new-password"
          required
          fullWidth
          value={values.password}
          onChange={(e) => change('password', e.target.value)}
          error={!!errors.password}
          helperText={errors.password ?? 'Al menos 8 caracteres.'}
        />
        <PasswordField
          inputRef={confirmationRef}
          label="Confirmar contraseña"
          name="confirmation"
          autoComplete="new-password"
          required
          fullWidth
          value={values.confirmation}
          onChange={(e) => change('confirmation', e.target.value)}
          error={!!errors.confirmation}
          helperText={errors.confirmation}
        />
        <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
          Guardar contraseña
        </Button>
      </Stack>
    </AuthCard>
  );
}
