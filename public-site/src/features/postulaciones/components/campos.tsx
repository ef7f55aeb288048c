import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { idCampo } from '../form/use-postulacion-form';
import type { Campo, PostulacionValues } from '../form/values';

export interface CamposProps {
  values: PostulacionValues;
  errors: Record<string, string>;
  set: <K extends Campo>(campo: K, valor: PostulacionValues[K]) => void;
  blur: (campo: string) => void;
}

/** A one-line text field bound to the form, its message under it. */
export function Texto({ campo, label, props, values, errors, set, blur }: CamposProps & { campo: Campo; label: string; props?: Partial<TextFieldProps> & { maxLength?: number } }) {
  const { maxLength = 160, helperText, ...rest } = props ?? {};
  return (
    <TextField
      id={idCampo(campo)}
      name={campo}
      label={label}
      fullWidth
      value={values[campo] as string}
      onChange={(e) => set(campo, e.target.value as never)}
      onBlur={() => blur(campo)}
      error={!!errors[campo]}
      helperText={errors[campo] ?? helperText}
      {...rest}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
