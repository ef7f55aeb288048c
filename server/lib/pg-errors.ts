interface PgError {
  code: string;
  table?: unknown;
  column?: unknown;
}

/** The PostgreSQL error behind a driver error, whether raw (pg, PGlite) or wrapped by Drizzle. */
function pgError(error: unknown): PgError | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (typeof (e as { code?: unknown }).code === 'string') return e as PgError;
  }
  return undefined;
}

const pgCode = (error: unknown) => pgError(error)?.code;

/** A unique index refused the write: a concurrent request took the same value between our check and insert. */
export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';

/** Two transactions waited on each other; PostgreSQL cancelled one, which may simply run again. */
export const isDeadlock = (error: unknown) => pgCode(error) === '40P01';

/** A foreign key refused the change: a row still points at the one being deleted. */
export const isForeignKeyViolation = (error: unknown) => pgCode(error) === '23503';

/** A NOT NULL column of `tabla` was left null (where a statement uses that to say a condition failed). */
export function isNotNullViolation(error: unknown, tabla: string, columna: string): boolean {
  const e = pgError(error);
  return e?.code === '23502' && e.table === tabla && e.column === columna;
}
