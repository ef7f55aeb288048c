import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { createRole, permisoIds } from './test-support';

describe('/api/roles', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  const [verUsuarios, crearUsuarios, verRoles] = await permisoIds(app, admin, ['usuarios.ver', 'usuarios.crear', 'roles.ver']);
  const adminRol = (await app.inject({ url: '/api/roles?filter={"q":"administrador"}', headers: bearer(admin) })).json()[0];
  const coordinacion = await createRole(app, admin, 'Coordinación de Egresados', ['usuarios.ver', 'roles.ver'], 'egresados');
  const servicio = await createRole(app, admin, 'Jefatura de Servicio Social', ['usuarios.ver'], 'servicio-social');
  const lector = await createRole(app, admin, 'lector de roles', ['roles.ver']);
  await createRole(app, admin, 'sin roles', ['usuarios.ver']);

  const list = (query: string, token = admin) => app.inject({ url: `/api/roles?${query}`, headers: bearer(token) });
  const filter = (f: object) => list(`filter=${encodeURIComponent(JSON.stringify(f))}`);
  const put = (id: number, payload: Record<string, unknown>, token = admin) =>
    app.inject({ method: 'PUT', url: `/api/roles/${id}`, headers: bearer(token), payload });
  const lastAudit = async (registroId: number) =>
    (await app.db.select().from(auditLog).where(and(eq(auditLog.recurso, 'roles'), eq(auditLog.registroId, String(registroId)))).orderBy(desc(auditLog.id)))[0];

  it('devuelve el registro con sus permisos y el número de usuarios', async () => {
    await userWithRoles(app, 'coord@universidad.mx', ['Coordinación de Egresados']);
    const res = await app.inject({ url: `/api/roles/${coordinacion}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: coordinacion, nombre: 'Coordinación de Egresados', descripcion: 'Rol de prueba Coordinación de Egresados', area: 'egresados',
      activo: true, sistema: false, permisoIds: [verUsuarios, verRoles].sort((a, b) => a - b), permisos: ['usuarios.ver', 'roles.ver'], usuarios: 1,
      createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    expect(adminRol).toMatchObject({ nombre: 'administrador', sistema: true, usuarios: 1 });
    expect((await app.inject({ url: '/api/roles/99999', headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('lista con Content-Range, orden, rango y filtros', async () => {
    const res = await list('sort=["nombre","ASC"]&range=[0,1]');
    // Five portal roles: estudiante, institucion, egresado and postulante (sign-in links), empleador (bolsa de trabajo).
    expect(res.headers['content-range']).toBe('roles 0-1/10');
    expect(res.json().map((r: { nombre: string }) => r.nombre)).toEqual(['administrador', 'Coordinación de Egresados']);
    const byUsers = await list('sort=["usuarios","DESC"]&range=[0,4]');
    expect(byUsers.json().slice(0, 2).map((r: { usuarios: number }) => r.usuarios)).toEqual([1, 1]);
    const names = async (f: object) => (await filter(f)).json().map((r: { nombre: string }) => r.nombre);
    expect(await names({ q: 'coordinacion egresados' })).toEqual(['Coordinación de Egresados']);
    expect(await names({ q: 'JEFATURA' })).toEqual(['Jefatura de Servicio Social']);
    // The portal roles (estudiante, institucion) belong to the servicio social area too.
    expect(await names({ area: 'servicio-social' })).toEqual(['estudiante', 'institucion', 'Jefatura de Servicio Social']);
    expect(await names({ id: [servicio, lector] })).toEqual(['Jefatura de Servicio Social', 'lector de roles']);
    expect(await names({ activo: false })).toEqual([]);
  });

  it('valida con mensajes en español y rechaza nombres repetidos sin importar mayúsculas', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/roles', headers: bearer(admin), payload: { nombre: '', area: 'marte', permisoIds: [0] } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ nombre: ['El nombre del rol es obligatorio'], area: ['Seleccione un área válida'] });
    const dup = await app.inject({ method: 'POST', url: '/api/roles', headers: bearer(admin), payload: { nombre: 'COORDINACIÓN DE EGRESADOS', area: 'egresados' } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ message: 'Ya existe un rol con este nombre', errors: { nombre: ['Ya existe un rol con este nombre'] } });
    const missing = await app.inject({ method: 'POST', url: '/api/roles', headers: bearer(admin), payload: { nombre: 'Nuevo', area: 'egresados', permisoIds: [99999] } });
    expect(missing.json().errors).toEqual({ permisoIds: ['Alguno de los permisos seleccionados no existe'] });
  });

  it('edita datos y permisos; el cambio de asignación se audita con antes y después', async () => {
    const res = await put(servicio, { nombre: 'Jefatura de Servicio Social', descripcion: 'Revisa programas', area: 'servicio-social', activo: true, permisoIds: [verUsuarios, crearUsuarios] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ descripcion: 'Revisa programas', permisoIds: [verUsuarios, crearUsuarios].sort((a, b) => a - b) });
    const audit = await lastAudit(servicio);
    expect(audit).toMatchObject({ accion: 'editar', antes: { permisoIds: [verUsuarios] }, despues: { descripcion: 'Revisa programas' } });
    expect((audit.despues as { permisoIds: number[] }).permisoIds).toHaveLength(2);
    const created = (await app.db.select().from(auditLog).where(and(eq(auditLog.recurso, 'roles'), eq(auditLog.accion, 'crear'), eq(auditLog.registroId, String(servicio)))))[0];
    expect(created).toMatchObject({ antes: null, despues: { nombre: 'Jefatura de Servicio Social', permisoIds: [verUsuarios] } });
  });

  it('un guardado sin cambios no llena la bitácora', async () => {
    const before = (await lastAudit(lector)).id;
    const rol = (await app.inject({ url: `/api/roles/${lector}`, headers: bearer(admin) })).json();
    expect((await put(lector, rol)).statusCode).toBe(200);
    expect((await lastAudit(lector)).id).toBe(before);
  });

  it('los permisos de un rol cambian lo que pueden hacer sus usuarios, y desactivarlo los retira', async () => {
    const token = await userWithRoles(app, 'lectora.roles@universidad.mx', ['lector de roles']);
    expect((await list('', token)).statusCode).toBe(200);
    const del = await app.inject({ method: 'DELETE', url: `/api/roles/${lector}`, headers: bearer(admin) });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ id: lector, activo: false });
    expect((await list('', token)).statusCode).toBe(403);
    expect(await lastAudit(lector)).toMatchObject({ accion: 'desactivar', antes: { activo: true }, despues: { activo: false } });
    await put(lector, { ...del.json(), activo: true });
    expect((await list('', token)).statusCode).toBe(200);
  });

  it('el rol administrador no se puede desactivar ni renombrar', async () => {
    const del = await app.inject({ method: 'DELETE', url: `/api/roles/${adminRol.id}`, headers: bearer(admin) });
    expect(del.statusCode).toBe(422);
    expect(del.json().message).toBe('El rol de administrador es del sistema: no se puede renombrar ni desactivar');
    const rename = await put(adminRol.id, { ...adminRol, nombre: 'superusuario' });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().errors).toEqual({ nombre: ['El rol de administrador es del sistema: no se puede renombrar ni desactivar'] });
    const off = await put(adminRol.id, { ...adminRol, activo: false });
    expect(off.json().errors).toEqual({ activo: ['El rol de administrador es del sistema: no se puede renombrar ni desactivar'] });
    const desc = await put(adminRol.id, { ...adminRol, descripcion: 'Todo el acceso' });
    expect(desc.statusCode).toBe(200);
    expect(desc.json()).toMatchObject({ nombre: 'administrador', activo: true, descripcion: 'Todo el acceso' });
  });

  it('responde 401 sin sesión y 403 sin el permiso; roles.ver solo permite consultar', async () => {
    expect((await app.inject({ url: '/api/roles' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `/api/roles/${servicio}` })).statusCode).toBe(401);
    const sin = await userWithRoles(app, 'sin.roles@universidad.mx', ['sin roles']);
    expect((await list('', sin)).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/roles/${servicio}`, headers: bearer(sin) })).statusCode).toBe(403);
    const lectorToken = await userWithRoles(app, 'coord2@universidad.mx', ['Coordinación de Egresados']);
    expect((await list('', lectorToken)).statusCode).toBe(200);
    const create = await app.inject({ method: 'POST', url: '/api/roles', headers: bearer(lectorToken), payload: { nombre: 'X', area: 'egresados' } });
    expect(create.statusCode).toBe(403);
    expect((await put(servicio, { nombre: 'X', area: 'egresados' }, lectorToken)).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/roles/${servicio}`, headers: bearer(lectorToken) })).statusCode).toBe(403);
  });
});
