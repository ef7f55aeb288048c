// One es-MX way to write dates and numbers in both apps: «21 nov 2026», «21 nov 2026, 10:15», «1,661».

const ZONA = 'America/Mexico_City';
const dia = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const momento = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONA });
const diaDeMomento = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', year: 'numeric', timeZone: ZONA });
const numero = new Intl.NumberFormat('es-MX');

/** A calendar day (aaaa-mm-dd, or the date part of a timestamp) with no time zone shift: it is a day, not a moment. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  return dia.format(Date.UTC(y, m - 1, d));
}

/** A moment (timestamp) as read in Mexico City, with its time. */
export function formatDateTime(iso: string | Date | null | undefined): string {
  if (!iso) return '—';
  const date = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(date.getTime()) ? String(iso) : momento.format(date);
}

/** A moment's day in Mexico City, without the time. */
export function formatDayOf(iso: string | Date | null | undefined): string {
  if (!iso) return '—';
  const date = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(date.getTime()) ? String(iso) : diaDeMomento.format(date);
}

/** Whole numbers and counts with es-MX grouping: 1000 → «1,000». */
export function formatNumber(value: number): string {
  return numero.format(value);
}

const puntaje = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Scores and averages with two decimals: «87.50». */
export function formatScore(value: number): string {
  return puntaje.format(value);
}
