import { DateField, type DateFieldProps } from 'react-admin';

const FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** Date and time as people in Mexico read them: '3 mar 2025, 10:15'. */
export const DateText = (props: DateFieldProps) => <DateField locales="es-MX" options={FORMAT} showTime {...props} />;
