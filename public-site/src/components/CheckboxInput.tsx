import type { ChangeEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';

interface CheckboxInputProps {
  id: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  error?: boolean;
  /** The id of the message that explains the box (its error), read with it. */
  describedBy?: string;
  required?: boolean;
}

/**
 * A real `<input type="checkbox">` inside its `<label>`, in the theme's colour through `accent-color`, with a
 * 42 px row like MUI's: MUI's Checkbox with FormControlLabel (SwitchBase, its SVG icons, slots) weighed about
 * 4 KB gzip on the registration page's first load for the same box.
 */
export function CheckboxInput({ id, name, checked, onChange, label, error, describedBy, required }: CheckboxInputProps) {
  return (
    <Box
      component="label"
      htmlFor={id}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        minHeight: 42,
        cursor: 'pointer',
        typography: 'body1',
        color: error ? 'error.main' : 'text.primary',
      }}
    >
      <Box
        component="input"
        type="checkbox"
        id={id}
        name={name}
        checked={checked}
        required={required}
        aria-invalid={error || undefined}
        aria-describedby={describedBy}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.checked)}
        sx={{
          width: 20,
          height: 20,
          m: 0,
          ml: 0.5,
          flexShrink: 0,
          cursor: 'pointer',
          accentColor: (t) => t.palette.primary.main,
          outlineColor: error ? 'error.main' : undefined,
          outline: error ? '2px solid' : undefined,
          outlineOffset: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: (t) => t.palette.primary.main, outlineOffset: 2 },
        }}
      />
      <span>
        {label}
        {required && <span aria-hidden> *</span>}
      </span>
    </Box>
  );
}
