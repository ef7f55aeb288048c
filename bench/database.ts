import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../server/db/client';

export interface BenchDatabase {
  /** Its close() may be called more than once (the app closes it on shutdown). */
  database: Database;
  /** What the report prints: which engine and where. */
  label: string;
  /** The PostgreSQL database's URL (child processes of the import bench connect to it); absent for PGlite. */
  url?: string;
  dispose(): Promise<void>;
}

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

function closeOnce(database: Database): Database {
  const close = database.close;
  let closing: Promise<void> | undefined;
  return { ...database, close: () => (closing ??= close()) };
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A throw-away database created on that server and dropped afterwards. */
async function freshPostgres(serverUrl: string): Promise<BenchDatabase> {
  const name = `bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = closeOnce(await openPostgres(url.toString(), 20));
  const full = url.toString();
  url.password = url.password ? '***' : '';
  return {
    database,
    url: full,
    label: `PostgreSQL (${url.toString()})`,
    dispose: async () => {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function freshPglite(): Promise<BenchDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const database = closeOnce(await openPglite(dir));
  return {
    database,
    label: `PGlite embebida (${dir})`,
    dispose: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * BENCH_DATABASE_URL names a PostgreSQL server (a fresh database is created on it); BENCH_DATABASE_URL=pglite
 * forces the embedded engine; otherwise the local PostgreSQL is used when it answers, PGlite when not.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const requested = process.env.BENCH_DATABASE_URL;
  if (requested === 'pglite') return freshPglite();
  if (requested) return freshPostgres(requested);
  if (await reachable(DEFAULT_SERVER)) return freshPostgres(DEFAULT_SERVER);
  console.log(`bench: PostgreSQL no responde en ${DEFAULT_SERVER}; se usa PGlite.`);
  return freshPglite();
}
