import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import { PasswordField } from '../../../auth/components/PasswordField';
import type { FieldErrors } from '../../../../lib/form';
import type { CampoForm } from './Campos';
import { mitad } from './Campos';
import { fuerzaContrasena } from './fuerza';

const COLORES = ['error', 'error', 'warning', 'success'] as const;

/**
 * Password and its confirmation, with a strength hint under the first. `campo` is the field the schema names
 * (registration: `password`; the password change: `nueva`), so its errors, client or server, land under it.
 */
export function ContrasenaNueva({ form, label = 'Contraseña', campo = 'password' }: { form: CampoForm; label?: string; campo?: 'password' | 'nueva' }) {
  const set = form.set as unknown as (field: string, value: string) => void;
  const password = (form.values[campo] as string) ?? '';
  const fuerza = fuerzaContrasena(password);
  return (
    <>
      <Grid size={mitad}>
        <PasswordField
          id={form.fieldId(campo)}
          name={campo}
          label={label}
          required
          fullWidth
          autoComplete="new-password"
          value={password}
          onChange={(e) => set(campo, e.target.value)}
          onBlur={() => form.blur(campo)}
          error={!!form.errors[campo]}
          helperText={form.errors[campo] ?? fuerza.texto}
        />
        {password && (
          <LinearProgress
            variant="determinate"
            value={[10, 33, 66, 100][fuerza.nivel]}
            color={COLORES[fuerza.nivel]}
            aria-label="Seguridad de la contraseña"
            aria-valuetext={fuerza.texto}
            sx={{ mt: 1, borderRadius: 1 }}
          />
        )}
      </Grid>
      <Grid size={mitad}>
        <PasswordField
          id={form.fieldId('confirmacion')}
          name="confirmacion"
          label="Confirme la contraseña"
          required
          fullWidth
          autoComplete="new-password"
          value={(form.values.confirmacion as string) ?? ''}
          onChange={(e) => set('confirmacion', e.target.value)}
          onBlur={() => form.blur('confirmacion')}
          error={!!form.errors.confirmacion}
          helperText={form.errors.confirmacion}
        />
      </Grid>
    </>
  );
}

export const confirmacionError = (v: { password?: string; nueva?: string; confirmacion: string }): FieldErrors =>
  v.confirmacion !== (v.nueva ?? v.password) ? { confirmacion: v.confirmacion ? 'Las contraseñas no coinciden' : 'Escriba de nuevo la contraseña' } : {};
