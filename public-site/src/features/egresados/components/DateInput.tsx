import { TextInput } from '../../../components/TextInput';

interface DateInputProps {
  id: string;
  label: string;
  /** `YYYY-MM-DD`, or '' when empty: the date field's own value, no date library on the page. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  helperText?: string;
  /** `YYYY-MM-DD` */
  minDate?: string;
  /** `YYYY-MM-DD` */
  maxDate?: string;
}

/** Today in the visitor's time zone as `YYYY-MM-DD` (what a date field's min and max take). */
export function hoyISO(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/**
 * The browser's own date field (`<input type="date">`) in MUI's outlined look: typed day by day or picked from
 * the system calendar, in the visitor's language, and the phone's native picker on a phone. It replaced MUI X's
 * date picker, which with dayjs's locale weighed about 45 KB gzip on the registration page's first load; the
 * value stays the field's ISO text, so dayjs (3.5 KB more) is not needed either. A date typed only in part reads
 * as empty, so the shared rule names what is missing.
 */
export function DateInput({ id, label, value, onChange, onBlur, error, helperText, minDate, maxDate }: DateInputProps) {
  return (
    <TextInput
      id={id}
      label={label}
      type="date"
      shrink
      fullWidth
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      error={!!error}
      helperText={error ?? helperText}
      htmlInput={{ min: minDate, max: maxDate }}
    />
  );
}
