import type { ChangeEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Breakpoint } from '@mui/material/styles';

export interface RadioOption {
  value: string;
  label: string;
}

interface ResponsiveRadioProps {
  label: string;
  name: string;
  options: RadioOption[];
  value: string;
  onChange: (value: string) => void;
  /** From this width up the options show as a row of buttons. */
  breakpoint?: Breakpoint;
}

const hiddenRadio = { position: 'absolute', opacity: 0, width: 1, height: 1, p: 0, m: 0, pointerEvents: 'none' } as const;

/** A radio group: a plain list on narrow screens, a row of buttons on wide ones. Native radios in both, so arrow keys work. */
export function ResponsiveRadio({ label, name, options, value, onChange, breakpoint = 'md' }: ResponsiveRadioProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up(breakpoint), { noSsr: true });
  const handle = (_event: ChangeEvent<HTMLInputElement>, next: string) => onChange(next);
  return (
    <FormControl component="fieldset" data-layout={wide ? 'buttons' : 'list'}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <RadioGroup name={name} value={value} onChange={handle} row={wide} sx={wide ? { gap: 1 } : undefined}>
        {options.map((option) =>
          wide ? (
            <FormControlLabel
              key={option.value}
              value={option.value}
              label={option.label}
              control={<Radio sx={hiddenRadio} />}
              sx={(t) => {
                const checked = option.value === value;
                return {
                  m: 0,
                  position: 'relative',
                  px: 2,
                  py: 1,
                  borderRadius: 1,
                  border: `1px solid ${checked ? t.palette.primary.main : t.palette.divider}`,
                  bgcolor: checked ? 'primary.main' : 'background.paper',
                  color: checked ? 'primary.contrastText' : 'text.primary',
                  fontWeight: 500,
                  '&:hover': { bgcolor: checked ? 'primary.dark' : 'action.hover' },
                  '&:has(input:focus-visible)': { outline: `2px solid ${t.palette.secondary.main}`, outlineOffset: 2 },
                };
              }}
            />
          ) : (
            <FormControlLabel key={option.value} value={option.value} label={option.label} control={<Radio />} />
          ),
        )}
      </RadioGroup>
    </FormControl>
  );
}
