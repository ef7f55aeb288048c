import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { migrationsFolder } from './client';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

let journal: Journal | undefined;
/** The migrations this code ships (drizzle-kit's journal), read once. */
export function migracionesDelCodigo(): Journal['entries'] {
  journal ??= JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
  return journal.entries;
}

/** The last migration applied to the database (drizzle records each one's journal `when`), or null when none. */
export async function ultimaMigracionAplicada(db: Db): Promise<number | null> {
  try {
    const result = (await db.execute(sql`select max(created_at)::text as ultima from drizzle.__drizzle_migrations`)) as unknown as
      | { rows: { ultima: string | null }[] }
      | { ultima: string | null }[];
    const rows = Array.isArray(result) ? result : result.rows;
    return rows[0]?.ultima == null ? null : Number(rows[0].ultima);
  } catch {
    return null;
  }
}

/** Whether every migration of this code is applied. */
export async function migracionesAlDia(db: Db): Promise<boolean> {
  const entries = migracionesDelCodigo();
  const ultima = await ultimaMigracionAplicada(db);
  return ultima !== null && ultima >= entries[entries.length - 1].when;
}
