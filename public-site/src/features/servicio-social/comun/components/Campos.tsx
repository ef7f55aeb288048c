import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldErrors } from '../../../../lib/form';

/** What a field needs from the form: its value, error, and how to change and leave it. */
export interface CampoForm {
  values: Record<string, unknown>;
  errors: FieldErrors;
  set: (field: never, value: never) => void;
  blur: (field: string) => void;
  fieldId: (field: string) => string;
}

type Extra = Partial<TextFieldProps> & { htmlInput?: Record<string, unknown> };

export function Seccion({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = `seccion-${title.toLowerCase().normalize('NFD').replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: description ? 0.5 : 2 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Paper>
  );
}

export const mitad = { xs: 12, sm: 6 } as const;

function setter(form: CampoForm) {
  return form.set as unknown as (field: string, value: unknown) => void;
}

/** A text input bound to one field of the form (dotted names reach nested objects' flattened values). */
export function Texto({ form, field, label, ...props }: { form: CampoForm; field: string; label: string } & Extra) {
  const { htmlInput, helperText, slotProps, ...rest } = props;
  const error = form.errors[field];
  return (
    <TextField
      id={form.fieldId(field)}
      name={field}
      label={label}
      fullWidth
      value={(form.values[field] as string) ?? ''}
      onChange={(e) => setter(form)(field, e.target.value)}
      onBlur={() => form.blur(field)}
      error={!!error}
      helperText={error ?? helperText}
      {...rest}
      slotProps={{ ...(slotProps as object), htmlInput: { maxLength: 200, ...htmlInput } }}
    />
  );
}

export interface Opcion {
  id: string | number;
  name: string;
}

/** A native select (a phone opens its own picker), with «Seleccione…» first. */
export function Seleccion({ form, field, label, options, ...props }: { form: CampoForm; field: string; label: string; options: Opcion[] } & Partial<TextFieldProps>) {
  const { helperText, onChange, ...rest } = props;
  const error = form.errors[field];
  return (
    <TextField
      id={form.fieldId(field)}
      name={field}
      label={label}
      select
      fullWidth
      value={(form.values[field] as string) ?? ''}
      onChange={onChange ?? ((e) => setter(form)(field, e.target.value))}
      onBlur={() => form.blur(field)}
      error={!!error}
      helperText={error ?? helperText}
      {...rest}
      // A disabled select's hint keeps readable contrast: it says why the field is not available yet.
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, formHelperText: { sx: error ? undefined : { '&, &.Mui-disabled': { color: 'text.secondary' } } } }}
    >
      <option value="">Seleccione…</option>
      {options.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.name}
        </option>
      ))}
    </TextField>
  );
}
