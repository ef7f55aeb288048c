import { formatDayOf, formatNumber } from '../../../../../shared/formato';

const ZONA = 'America/Mexico_City';

/** «15 de marzo de 2027» for a date-only ISO string (no time zone shift: it is a calendar day). */
export function fechaCorta(iso: string | null | undefined): string {
  if (!iso) return '—';
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}

/** «septiembre de 2026» for a month aaaa-mm. */
export function nombreMes(mes: string): string {
  return new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${mes}-15T12:00:00Z`));
}

/** A moment (timestamp) as a date in Mexico City. */
export const fechaDe = formatDayOf;

export const pesos = (n: number) => new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 }).format(n);

export const numero = formatNumber;

/** Today in Mexico City as aaaa-mm-dd. */
export function hoyMexico(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONA }).format(new Date());
}
