export interface Row {
  escenario: string;
  conexiones: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  peticiones: number;
  fallos: number;
  'vs. base': number | null;
}

const COLUMNS: (keyof Row)[] = ['escenario', 'conexiones', 'req/s', 'p50 ms', 'p99 ms', 'peticiones', 'fallos', 'vs. base'];

function cell(value: Row[keyof Row], column: keyof Row): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  if (column === 'vs. base') return `${value >= 0.1 ? value.toFixed(2) : value.toPrecision(2)}×`;
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** A fixed-width text table: the first column left-aligned, numbers right-aligned. */
export function renderTable(rows: Row[]): string {
  const cells = rows.map((r) => COLUMNS.map((c) => cell(r[c], c)));
  const widths = COLUMNS.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i].length)));
  const line = (values: string[]) =>
    values.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  return [line(COLUMNS), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}
