import { useId, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
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
  /** A native <select> of these <option> children (right for phones, and no MUI Menu to download). */
  select?: boolean;
  children?: ReactNode;
  /** Keep the label above the field even when empty (dates, selects with a placeholder option). */
  shrink?: boolean;
  /** Attributes of the <input> itself (inputMode, maxLength, readOnly…). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * An outlined field that looks and reads like MUI's TextField (label tied to the input, message announced
 * through aria-describedby, aria-invalid on error) without TextField's imports: TextField always brings Select,
 * Menu, Popover and Modal, about 12 KB gzip on every public form page, even when no select is used.
 */
export function TextInput({
  id: idProp, name, label, value, onChange, onBlur, type, autoComplete, required, disabled, fullWidth, error, helperText,
  inputRef, select, children, shrink, htmlInput, startAdornment, endAdornment, sx,
}: TextInputProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const input = (
    <OutlinedInput
      id={select ? undefined : id}
      name={name}
      label={label}
      notched={shrink}
      type={type}
      autoComplete={autoComplete}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      inputRef={inputRef}
      startAdornment={startAdornment}
      endAdornment={endAdornment}
      inputProps={select ? { id, 'aria-describedby': helperId } : htmlInput}
      aria-describedby={helperId}
    />
  );
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} required={required} disabled={disabled} error={error} sx={sx}>
      <InputLabel htmlFor={id} shrink={shrink}>
        {label}
      </InputLabel>
      {select ? <NativeSelect input={input}>{children}</NativeSelect> : input}
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
