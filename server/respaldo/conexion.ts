// One connection to the database being backed up or restored, with plain SQL: the same code reads and writes
// either kind, which is what lets an embedded backup restore into PostgreSQL and the other way round.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock';

export type TipoBase = 'pglite' | 'postgres';

export interface Conexion {
  tipo: TipoBase;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs the migrations of a folder (drizzle's journal) that are not applied yet. */
  migrar(carpeta: string): Promise<void>;
  cerrar(): Promise<void>;
}

export class RespaldoError extends Error {}

export async function conectarPostgres(url: string): Promise<Conexion> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    tipo: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    migrar: (carpeta) => migratePg(drizzlePg({ client }), { migrationsFolder: carpeta }),
    cerrar: () => client.end(),
  };
}

/** The embedded database, with its data directory locked: a running server holds that lock, so this refuses. */
export async function conectarPglite(dataDir: string): Promise<Conexion> {
  fs.mkdirSync(dataDir, { recursive: true });
  let soltar: () => void;
  try {
    soltar = acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new RespaldoError(error.message);
    throw error;
  }
  try {
    const client = await PGlite.create({ dataDir: path.resolve(dataDir), extensions: { pg_trgm } });
    return {
      tipo: 'pglite',
      query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
      migrar: (carpeta) => migratePglite(drizzlePglite({ client }), { migrationsFolder: carpeta }),
      cerrar: async () => {
        await client.close();
        soltar();
      },
    };
  } catch (error) {
    soltar();
    throw error;
  }
}

export const tieneBaseIntegrada = (dataDir: string) => fs.existsSync(path.join(dataDir, 'PG_VERSION'));

/** Tables of the public schema, parents before children (foreign keys), so a load never breaks a reference. */
export async function tablasEnOrden(c: Conexion): Promise<string[]> {
  const tablas = (await c.query<{ nombre: string }>(
    `SELECT c.relname AS nombre FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
  )).map((t) => t.nombre);
  const madres = new Map<string, Set<string>>(tablas.map((t) => [t, new Set()]));
  const fks = await c.query<{ hija: string; madre: string }>(
    `SELECT h.relname AS hija, m.relname AS madre FROM pg_constraint k
     JOIN pg_class h ON h.oid = k.conrelid JOIN pg_class m ON m.oid = k.confrelid JOIN pg_namespace n ON n.oid = h.relnamespace
     WHERE k.contype = 'f' AND n.nspname = 'public' AND h.oid <> m.oid`,
  );
  for (const { hija, madre } of fks) madres.get(hija)?.add(madre);
  const orden: string[] = [];
  const visitar = (t: string, camino: Set<string>) => {
    if (orden.includes(t)) return;
    if (camino.has(t)) throw new RespaldoError(`Referencias circulares entre tablas: ${[...camino].join(', ')}`);
    camino.add(t);
    for (const m of madres.get(t) ?? []) visitar(m, camino);
    camino.delete(t);
    orden.push(t);
  };
  for (const t of tablas) visitar(t, new Set());
  return orden;
}

export async function secuencias(c: Conexion): Promise<string[]> {
  return (await c.query<{ nombre: string }>(
    `SELECT c.relname AS nombre FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY 1`,
  )).map((s) => s.nombre);
}

export const ident = (nombre: string) => `"${nombre.replace(/"/g, '""')}"`;
