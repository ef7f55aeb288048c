import { useId, useState, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
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

/**
 * An outlined field that looks and reads like MUI's TextField (label tied to the input, the label floating onto
 * the border on focus or when filled, message announced through aria-describedby, aria-invalid on error) drawn
 * here: TextField always brings Select, Menu, Popover and Modal (about 12 KB gzip on a public form page's first
 * load), and even FormControl + InputLabel + OutlinedInput + FormHelperText weigh about 8 KB with InputBase's
 * textarea and slots, for one <input> with a border. A select is SelectInput (components/SelectInput), native.
 */
export function TextInput(props: TextInputProps) {
  return <OutlinedField {...props} control={(ctl) => <Box component="input" {...ctl} {...props.htmlInput} type={props.type} ref={props.inputRef} />} />;
}

/** What the <input> or <select> gets from the field: the attributes and the look of MUI's outlined input. */
export interface ControlProps {
  id: string;
  name?: string;
  value: string;
  onChange?: TextInputProps['onChange'];
  onBlur?: TextInputProps['onBlur'];
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  sx: SxProps<Theme>;
}

const LABEL_UP = { maxWidth: 'calc(133% - 32px)', transform: 'translate(14px, -9px) scale(0.75)', pointerEvents: 'auto', userSelect: 'none' } as const;
const NOTCH_OPEN = { maxWidth: '100%', transition: 'max-width 100ms cubic-bezier(0.0, 0, 0.2, 1) 50ms' } as const;

/**
 * The frame of an outlined field around `control` (an <input> or <select> given ControlProps): the label, the
 * border with its notch (a fieldset's legend, as MUI draws it), adornments and the helper text. The label is up
 * when the field is focused, filled, autofilled (:has), has a start adornment or `shrink` is set.
 */
export function OutlinedField({ control, ...p }: TextInputProps & { control: (props: ControlProps) => ReactNode }) {
  const autoId = useId();
  const id = p.id ?? autoId;
  const helperId = p.helperText ? `${id}-helper-text` : undefined;
  const [focused, setFocused] = useState(false);
  const up = !!(p.shrink || p.value !== '' || p.startAdornment || focused);
  const stateColor = (t: Theme) => (p.error ? t.palette.error.main : p.disabled ? t.palette.text.disabled : focused ? t.palette.primary.main : t.palette.text.secondary);
  const borderColor = (t: Theme) =>
    p.disabled ? t.palette.action.disabled : p.error ? t.palette.error.main : focused ? t.palette.primary.main : t.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';
  return (
    <Box
      sx={[
        { display: 'inline-flex', flexDirection: 'column', position: 'relative', minWidth: 0, verticalAlign: 'top', width: p.fullWidth ? '100%' : undefined },
        { '&:has(:-webkit-autofill) > label': LABEL_UP, '&:has(:-webkit-autofill) legend': NOTCH_OPEN },
        ...(Array.isArray(p.sx) ? p.sx : [p.sx]),
      ]}
    >
      <Box
        component="label"
        htmlFor={id}
        sx={(t) => ({
          ...t.typography.body1,
          lineHeight: '1.4375em',
          position: 'absolute',
          left: 0,
          top: 0,
          zIndex: 1,
          transformOrigin: 'top left',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          pointerEvents: 'none',
          maxWidth: 'calc(100% - 24px)',
          transform: 'translate(14px, 16px) scale(1)',
          ...(up ? LABEL_UP : {}),
          transition: t.transitions.create(['color', 'transform', 'max-width'], { duration: t.transitions.duration.shorter, easing: t.transitions.easing.easeOut }),
          color: stateColor(t),
        })}
      >
        {p.label}
        {p.required && <span aria-hidden>{'\u2009*'}</span>}
      </Box>
      <Box
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        sx={(t) => ({
          ...t.typography.body1,
          lineHeight: '1.4375em',
          color: p.disabled ? t.palette.text.disabled : t.palette.text.primary,
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          borderRadius: `${t.shape.borderRadius}px`,
          cursor: p.disabled ? 'default' : 'text',
          pl: p.startAdornment ? '14px' : 0,
          pr: p.endAdornment ? '14px' : 0,
          '&:hover fieldset': p.disabled || p.error || focused ? {} : { borderColor: t.palette.text.primary },
        })}
      >
        {p.startAdornment}
        {control({
          id,
          name: p.name,
          value: p.value,
          onChange: p.onChange,
          onBlur: p.onBlur,
          autoComplete: p.autoComplete,
          required: p.required,
          disabled: p.disabled,
          'aria-invalid': p.error || undefined,
          'aria-describedby': helperId,
          sx: (t: Theme) => ({
            font: 'inherit',
            letterSpacing: 'inherit',
            color: 'currentColor',
            p: '16.5px 14px',
            pl: p.startAdornment ? 0 : '14px',
            pr: p.endAdornment ? 0 : '14px',
            border: 0,
            boxSizing: 'content-box',
            background: 'none',
            height: '1.4375em',
            m: 0,
            display: 'block',
            minWidth: 0,
            width: '100%',
            borderRadius: 'inherit',
            '&:focus': { outline: 0 },
            '&::placeholder': { color: t.palette.text.secondary, opacity: 0.42 },
            '&:disabled': { opacity: 1, WebkitTextFillColor: t.palette.text.disabled },
            // The browser's autofill background, in the field's rounded shape.
            '&:-webkit-autofill': { borderRadius: 'inherit' },
          }),
        })}
        {p.endAdornment}
        <Box
          component="fieldset"
          aria-hidden
          sx={(t) => ({
            textAlign: 'left',
            position: 'absolute',
            inset: '-5px 0 0 0',
            m: 0,
            p: '0 8px',
            pointerEvents: 'none',
            borderRadius: 'inherit',
            borderStyle: 'solid',
            borderWidth: focused && !p.disabled ? 2 : 1,
            overflow: 'hidden',
            minWidth: '0%',
            borderColor: borderColor(t),
          })}
        >
          <Box
            component="legend"
            sx={{
              float: 'unset',
              width: 'auto',
              overflow: 'hidden',
              display: 'block',
              p: 0,
              height: 11,
              fontSize: '0.75em',
              visibility: 'hidden',
              maxWidth: '0.01px',
              transition: 'max-width 50ms cubic-bezier(0.0, 0, 0.2, 1) 0ms',
              whiteSpace: 'nowrap',
              ...(up ? NOTCH_OPEN : {}),
              '& > span': { px: '5px', display: 'inline-block', opacity: 0, visibility: 'visible' },
            }}
          >
            <span>
              {p.label}
              {p.required && '\u2009*'}
            </span>
          </Box>
        </Box>
      </Box>
      {p.helperText && (
        <Box
          component="p"
          id={helperId}
          sx={(t) => ({
            ...t.typography.caption,
            textAlign: 'left',
            m: '3px 14px 0',
            // As in MUI, an error shows in red even on a disabled field (a program still to choose). Unlike MUI, the
            // help of a disabled field keeps its contrast: it says what enables it («Elija primero el nivel…»).
            color: p.error ? t.palette.error.main : t.palette.text.secondary,
          })}
        >
          {p.helperText}
        </Box>
      )}
    </Box>
  );
}
