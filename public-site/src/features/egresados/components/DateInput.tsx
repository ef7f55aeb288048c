import type { ReactNode } from 'react';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';

const localeText = esES.components.MuiLocalizationProvider.defaultProps.localeText;

/** Spanish calendar, day names and field placeholders (DD/MM/AAAA) for the dates of a form. */
export function SpanishDates({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}

interface DateInputProps {
  id: string;
  label: string;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  onBlur: () => void;
  error?: string;
  helperText?: string;
  minDate?: Dayjs;
  maxDate?: Dayjs;
  openTo?: 'year' | 'day';
}

/**
 * A date typed as dd/mm/aaaa or picked from the calendar. The desktop picker everywhere: its field takes
 * typing on a phone too (the mobile one only opens a dialog), and a birth date is quicker typed than scrolled to.
 */
export function DateInput({ id, label, value, onChange, onBlur, error, helperText, minDate, maxDate, openTo }: DateInputProps) {
  return (
    <DesktopDatePicker
      label={label}
      value={value}
      onChange={onChange}
      format="DD/MM/YYYY"
      minDate={minDate}
      maxDate={maxDate}
      openTo={openTo}
      views={['year', 'month', 'day']}
      enableAccessibleFieldDOMStructure={false}
      onClose={onBlur}
      slotProps={{
        textField: {
          id,
          fullWidth: true,
          onBlur,
          error: !!error,
          helperText: error ?? helperText,
          slotProps: { htmlInput: { inputMode: 'numeric' } },
        },
        openPickerButton: { 'aria-label': `Elegir ${label.toLowerCase()} en el calendario` },
      }}
    />
  );
}
