import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text vector (drizzle has no built-in type for it); PGlite has it too. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
