import { and, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { fold } from '../../shared/text';

export { fold };

// Accent-insensitive search without the unaccent extension (PGlite lacks it): fold both sides with
// translate(). Upper-case accented letters are listed too because lower() leaves them alone under the C locale.
export const ACCENTED = 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç';
export const PLAIN = [...ACCENTED].map((c) => fold(c)).join('');

const folded = (column: AnyColumn) => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

/** Orders text the way people read lists (Ángel next to Alberto, not after zeta), the same on every database collation. */
export const sortKey = (column: AnyColumn): SQL => sql`${folded(column)} collate "C"`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every word of `q` must appear in at least one of the columns, ignoring case and accents. */
export function textSearch(columns: AnyColumn[], q: unknown): SQL | undefined {
  if (typeof q !== 'string') return undefined;
  const words = fold(q).split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  return and(
    ...words.map((word) =>
      or(...columns.map((column) => sql`${folded(column)} like ${`%${escapeLike(word)}%`}`)),
    ),
  );
}

/** A boolean filter as react-admin sends it (true/false, or their text forms); anything else is ignored. */
export function booleanFilter(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/** `q` as a tsquery of prefixes ('agua potable' → 'agua:* & potable:*'), or null when it has no words. */
export function consultaTexto(q: unknown): string | null {
  if (typeof q !== 'string') return null;
  const palabras = fold(q)
    .split(/[^a-z0-9]+/)
    .filter((p) => p.length > 0)
    .slice(0, 10);
  return palabras.length ? palabras.map((p) => `${p}:*`).join(' & ') : null;
}
