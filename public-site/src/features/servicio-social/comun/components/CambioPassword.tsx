import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useToast } from '../../../../../../shared/ui/toast';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage, lazySchema } from '../../../../lib/form';
import { PasswordField } from '../../../auth/components/PasswordField';
import { useForm } from '../form/use-form';
import { confirmacionError, ContrasenaNueva } from './ContrasenaNueva';
import { Seccion } from './Campos';

// Fetched when the person first types (lib/form lazySchema): zod stays off the page's first load.
const cambioPasswordSchema = lazySchema(() => import('../../../../../../shared/schemas/servicio-social').then((m) => m.cambioPasswordSchema));

// The fields are named as the API's body (actual, nueva), so a 422 from the server lands under its input.
const INICIAL = { actual: '', nueva: '', confirmacion: '' };
const toBody = (v: typeof INICIAL) => ({ actual: v.actual, nueva: v.nueva });

/** PUT /cuenta/password: the current password, then the new one twice. */
export function CambioPassword() {
  const client = useApiClient();
  const { toast } = useToast();
  const form = useForm({ schema: cambioPasswordSchema, initial: INICIAL, toBody, idPrefix: 'cambio', extra: confirmacionError });
  const [error, setError] = useState<string | null>(null);
  const [guardando, setGuardando] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const data = await form.submit();
    if (!data) return;
    setGuardando(true);
    try {
      await client.put('/servicio-social/cuenta/password', data);
      toast({ title: 'Contraseña actualizada', variant: 'success' });
      form.setValues(INICIAL);
    } catch (err) {
      if (!form.applyServerError(err)) setError(formErrorMessage(err));
    } finally {
      setGuardando(false);
    }
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Cambiar contraseña">
      <Seccion title="Cambiar contraseña">
        <Grid size={12}>
          <PasswordField
            id={form.fieldId('actual')}
            label="Contraseña actual"
            required
            fullWidth
            autoComplete="current-password"
            value={form.values.actual}
            onChange={(e) => form.set('actual', e.target.value)}
            onBlur={() => form.blur('actual')}
            error={!!form.errors.actual}
            helperText={form.errors.actual}
          />
        </Grid>
        <ContrasenaNueva form={form} label="Contraseña nueva" campo="nueva" />
        <Grid size={12}>
          {error && <Alert severity="error" role="alert" sx={{ mb: 1 }}>{error}</Alert>}
          <Button type="submit" variant="outlined" loading={guardando}>Cambiar contraseña</Button>
        </Grid>
      </Seccion>
    </Stack>
  );
}
