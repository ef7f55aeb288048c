import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { permisos, sessions, usuarios } from '../db/schema';
import { createRole, permisoIds } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, loginAs } from '../test/helper';
import { hashToken } from './tokens';

// Each rule is checked with the session already cached, so a missing invalidation shows up as a stale 200.
describe('session cache', async () => {
  const app = await buildTestApp({ SESSION_IDLE_MINUTES: '30' });
  const admin = await adminToken(app);
  const me = (token: string) => app.inject({ url: '/api/user', headers: bearer(token) });
  // Writes made here outside a request reach the cache by notification, as another process's would: wait for it.
  const write = async (change: PromiseLike<unknown>) => {
    await change;
    await app.sessionCache.sync();
  };
  let n = 0;
  const staff = async (permisosDelRol: string[]) => {
    n += 1;
    const email = `cache${n}@universidad.mx`;
    const rolId = await createRole(app, admin, `Rol caché ${n}`, permisosDelRol);
    const res = await app.inject({
      method: 'POST', url: '/api/usuarios', headers: bearer(admin),
      payload: { name: `Persona ${n}`, email, password: 'contraseña-de-prueba', roleIds: [rolId] },
    });
    expect(res.statusCode).toBe(201);
    // Staff power needs a confirmed address (issue 19, item 8).
    await app.db.update(usuarios).set({ emailVerifiedAt: new Date() }).where(eq(usuarios.id, res.json().id));
    const token = await loginAs(app, email, 'contraseña-de-prueba');
    expect((await me(token)).statusCode).toBe(200);
    expect(app.sessionCache.get(hashToken(token))).not.toBeNull();
    return { id: res.json().id as number, email, rolId, token };
  };

  it('answers from memory once the session is cached', async () => {
    const { id, token } = await staff(['usuarios.ver']);
    // With the notice switched off, a change the cache is not told about stays invisible: proof that it answers.
    await app.db.execute(sql`ALTER TABLE usuarios DISABLE TRIGGER usuarios_aviso_cambio`);
    await app.db.update(usuarios).set({ name: 'Nombre nuevo' }).where(eq(usuarios.id, id));
    await app.db.execute(sql`ALTER TABLE usuarios ENABLE TRIGGER usuarios_aviso_cambio`);
    expect((await me(token)).json().name).toBe('Persona 1');
    await write(app.db.update(usuarios).set({ name: 'Otro nombre' }).where(eq(usuarios.id, id)));
    expect((await me(token)).json().name).toBe('Otro nombre');
  });

  it('refuses the token of a user disabled through the API on the next request', async () => {
    const { id, token } = await staff(['usuarios.ver']);
    const res = await app.inject({ method: 'DELETE', url: `/api/usuarios/${id}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('applies a change of roles, of a role’s permissions and a disabled permission on the next request', async () => {
    const { id, email, token } = await staff(['usuarios.ver']);
    expect((await app.inject({ url: '/api/roles', headers: bearer(token) })).statusCode).toBe(403);
    const otro = await createRole(app, admin, 'Lector de roles', ['roles.ver']);
    const put = await app.inject({
      method: 'PUT', url: `/api/usuarios/${id}`, headers: bearer(admin),
      payload: { name: 'Persona', email, roleIds: [otro], activo: true },
    });
    expect(put.statusCode).toBe(200);
    expect((await me(token)).json()).toMatchObject({ roles: ['Lector de roles'], permissions: ['roles.ver'] });

    const [rolesEditar] = await permisoIds(app, admin, ['roles.editar']);
    const [rolesVer] = await permisoIds(app, admin, ['roles.ver']);
    const rol = await app.inject({
      method: 'PUT', url: `/api/roles/${otro}`, headers: bearer(admin),
      payload: { nombre: 'Lector de roles', descripcion: 'Lee y edita', area: 'plataforma', permisoIds: [rolesVer, rolesEditar] },
    });
    expect(rol.statusCode).toBe(200);
    expect((await me(token)).json().permissions).toEqual(['roles.editar', 'roles.ver']);

    await write(app.db.update(permisos).set({ activo: false }).where(eq(permisos.id, rolesEditar)));
    expect((await me(token)).json().permissions).toEqual(['roles.ver']);
    await app.db.update(permisos).set({ activo: true }).where(eq(permisos.id, rolesEditar));

    const baja = await app.inject({ method: 'DELETE', url: `/api/roles/${otro}`, headers: bearer(admin) });
    expect(baja.statusCode).toBe(200);
    expect((await me(token)).json()).toMatchObject({ roles: [], permissions: [] });
  });

  it('ends the session at logout and after a password change by an administrator', async () => {
    const { id, email, token } = await staff(['usuarios.ver']);
    const second = await loginAs(app, email, 'contraseña-de-prueba');
    expect((await me(second)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);

    const put = await app.inject({
      method: 'PUT', url: `/api/usuarios/${id}`, headers: bearer(admin),
      payload: { name: 'Persona', email, roleIds: [], activo: true, password: 'otra-contraseña-larga' },
    });
    expect(put.statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
  });

  it('holds idle and absolute expiry for a cached session', async () => {
    const { token } = await staff(['usuarios.ver']);
    const mine = eq(sessions.tokenHash, hashToken(token));
    await write(app.db.update(sessions).set({ lastSeenAt: sql`now() - interval '31 minutes'` }).where(mine));
    expect((await me(token)).statusCode).toBe(401);

    const other = await staff(['usuarios.ver']);
    await write(app.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.tokenHash, hashToken(other.token))));
    expect((await me(other.token)).statusCode).toBe(401);
  });

  it('stays out of the way while it is not listening, and starts empty when it listens again', async () => {
    const { id, token } = await staff(['usuarios.ver']);
    app.sessionCache.down();
    expect(app.sessionCache.size).toBe(0);
    expect((await me(token)).statusCode).toBe(200);
    expect(app.sessionCache.size).toBe(0);
    // A change whose notice is missed while down must not survive in the cache.
    await app.db.execute(sql`ALTER TABLE usuarios DISABLE TRIGGER usuarios_aviso_cambio`);
    await app.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, id));
    await app.db.execute(sql`ALTER TABLE usuarios ENABLE TRIGGER usuarios_aviso_cambio`);
    app.sessionCache.up();
    expect((await me(token)).statusCode).toBe(401);
  });
});
