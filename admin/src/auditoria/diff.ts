import { formatDate, formatDateTime } from '../../../shared/formato';

export interface DiffRow {
  field: string;
  before: unknown;
  after: unknown;
  /** Only meaningful for edits: a creation or a disabling has one side only. */
  changed: boolean;
}

function asObject(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Both snapshots field by field, in the record's own field order. */
export function diffSnapshots(antes: unknown, despues: unknown): DiffRow[] {
  const before = asObject(antes);
  const after = asObject(despues);
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    before: before?.[field],
    after: after?.[field],
    changed: !!before && !!after && !same(before[field], after[field]),
  }));
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A snapshot value as one line of text: dates in Mexican format, yes/no for flags, '' for absent. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function display(value: unknown, yesNo: (flag: boolean) => string): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
  // A calendar day (a receipt date, a start date) reads as people write it: «6 dic 2026», not 2026-12-06.
  if (typeof value === 'string' && ISO_DAY.test(value)) return formatDate(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
