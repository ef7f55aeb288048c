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

/** A download's Content-Disposition: an ASCII name for old clients and the UTF-8 one (RFC 6266) for the rest. */
export function attachment(nombre: string): string {
  const ascii = nombre.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nombre)}`;
}
