import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { permisos, rolPermisos, roles } from '../db/schema';
import { bearer, buildTestApp, userWithRoles } from '../test/helper';

describe('roles and permissions of the signed-in user', async () => {
  const app = await buildTestApp();
  const [rol] = await app.db.insert(roles).values({ nombre: 'Capturista', area: 'egresados' }).returning();
  const granted = await app.db.select().from(permisos).where(eq(permisos.nombre, 'usuarios.ver'));
  const other = await app.db.select().from(permisos).where(eq(permisos.nombre, 'roles.ver'));
  await app.db.insert(rolPermisos).values([{ rolId: rol.id, permisoId: granted[0].id }, { rolId: rol.id, permisoId: other[0].id }]);
  const token = await userWithRoles(app, 'capturista@universidad.mx', ['Capturista']);
  const me = async () => (await app.inject({ url: '/api/user', headers: bearer(token) })).json();

  it('lists the active roles and the active permissions they grant', async () => {
    expect(await me()).toMatchObject({ roles: ['Capturista'], permissions: ['roles.ver', 'usuarios.ver'] });
  });

  it('drops a disabled permission at once, and a disabled role with all it granted', async () => {
    await app.db.update(permisos).set({ activo: false }).where(eq(permisos.id, other[0].id));
    // A write outside any request reaches the session cache by notification, as another process's would.
    await app.sessionCache.sync();
    expect((await me()).permissions).toEqual(['usuarios.ver']);
    await app.db.update(roles).set({ activo: false }).where(eq(roles.id, rol.id));
    await app.sessionCache.sync();
    expect(await me()).toMatchObject({ roles: [], permissions: [] });
    expect((await app.inject({ url: '/api/usuarios', headers: bearer(token) })).statusCode).toBe(403);
  });
});
