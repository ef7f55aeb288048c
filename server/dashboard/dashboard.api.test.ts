import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, outbox, pageViews, permisos, rolPermisos, roles, usuarios } from '../db/schema';
import { createUser } from '../db/seed';
import type { App } from '../types';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';

async function roleWith(app: App, nombre: string, permissionNames: string[]) {
  const [rol] = await app.db.insert(roles).values({ nombre, area: 'plataforma' }).returning({ id: roles.id });
  if (permissionNames.length) {
    const rows = await app.db.select({ id: permisos.id }).from(permisos).where(inArray(permisos.nombre, permissionNames));
    await app.db.insert(rolPermisos).values(rows.map((p) => ({ rolId: rol.id, permisoId: p.id })));
  }
}

const visits = (query: Record<string, unknown>) =>
  '/api/estadisticas/visitas?' + new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])));

describe('staff dashboard', async () => {
  const app = await buildTestApp();
  const admin = bearer(await adminToken(app));

  // Users: the administrator, two more active (one unverified), one disabled.
  await createUser(app.db, { name: 'Elena Torres', email: 'elena.torres@universidad.mx', password: 'contraseña-de-prueba', roleNames: [] });
  await createUser(app.db, { name: 'Raúl Méndez', email: 'raul.mendez@universidad.mx', password: 'contraseña-de-prueba', roleNames: [], verified: false });
  const bajaId = (await createUser(app.db, { name: 'Baja', email: 'baja@universidad.mx', password: 'contraseña-de-prueba', roleNames: [], verified: false }))!;
  await app.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, bajaId));

  await app.db.insert(outbox).values([
    { to: 'a@universidad.mx', subject: 'a', html: 'a', text: 'a' },
    { to: 'b@universidad.mx', subject: 'b', html: 'b', text: 'b', estado: 'enviando' },
    { to: 'c@universidad.mx', subject: 'c', html: 'c', text: 'c', estado: 'fallido' },
    { to: 'd@universidad.mx', subject: 'd', html: 'd', text: 'd', estado: 'retenido' },
    { to: 'e@universidad.mx', subject: 'e', html: 'e', text: 'e', estado: 'retenido' },
    { to: 'f@universidad.mx', subject: 'f', html: 'f', text: 'f', estado: 'enviado' },
  ]);

  const ago = (days: number) => new Date(Date.now() - days * 86_400_000 + 60_000);
  await app.db.insert(pageViews).values([
    ...Array.from({ length: 4 }, () => ({ route: '/', path: '/', createdAt: ago(1) })),
    { route: '/login', path: '/login', createdAt: ago(2) },
    { route: '/login', path: '/login', createdAt: ago(10) },
    { route: '/egresados/usuarios', path: '/egresados/usuarios/3', createdAt: ago(20) },
    { route: '/egresados/usuarios', path: '/egresados/usuarios/4', createdAt: ago(20) },
    { route: '/egresados/usuarios', path: '/egresados/usuarios', createdAt: ago(25) },
    { route: '/antigua', path: '/antigua', createdAt: ago(45) },
  ]);

  await app.db.insert(auditLog).values(
    Array.from({ length: 10 }, (_, i) => ({ accion: 'editar', recurso: 'roles', registroId: String(i), actorEmail: 'admin@universidad.mx' })),
  );

  it('shows an administrator every figure', async () => {
    const res = await app.inject({ url: '/api/dashboard', headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.usuarios).toEqual({ total: 4, activos: 3, inactivos: 1, sinVerificar: 1 });
    // administrador plus the portal roles estudiante, institucion, egresado, postulante and empleador.
    expect(body.roles).toEqual({ total: 6, activos: 6 });
    expect(body.correos).toEqual({ pendientes: 2, fallidos: 1, retenidos: 2 });
    expect(body.visitas).toEqual({
      ultimos7Dias: 5,
      ultimos30Dias: 9,
      rutasPrincipales: [
        { route: '/', visitas: 4 },
        { route: '/egresados/usuarios', visitas: 3 },
        { route: '/login', visitas: 2 },
      ],
    });
    expect(body.auditoria).toHaveLength(8);
    expect(body.auditoria[0]).toMatchObject({ accion: 'editar', recurso: 'roles', registroId: '9', actorEmail: 'admin@universidad.mx' });
  });

  it("shows other staff only what their permissions open", async () => {
    await roleWith(app, 'Comité de premios', ['estadisticas.ver']);
    await roleWith(app, 'Soporte de plataforma', ['usuarios.ver', 'correos.ver', 'auditoria.ver']);
    const stats = bearer(await userWithRoles(app, 'comite@universidad.mx', ['Comité de premios']));
    const support = bearer(await userWithRoles(app, 'soporte@universidad.mx', ['Soporte de plataforma']));
    const nobody = bearer(await userWithRoles(app, 'nadie@universidad.mx', []));

    expect(Object.keys((await app.inject({ url: '/api/dashboard', headers: stats })).json())).toEqual(['visitas']);
    expect(Object.keys((await app.inject({ url: '/api/dashboard', headers: support })).json()).sort()).toEqual(['auditoria', 'correos', 'usuarios']);
    const empty = await app.inject({ url: '/api/dashboard', headers: nobody });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({});
    expect((await app.inject({ url: '/api/dashboard' })).statusCode).toBe(401);

    expect((await app.inject({ url: visits({}), headers: stats })).statusCode).toBe(200);
    expect((await app.inject({ url: visits({}), headers: support })).statusCode).toBe(403);
  });

  it('lists page views grouped by route for a period, most visited first', async () => {
    const res = await app.inject({ url: visits({ range: [0, 1] }), headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('visitas 0-1/3');
    const rows = res.json();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: '/', route: '/', visitas: 4, paginas: 1 });
    expect(rows[1]).toMatchObject({ id: '/egresados/usuarios', visitas: 3, paginas: 3 });
    expect(new Date(rows[0].ultimaVisita).getTime()).toBeGreaterThan(Date.now() - 2 * 86_400_000);

    const week = (await app.inject({ url: visits({ filter: { dias: 7 } }), headers: admin })).json();
    expect(week.map((r: { route: string; visitas: number }) => [r.route, r.visitas])).toEqual([['/', 4], ['/login', 1]]);
    const all = await app.inject({ url: visits({ filter: { dias: 60 }, sort: ['route', 'ASC'] }), headers: admin });
    expect(all.json().map((r: { route: string }) => r.route)).toEqual(['/', '/antigua', '/egresados/usuarios', '/login']);
    const search = (await app.inject({ url: visits({ filter: { q: 'usuarios' } }), headers: admin })).json();
    expect(search.map((r: { route: string }) => r.route)).toEqual(['/egresados/usuarios']);
    expect((await app.inject({ url: visits({ filter: { dias: 'mucho' } }), headers: admin })).statusCode).toBe(400);
  });
});
