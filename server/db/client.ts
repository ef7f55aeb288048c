import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/root';
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
  /**
   * Runs start-up writes (migrations, seeds, the first administrator) one process at a time: servers started
   * together on one PostgreSQL take turns on an advisory lock. The embedded database has one process by its lock.
   */
  startupLock<T>(work: () => Promise<T>): Promise<T>;
  /** Only for PGlite: the raw instance (tests dump it as a template). */
  pglite?: PGlite;
  /** LISTEN on a channel: a dedicated connection on PostgreSQL, the one embedded instance on PGlite. */
  listen(channel: string, handlers: NotifyHandlers): Promise<Subscription>;
}

// Trigram indexes serve the graduate search's LIKE '%…%'; PGlite loads the extension's files at start.
const PGLITE_EXTENSIONS = { pg_trgm };
// The embedded engine lives in this process's memory: 32 MB of buffers instead of PostgreSQL's 128 MB keeps an
// idle server small, and the operating system still caches the data files.
const PGLITE_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** Any fixed number: the advisory lock that serialises start-up writes across processes (see startupLock). */
const STARTUP_LOCK_KEY = 7_254_301;

export const migrationsFolder = path.join(ROOT, 'server/db/migrations');

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (restart, pg_terminate_backend) must not crash the process:
  // the pool drops it and the next query opens another.
  pool.on('error', (error) => console.warn('Se cerró una conexión inactiva de PostgreSQL:', error.message));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const startupLock = async <T>(work: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      try {
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  };
  try {
    await startupLock(() => migratePg(drizzlePg({ client: pool }), { migrationsFolder }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: 'postgres', startupLock, close: () => pool.end(), listen: (channel, handlers) => listenPostgres(url, channel, handlers) };
}

/** Opens the embedded database; the data directory is locked so a second process cannot corrupt it. */
export async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: path.resolve(dataDir), extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START });
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPgliteFrom(loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create({ ...(loadDataDir ? { loadDataDir } : {}), extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START });
  return wrapPglite(client, () => {});
}

async function wrapPglite(client: PGlite, release: () => void): Promise<Database> {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    startupLock: (work) => work(),
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
