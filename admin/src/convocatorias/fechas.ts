// Mexico City keeps UTC−6 all year since 2022: the form shows and reads the office's local time whatever
// the browser's zone.
const OFFSET_MIN = -6 * 60;

/** ISO instant → 'YYYY-MM-DDTHH:mm' in America/Mexico_City, for <input type="datetime-local">. */
export function aLocalMx(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso.slice(0, 16);
  return new Date(t + OFFSET_MIN * 60_000).toISOString().slice(0, 16);
}

/** 'YYYY-MM-DDTHH:mm' typed in Mexico City time → ISO instant. */
export function deLocalMx(local: unknown): string {
  if (typeof local !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local)) return typeof local === 'string' ? local : '';
  return new Date(`${local.slice(0, 16)}:00-06:00`).toISOString();
}

export const fechaMx = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'medium', timeStyle: 'short' }) : '—';
