import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import { useRef, type FocusEvent } from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import { InputHelperText, useInput, useTranslate } from 'react-admin';

const localeText = esES.components.MuiLocalizationProvider.defaultProps.localeText;
const ISO = /^\d{4}-\d{2}-\d{2}$/;
/** What a half-typed or impossible date (31/02) is stored as, so the shared schema names the problem. */
const INVALIDA = 'fecha-invalida';

/**
 * A calendar day typed as dd/mm/aaaa or picked from a Spanish calendar, whatever the browser's language.
 * The form holds 'yyyy-mm-dd' (what the API takes) or null.
 */
export const FechaInput = ({ source, label, helperText = 'resources.egresados.helpers.fecha', required = false }: { source: string; label: string; helperText?: string; required?: boolean }) => {
  const translate = useTranslate();
  const { field, fieldState, formState, id } = useInput({ source, format: (v) => v ?? null, parse: (v) => v });
  // While the typing is not a date yet, the picker keeps its own (invalid) value so the text is not lost.
  const typed = useRef<Dayjs | null>(null);
  const value = typeof field.value === 'string' && ISO.test(field.value) ? dayjs(field.value) : field.value === INVALIDA ? typed.current : null;
  const text = translate(label);
  const shown = fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined;
  // Typing that is not a date yet fails the form's schema, whose message names the format the API takes (a written
  // ARCO request's schema says aaaa-mm-dd): this field takes dd/mm/aaaa, so it says so itself.
  const error = shown && field.value === INVALIDA ? translate('resources.egresados.helpers.fecha_invalida', { campo: text }) : shown;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={localeText}>
      <DesktopDatePicker
        label={text}
        value={value}
        onChange={(v) => {
          typed.current = v;
          field.onChange(v == null ? null : v.isValid() ? v.format('YYYY-MM-DD') : INVALIDA);
        }}
        format="DD/MM/YYYY"
        views={['year', 'month', 'day']}
        enableAccessibleFieldDOMStructure={false}
        onClose={field.onBlur}
        slotProps={{
          textField: {
            id,
            name: field.name,
            fullWidth: true,
            margin: 'dense',
            // The asterisk as react-admin's isRequired shows it (hidden from screen readers; the form does not validate natively).
            required,
            onBlur: (event: FocusEvent<HTMLInputElement>) => {
              // A half-typed date ('31/02/AAAA') never reaches onChange: mark it, or it would be saved as empty.
              const digits = /\d/.test(event.target.value);
              if (digits && (field.value == null || field.value === '')) field.onChange(INVALIDA);
              else if (!digits && field.value === INVALIDA) field.onChange(null);
              field.onBlur();
            },
            error: !!error,
            // react-admin's helper text: the error may be a string or a { message, args } object.
            helperText: <InputHelperText error={error} helperText={helperText} />,
            slotProps: { htmlInput: { inputMode: 'numeric' } },
          },
          openPickerButton: { 'aria-label': translate('resources.egresados.helpers.calendario', { campo: text.toLowerCase() }) },
        }}
      />
    </LocalizationProvider>
  );
};
