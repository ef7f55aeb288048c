import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/root';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { escuchaPostgres, type NotifyHandlers, type Subscription } from './notify';

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

/** The embedded engine, loaded only when it is the database: a server on PostgreSQL never pays for it. */
async function motorIntegrado() {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return {
    crear: (opciones: { dataDir?: string; loadDataDir?: Blob }) =>
      PGlite.create({
        ...opciones,
        // Trigram indexes serve the graduate search's LIKE '%…%'; PGlite loads the extension's files at start.
        extensions: { pg_trgm },
        // The embedded engine lives in this process's memory: 32 MB of buffers instead of PostgreSQL's 128 MB keeps an
        // idle server small, and the operating system still caches the data files.
        startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
      }),
    drizzle,
    migrate,
  };
}
type MotorIntegrado = Awaited<ReturnType<typeof motorIntegrado>>;

/** Any fixed number: the advisory lock that serialises start-up writes across processes (see startupLock). */
const STARTUP_LOCK_KEY = 7_254_301;

export const migrationsFolder = path.join(ROOT, 'server/db/migrations');

/**
 * `url` may be a pooler in transaction mode (PgBouncer): queries use pg's unnamed statements, which need nothing
 * of a session. What does need one (the session advisory lock of start-up, migrations, LISTEN) goes to `directo`,
 * the database itself, when given.
 */
export async function openPostgres(url: string, poolSize = 10, directo = url): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (restart, pg_terminate_backend) must not crash the process:
  // the pool drops it and the next query opens another.
  pool.on('error', (error) => console.warn('Se cerró una conexión inactiva de PostgreSQL:', error.message));
  // Used at start-up only: its connection closes once idle.
  const poolDirecto = directo === url ? pool : new pg.Pool({ connectionString: directo, max: 2, idleTimeoutMillis: 5_000 });
  if (poolDirecto !== pool) poolDirecto.on('error', (error) => console.warn('Se cerró una conexión directa de PostgreSQL:', error.message));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const startupLock = async <T>(work: () => Promise<T>): Promise<T> => {
    const client = await poolDirecto.connect();
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
    await startupLock(() => migratePg(drizzlePg({ client: poolDirecto }), { migrationsFolder }));
  } catch (error) {
    await pool.end();
    if (poolDirecto !== pool) await poolDirecto.end();
    throw error;
  }
  const close = async () => {
    await pool.end();
    if (poolDirecto !== pool) await poolDirecto.end();
  };
  return { db, kind: 'postgres', startupLock, close, listen: escuchaPostgres(directo) };
}

/**
 * Opens the embedded database; the data directory is locked so a second process cannot corrupt it. An empty one is
 * created from `plantilla` (a tarball of a migrated database) when given, instead of running initdb.
 */
export async function openPglite(dataDir: string, plantilla?: Blob): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    const motor = await motorIntegrado();
    const vacio = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
    return await wrapPglite(motor, await motor.crear({ dataDir: path.resolve(dataDir), ...(vacio && plantilla ? { loadDataDir: plantilla } : {}) }), release);
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPgliteFrom(loadDataDir?: Blob): Promise<Database> {
  const motor = await motorIntegrado();
  return wrapPglite(motor, await motor.crear(loadDataDir ? { loadDataDir } : {}), () => {});
}

async function wrapPglite({ drizzle, migrate }: MotorIntegrado, client: PGlite, release: () => void): Promise<Database> {
  const db = drizzle({ client, schema }) as unknown as Db;
  await migrate(drizzle({ client }), { migrationsFolder });
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

export function openDatabase(config: { DATABASE_URL?: string; DATABASE_URL_DIRECTO?: string; DATA_DIR: string }): Promise<Database> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL, 10, config.DATABASE_URL_DIRECTO) : openPglite(config.DATA_DIR);
}
