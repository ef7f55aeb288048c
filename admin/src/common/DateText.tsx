import { DateField, FunctionField, type DateFieldProps, type FunctionFieldProps } from 'react-admin';
import { formatDate } from '../../../shared/formato';

const FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** Date and time as people in Mexico read them: '3 mar 2025, 10:15'. */
export const DateText = (props: DateFieldProps) => <DateField locales="es-MX" options={FORMAT} showTime {...props} />;

/** A calendar day (aaaa-mm-dd) as people in Mexico read it, «1 ago 2026», never shifted by a time zone. */
export const DiaField = ({ source, ...props }: Omit<FunctionFieldProps, 'render'> & { source: string }) => (
  <FunctionField {...props} source={source} render={(record) => formatDate(record?.[source] as string | null | undefined)} />
);
