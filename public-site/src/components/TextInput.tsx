import { useId, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface TextInputProps {
  id?: string;
  name?: string;
  label: ReactNode;
  value: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** Keep the label above the field even when empty (dates, selects with a placeholder option). */
  shrink?: boolean;
  /** Attributes of the <input> itself (inputMode, maxLength, readOnly…). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * An outlined field that looks and reads like MUI's TextField (label tied to the input, message announced
 * through aria-describedby, aria-invalid on error) without TextField's imports: TextField always brings Select,
 * Menu, Popover and Modal, about 12 KB gzip on a public form page's first load, even with no select in it.
 * A select is SelectInput (components/SelectInput), a native one.
 */
export function TextInput(props: TextInputProps) {
  return <FieldFrame {...props} control={(id, helperId) => <OutlinedInput {...inputProps(props, helperId)} id={id} inputProps={props.htmlInput} />} />;
}

/** What OutlinedInput takes from the field's props (shared with SelectInput). */
export function inputProps(p: TextInputProps, helperId: string | undefined) {
  return {
    name: p.name,
    label: p.label,
    notched: p.shrink,
    type: p.type,
    autoComplete: p.autoComplete,
    value: p.value,
    // The same handler serves an <input> and a native <select>; OutlinedInput types it for input and textarea.
    onChange: p.onChange as OutlinedInputProps['onChange'],
    onBlur: p.onBlur as OutlinedInputProps['onBlur'],
    inputRef: p.inputRef,
    startAdornment: p.startAdornment,
    endAdornment: p.endAdornment,
    'aria-describedby': helperId,
  };
}

/** FormControl, label and helper text around a control; `control` gets the input's id and the helper's. */
export function FieldFrame({ control, ...p }: TextInputProps & { control: (id: string, helperId: string | undefined) => ReactElement }) {
  const autoId = useId();
  const id = p.id ?? autoId;
  const helperId = p.helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth={p.fullWidth} required={p.required} disabled={p.disabled} error={p.error} sx={p.sx}>
      <InputLabel htmlFor={id} shrink={p.shrink}>
        {p.label}
      </InputLabel>
      {control(id, helperId)}
      {p.helperText && <FormHelperText id={helperId}>{p.helperText}</FormHelperText>}
    </FormControl>
  );
}
