import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { OutlinedField, type TextInputProps } from './TextInput';

export type SelectInputProps = Omit<TextInputProps, 'type' | 'htmlInput'> & { children: ReactNode };

/** MUI's ArrowDropDown, drawn here: the icon package's wrapper and SvgIcon are not needed for one path. */
const arrow = (
  <Box
    component="svg"
    aria-hidden
    focusable="false"
    viewBox="0 0 24 24"
    sx={{ position: 'absolute', right: 7, top: 'calc(50% - 12px)', width: 24, height: 24, fill: 'currentColor', pointerEvents: 'none', color: 'action.active' }}
  >
    <path d="M7 10l5 5 5-5z" />
  </Box>
);

/**
 * A native <select> of its <option> children in TextInput's outlined look: right on phones, no MUI Menu, and
 * none of NativeSelect's imports (the underlined Input, SvgIcon: about 2.5 KB gzip on a form's first load).
 */
export function SelectInput({ children, ...props }: SelectInputProps) {
  return (
    <OutlinedField
      {...props}
      control={({ sx, ...ctl }) => (
        <>
          <Box
            component="select"
            {...ctl}
            ref={props.inputRef as never}
            sx={[
              sx,
              (t: Theme) => ({
                appearance: 'none',
                userSelect: 'none',
                cursor: props.disabled ? 'default' : 'pointer',
                pr: '32px !important',
                '& option': { backgroundColor: t.palette.background.paper },
              }),
            ] as never}
          >
            {children}
          </Box>
          {arrow}
        </>
      )}
    />
  );
}
