import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { listenPostgres, type NotifyHandlers, type Subscription } from './notify';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Only for PGlite: the raw instance (tests dump it as a template). */
  pglite?: PGlite;
  /** LISTEN on a channel: a dedicated connection on PostgreSQL, the one embedded instance on PGlite. */
  listen(channel: string, handlers: NotifyHandlers): Promise<Subscription>;
}

// Trigram indexes serve the graduate search's LIKE '%…%'; PGlite loads the extension's files at start.
const PGLITE_EXTENSIONS = { pg_trgm };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (restart, pg_terminate_backend) must not crash the process:
  // the pool drops it and the next query opens another.
  pool.on('error', (error) => console.warn('Se cerró una conexión inactiva de PostgreSQL:', error.message));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  await migrateUnderLock(pool);
  return { db, kind: 'postgres', close: () => pool.end(), listen: (channel, handlers) => listenPostgres(url, channel, handlers) };
}

/**
 * Migrations run once, by one process: servers started together on an empty database wait for the first one's
 * migrations (a session advisory lock on the connection that runs them), then find nothing left to do.
 */
async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATIONS_LOCK]).catch(() => {});
    client.release();
  }
}

const MIGRATIONS_LOCK = 2_119_020;

/** Opens the embedded database; the data directory is locked so a second process cannot corrupt it. */
export async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: path.resolve(dataDir), extensions: PGLITE_EXTENSIONS });
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPgliteFrom(loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create({ ...(loadDataDir ? { loadDataDir } : {}), extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client, () => {});
}

async function wrapPglite(client: PGlite, release: () => void): Promise<Database> {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    // One embedded backend: its notifications arrive with the answer to the statement that committed them.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, (payload) => handlers.notify(payload));
      handlers.up();
      return { sync: async () => {}, stop: () => unlisten().catch(() => {}) };
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

export function openDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(config.DATA_DIR);
}
