import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, openPgliteFrom, openPostgres, type Database } from '../db/client';
import { createUser } from '../db/seed';
import type { App } from '../types';
import { CLIENT_FIXTURE_DIR, TEMPLATE_FILE } from './paths';
import { comprobarRespuestas, injectQueComprueba } from './respuestas-declaradas';

export const ADMIN = { email: 'admin@universidad.mx', password: 'contraseña-segura-1', name: 'Ada Administradora' };

/** A database for one test file: a copy of the PGlite template, or a fresh PostgreSQL database when TEST_DATABASE_URL is set. */
export async function testDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const blob = new Blob([fs.readFileSync(TEMPLATE_FILE)]);
    return openPgliteFrom(blob);
  }
  const empty = await emptyPostgres(url);
  const database = await openPostgres(empty.url, 4);
  const close = database.close;
  database.close = async () => {
    await close();
    await empty.drop();
  };
  return database;
}

/** A new, empty PostgreSQL database beside TEST_DATABASE_URL's, and a way to drop it. */
export async function emptyPostgres(url = process.env.TEST_DATABASE_URL!): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The real app on the database the server would open for this DATA_DIR or DATABASE_URL (migrated); the caller closes it. */
export async function buildAppOn(target: { DATA_DIR: string; DATABASE_URL?: string }, overrides: Record<string, string> = {}): Promise<App> {
  const config = testConfig({ ...target, ...overrides });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, mailWorker: false, logger: false, clientDir: CLIENT_FIXTURE_DIR });
  await app.ready();
  return app;
}

export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://plataforma.test',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

/**
 * Builds the real app on a test database, closed after the file's tests; pages come from a fixture build. Every
 * answer is checked against the response schema its route declares: `inject` rejects on a mismatch, and one seen
 * otherwise (a request over a real socket) fails the file when it closes.
 */
export async function buildTestApp(overrides: Record<string, string> = {}): Promise<App> {
  const database = await testDatabase();
  const app = await buildApp({ config: testConfig(overrides), database, mailWorker: false, logger: false, clientDir: CLIENT_FIXTURE_DIR });
  const { fallas } = comprobarRespuestas(app);
  injectQueComprueba(app, fallas);
  await app.ready();
  afterAll(async () => {
    await app.close();
    const pendientes = fallas();
    if (pendientes.length) throw new Error(`Respuestas fuera de su esquema declarado:\n${pendientes.join('\n')}`);
  });
  return app;
}

export async function loginAs(app: App, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

export const adminToken = (app: App) => loginAs(app, ADMIN.email, ADMIN.password);

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Creates a staff user holding the given roles (by name) and returns its token. */
export async function userWithRoles(app: App, email: string, roleNames: string[], password = 'contraseña-de-prueba'): Promise<string> {
  await createUser(app.db, { name: email.split('@')[0], email, password, roleNames });
  return loginAs(app, email, password);
}
