// Cells leaving the server in a CSV or XLSX file. A value starting with = + - @, a tab or a carriage return would
// be run as a formula by Excel or LibreOffice (CSV injection), so such text gets a leading apostrophe.

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text made safe for a spreadsheet cell; numbers, booleans and dates pass through untouched. */
export function safeCell(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One CSV line (RFC 4180 quoting), every text cell neutralised. */
export function csvLine(values: readonly unknown[], delimiter = ','): string {
  return (
    values
      .map((v) => {
        if (v === null || v === undefined) return '';
        const text = String(safeCell(v instanceof Date ? v.toISOString() : v));
        return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replace(/"/g, '""')}"` : text;
      })
      .join(delimiter) + '\r\n'
  );
}

/** Excel opens a UTF-8 CSV as UTF-8 only when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';
