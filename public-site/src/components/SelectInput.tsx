import type { ReactNode } from 'react';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { FieldFrame, inputProps, type TextInputProps } from './TextInput';

export type SelectInputProps = Omit<TextInputProps, 'type' | 'htmlInput'> & { children: ReactNode };

/** A native <select> of its <option> children in TextInput's outlined look: right on phones, no MUI Menu. */
export function SelectInput({ children, ...props }: SelectInputProps) {
  return (
    <FieldFrame
      {...props}
      control={(id, helperId) => (
        <NativeSelect input={<OutlinedInput {...inputProps(props, helperId)} inputProps={{ id, 'aria-describedby': helperId }} />}>{children}</NativeSelect>
      )}
    />
  );
}
