// The schema's version is the last migration applied (drizzle's journal: tag and timestamp). A backup names it;
// a restore rebuilds exactly that schema, loads the rows, then runs the newer migrations over them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../db/client';
import type { Conexion } from './conexion';

export interface Migracion {
  tag: string;
  when: number;
}

export function migracionesDelCodigo(carpeta = migrationsFolder): Migracion[] {
  const journal = JSON.parse(fs.readFileSync(path.join(carpeta, 'meta/_journal.json'), 'utf8')) as { entries: Migracion[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The last migration a database has applied, by its timestamp (drizzle stores no tag); null on an empty one. */
export async function ultimaAplicada(c: Conexion): Promise<Migracion | null> {
  const [existe] = await c.query<{ t: string | null }>(`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS t`);
  if (!existe?.t) return null;
  const [fila] = await c.query<{ when: string | null }>('SELECT max(created_at)::text AS "when" FROM drizzle.__drizzle_migrations');
  if (!fila?.when) return null;
  const when = Number(fila.when);
  return migracionesDelCodigo().find((m) => m.when === when) ?? { tag: `desconocida-${when}`, when };
}

/** A copy of the migrations folder that stops at `tag`: drizzle then builds the schema the backup was made with. */
export function carpetaHasta(tag: string, carpeta = migrationsFolder): string {
  const journal = JSON.parse(fs.readFileSync(path.join(carpeta, 'meta/_journal.json'), 'utf8')) as { entries: Migracion[] };
  const hasta = journal.entries.findIndex((m) => m.tag === tag);
  const destino = fs.mkdtempSync(path.join(os.tmpdir(), 'migraciones-'));
  fs.mkdirSync(path.join(destino, 'meta'));
  const entries = journal.entries.slice(0, hasta + 1);
  fs.writeFileSync(path.join(destino, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const m of entries) fs.copyFileSync(path.join(carpeta, `${m.tag}.sql`), path.join(destino, `${m.tag}.sql`));
  return destino;
}
