// Dates as Mexican offices write them: dd/mm/yyyy (or with - or .), ISO yyyy-mm-dd, and Excel serial numbers.

const pad = (n: number) => String(n).padStart(2, '0');

function iso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1000 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Excel's day 1 is 1900-01-01 and it counts a 29 February 1900 that never was: serial 60 onward is off by one. */
export function excelSerialToIso(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2958465) return null;
  const whole = Math.floor(serial);
  const days = whole > 59 ? whole - 1 : whole;
  const date = new Date(Date.UTC(1899, 11, 31) + days * 86_400_000);
  return iso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * A date in any of the accepted forms as yyyy-mm-dd, or null when it is not one. Two-digit years are not
 * accepted (15/06/21 could be 1921 or 2021). `serials` admits Excel serial numbers (spreadsheet cells only).
 */
export function parseFecha(text: string, { serials = false } = {}): string | null {
  const value = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?: [\d:]+)?$/.exec(value);
  if (m) return iso(Number(m[3]), Number(m[2]), Number(m[1]));
  if (serials && /^\d{1,7}(\.\d+)?$/.test(value)) return excelSerialToIso(Number(value));
  return null;
}

/** Today as yyyy-mm-dd in Mexico City (dates in the record are calendar days there). */
let formatter: Intl.DateTimeFormat | undefined;
let cached = { minute: -1, value: '' };

export function hoyEnMexico(now = new Date()): string {
  // Validating 100,000 rows asks 100,000 times: one formatter, and one answer per minute.
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== cached.minute) {
    formatter ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' });
    cached = { minute, value: formatter.format(now) };
  }
  return cached.value;
}

export const ANIO_MINIMO = 1950;
/** Graduations are recorded up to the coming year (cohorts about to finish). */
export const anioMaximo = () => Number(hoyEnMexico().slice(0, 4)) + 1;
