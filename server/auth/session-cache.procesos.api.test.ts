import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../db/schema';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp } from '../test/helper';
import type { App } from '../types';

const url = process.env.TEST_DATABASE_URL;

/** Starts server/test/second-server.ts on the same database and resolves with its base URL. */
async function secondProcess(databaseUrl: string): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/second-server.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('el segundo proceso no arrancó')), 60_000);
    child.once('exit', (code) => reject(new Error(`el segundo proceso terminó (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^PORT (\d+)$/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

// Process A is this test's app (inject); process B is a real server in another Node process with its own cache.
// A change on A reaches B through a NOTIFY: in milliseconds, not before A's answer (A waits only for its own cache).
// On a loaded machine B's next request can beat it, so B is asked until it agrees, for at most two seconds.
const CRUZA = { timeout: 2_000, interval: 50 };
describe.runIf(url)('session cache across two server processes (PostgreSQL)', () => {
  let a: App;
  let b: { base: string; child: ChildProcess };
  let admin: string;
  let n = 0;

  beforeAll(async () => {
    a = await buildTestApp();
    admin = await adminToken(a);
    const { rows } = (await a.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const databaseUrl = new URL(url!);
    databaseUrl.pathname = `/${rows[0].name}`;
    b = await secondProcess(databaseUrl.toString());
  }, 90_000);
  afterAll(() => {
    b?.child.kill('SIGTERM');
  });

  const onB = (path: string, token: string, init: RequestInit = {}) =>
    fetch(`${b.base}${path}`, { ...init, headers: { ...bearer(token), 'content-type': 'application/json', ...init.headers } });

  /** A staff user signed in on B, whose session B has cached. */
  const staffOnB = async (permisos: string[]) => {
    n += 1;
    const email = `dos.procesos${n}@universidad.mx`;
    const rolId = await createRole(a, admin, `Rol dos procesos ${n}`, permisos);
    const res = await a.inject({
      method: 'POST', url: '/api/usuarios', headers: bearer(admin),
      payload: { name: `Persona ${n}`, email, password: 'contraseña-de-prueba', roleIds: [rolId] },
    });
    expect(res.statusCode).toBe(201);
    // Staff power needs a confirmed address (issue 19, item 8).
    await a.db.update(usuarios).set({ emailVerifiedAt: new Date() }).where(eq(usuarios.id, res.json().id));
    const login = await fetch(`${b.base}/api/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'contraseña-de-prueba' }),
    });
    const { token } = (await login.json()) as { token: string };
    expect((await onB('/api/user', token)).status).toBe(200);
    return { id: res.json().id as number, email, token };
  };

  it('B answers from its cache (a change it is not told about stays invisible there)', async () => {
    const { id, token } = await staffOnB(['usuarios.ver']);
    await a.db.execute(sql`ALTER TABLE usuarios DISABLE TRIGGER usuarios_aviso_cambio`);
    await a.db.update(usuarios).set({ name: 'Sin aviso' }).where(eq(usuarios.id, id));
    await a.db.execute(sql`ALTER TABLE usuarios ENABLE TRIGGER usuarios_aviso_cambio`);
    expect(((await (await onB('/api/user', token)).json()) as { name: string }).name).toBe('Persona 1');
  });

  it('A disables a user and B refuses its token on the next request', async () => {
    const { id, token } = await staffOnB(['usuarios.ver']);
    expect((await a.inject({ method: 'DELETE', url: `/api/usuarios/${id}`, headers: bearer(admin) })).statusCode).toBe(200);
    await expect.poll(async () => (await onB('/api/user', token)).status, CRUZA).toBe(401);
  });

  it('A changes a user’s roles and B applies them on the next request', async () => {
    const { id, email, token } = await staffOnB(['usuarios.ver']);
    expect((await onB('/api/roles', token)).status).toBe(403);
    const lector = await createRole(a, admin, 'Lector de roles (dos procesos)', ['roles.ver']);
    const put = await a.inject({
      method: 'PUT', url: `/api/usuarios/${id}`, headers: bearer(admin),
      payload: { name: 'Persona', email, roleIds: [lector], activo: true },
    });
    expect(put.statusCode).toBe(200);
    await expect.poll(async () => (await onB('/api/roles', token)).status, CRUZA).toBe(200);
    expect((await onB('/api/usuarios', token)).status).toBe(403);
  });

  it('a logout on A ends the session on B', async () => {
    const { token } = await staffOnB(['usuarios.ver']);
    expect((await a.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(204);
    await expect.poll(async () => (await onB('/api/user', token)).status, CRUZA).toBe(401);
  });

  it('B stays correct when its LISTEN connection is cut, and caches again once it listens again', async () => {
    const { id, token } = await staffOnB(['usuarios.ver']);
    await a.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = 'listen' and pid <> pg_backend_pid()`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Only B's listener was cut (A's too, by the same query: A then reads the database, which is also correct).
    expect((await a.inject({ method: 'DELETE', url: `/api/usuarios/${id}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await onB('/api/user', token)).status).toBe(401);

    // After the reconnection delay B listens again: a new session is cached and invalidated as before.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const again = await staffOnB(['usuarios.ver']);
    expect((await a.inject({ method: 'DELETE', url: `/api/usuarios/${again.id}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await onB('/api/user', again.token)).status).toBe(401);
  });
});
