import { useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ApiError } from '../../../../../shared/api/errors';
import { TextInput } from '../../../components/TextInput';
import { TextLink } from '../../../components/TextLink';
import { Alert, preloadAlert } from '../../../components/Alert';
import { formErrorMessage, prefetchSchema, serverFieldErrors, validate, type FieldErrors } from '../../../lib/form';
import { loginInput, useLogin } from '../api/login';
import { PasswordField } from './PasswordField';

type Field = 'email' | 'password';

export function LoginForm() {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const login = useLogin();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Before the rules arrive (a few ms after the first focus) a field simply shows no message yet.
  const fieldError = (field: Field, next: typeof values) => (loginInput.current ? validate(loginInput.current, next).errors[field] : undefined);

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the typing; before it, they wait for the field to be left.
    if (submitted || errors[field]) setErrors((e) => conError(e, field, fieldError(field, next)));
  };

  const blur = (field: Field) => {
    if (values[field] === '' && !submitted) return;
    loginInput.load().then(
      () => setErrors((e) => conError(e, field, fieldError(field, values))),
      () => undefined,
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    let schema;
    try {
      schema = await loginInput.load();
    } catch (error) {
      setFormError(formErrorMessage(error));
      return;
    }
    const { data, errors: found } = validate(schema, values);
    setErrors(found);
    if (!data) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    try {
      await login.mutate(data);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (error instanceof ApiError && error.status === 422 && Object.keys(fields).length > 0) {
        setErrors(fields);
        (fields.email ? emailRef : passwordRef).current?.focus();
      } else {
        setFormError(formErrorMessage(error));
      }
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} onFocus={() => {
        prefetchSchema(loginInput);
        preloadAlert();
      }} spacing={2.5} aria-label="Iniciar sesión">
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <TextInput
        inputRef={emailRef}
        label="Correo electrónico"
        name="email"
        type="email"
        autoComplete="username"
        required
        fullWidth
        value={values.email}
        onChange={(e) => change('email', e.target.value)}
        onBlur={() => blur('email')}
        error={!!errors.email}
        helperText={errors.email}
        htmlInput={{ inputMode: 'email', autoCapitalize: 'none', spellCheck: false }}
      />
      <PasswordField
        inputRef={passwordRef}
        label="Contraseña"
        name="password"
        autoComplete="current-password"
        required
        fullWidth
        value={values.password}
        onChange={(e) => change('password', e.target.value)}
        onBlur={() => blur('password')}
        error={!!errors.password}
        helperText={errors.password}
      />
      <TextLink to="/recuperar-contrasena" variant="body2" sx={{ alignSelf: 'flex-end' }}>
        ¿Olvidó su contraseña?
      </TextLink>
      <Button type="submit" variant="contained" size="large" loading={login.isPending || login.status === 'success'}>
        Iniciar sesión
      </Button>
    </Stack>
  );
}

/** The errors with this field's message set, or removed when it has none. */
function conError(errors: FieldErrors, field: string, message: string | undefined): FieldErrors {
  const { [field]: _previous, ...rest } = errors;
  return message ? { ...rest, [field]: message } : rest;
}
