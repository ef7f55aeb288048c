import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SYSTEM_PERMISSIONS } from '../../shared/permissions';
import { auditLog } from '../db/schema';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';

const SISTEMA = 'Este permiso es del sistema: solo puede cambiar su descripción y si está activo';

describe('/api/permisos', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  await createRole(app, admin, 'lector de permisos', ['permisos.ver', 'usuarios.ver']);
  await createRole(app, admin, 'sin permisos', ['usuarios.ver']);

  const list = (query: string, token = admin) => app.inject({ url: `/api/permisos?${query}`, headers: bearer(token) });
  const filter = (f: object) => list(`filter=${encodeURIComponent(JSON.stringify(f))}&range=[0,99]`);
  const post = (payload: Record<string, unknown>, token = admin) => app.inject({ method: 'POST', url: '/api/permisos', headers: bearer(token), payload });
  const put = (id: number, payload: Record<string, unknown>, token = admin) =>
    app.inject({ method: 'PUT', url: `/api/permisos/${id}`, headers: bearer(token), payload });
  const lastAudit = async (registroId: number) =>
    (await app.db.select().from(auditLog).where(and(eq(auditLog.recurso, 'permisos'), eq(auditLog.registroId, String(registroId)))).orderBy(desc(auditLog.id)))[0];

  const exportar = (await post({ nombre: 'egresados.exportar', descripcion: 'Exportar el padrón de egresados', area: 'egresados' })).json();

  it('crea un permiso personalizado separando recurso y acción, y lo audita', async () => {
    expect(exportar).toEqual({
      id: expect.any(Number), nombre: 'egresados.exportar', descripcion: 'Exportar el padrón de egresados', area: 'egresados',
      recurso: 'egresados', accion: 'exportar', activo: true, sistema: false, createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    expect(await lastAudit(exportar.id)).toMatchObject({ accion: 'crear', antes: null, despues: { nombre: 'egresados.exportar', sistema: false } });
  });

  it('lista el catálogo con Content-Range, orden, rango y filtros', async () => {
    const total = SYSTEM_PERMISSIONS.length + 1;
    const res = await list('sort=["nombre","ASC"]&range=[0,2]');
    expect(res.headers['content-range']).toBe(`permisos 0-2/${total}`);
    expect(res.json().map((p: { nombre: string }) => p.nombre)).toEqual(['ajustes-ss.editar', 'ajustes-ss.ver', 'arco.gestionar']);
    const names = async (f: object) => (await filter(f)).json().map((p: { nombre: string }) => p.nombre).sort();
    expect(await names({ recurso: 'roles' })).toEqual(['roles.crear', 'roles.editar', 'roles.eliminar', 'roles.ver']);
    const egresadosArea = SYSTEM_PERMISSIONS.filter((p) => p.area === 'egresados').map((p) => p.nombre);
    expect(await names({ area: 'egresados' })).toEqual([...egresadosArea, 'egresados.exportar'].sort());
    expect(await names({ q: 'PADRON' })).toEqual(['egresados.exportar']);
    expect(await names({ q: 'bitacora' })).toEqual(['auditoria.ver']);
    expect(await names({ activo: false })).toEqual([]);
    const many = await filter({ id: [exportar.id] });
    expect(many.json()).toEqual([exportar]);
    expect((await app.inject({ url: `/api/permisos/${exportar.id}`, headers: bearer(admin) })).json()).toEqual(exportar);
  });

  it('valida el nombre recurso.accion, el área y la unicidad con mensajes en español', async () => {
    for (const nombre of ['Egresados.Exportar', 'egresados', 'egresados.exportar.todo', 'egresados exportar', '-x.ver', 'x.ver-']) {
      const res = await post({ nombre, area: 'egresados' });
      expect(res.statusCode, nombre).toBe(422);
      expect(res.json().errors.nombre).toEqual(['Use la forma recurso.accion, con minúsculas, números y guiones; por ejemplo egresados.exportar']);
    }
    const area = await post({ nombre: 'servicio-social.validar-2', area: 'otra' });
    expect(area.json().errors).toEqual({ area: ['Seleccione un área válida'] });
    const dup = await post({ nombre: 'egresados.exportar', area: 'egresados' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ message: 'Ya existe un permiso con este nombre', errors: { nombre: ['Ya existe un permiso con este nombre'] } });
    const ok = await post({ nombre: 'servicio-social.validar-2', area: 'servicio-social' });
    expect(ok.json()).toMatchObject({ recurso: 'servicio-social', accion: 'validar-2' });
  });

  it('un permiso del sistema solo cambia su descripción y si está activo', async () => {
    const [sistema] = (await filter({ q: 'usuarios.crear' })).json();
    expect(sistema).toMatchObject({ nombre: 'usuarios.crear', sistema: true });
    const rename = await put(sistema.id, { ...sistema, nombre: 'usuarios.alta' });
    expect(rename.statusCode).toBe(422);
    expect(rename.json()).toEqual({ message: SISTEMA, errors: { nombre: [SISTEMA] } });
    const move = await put(sistema.id, { ...sistema, area: 'egresados' });
    expect(move.json().errors).toEqual({ area: [SISTEMA] });
    const ok = await put(sistema.id, { ...sistema, descripcion: 'Dar de alta cuentas del personal' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ nombre: 'usuarios.crear', descripcion: 'Dar de alta cuentas del personal' });
    expect(await lastAudit(sistema.id)).toMatchObject({ accion: 'editar', antes: { descripcion: 'Crear usuarios' }, despues: { descripcion: 'Dar de alta cuentas del personal' } });
  });

  it('un permiso personalizado se puede renombrar; el nombre nuevo no puede estar tomado', async () => {
    const res = await put(exportar.id, { nombre: 'egresados.descargar', descripcion: exportar.descripcion, area: 'egresados', activo: true });
    expect(res.json()).toMatchObject({ nombre: 'egresados.descargar', recurso: 'egresados', accion: 'descargar' });
    const taken = await put(exportar.id, { nombre: 'usuarios.ver', area: 'plataforma' });
    expect(taken.json().errors).toEqual({ nombre: ['Ya existe un permiso con este nombre'] });
    expect((await put(99999, { nombre: 'x.ver', area: 'plataforma' })).statusCode).toBe(404);
  });

  it('DELETE desactiva; un permiso desactivado ya no concede acceso', async () => {
    const token = await userWithRoles(app, 'lector.permisos@universidad.mx', ['lector de permisos']);
    expect((await app.inject({ url: '/api/usuarios', headers: bearer(token) })).statusCode).toBe(200);
    const [verUsuarios] = (await filter({ q: 'usuarios.ver' })).json();
    const del = await app.inject({ method: 'DELETE', url: `/api/permisos/${verUsuarios.id}`, headers: bearer(admin) });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ id: verUsuarios.id, activo: false });
    expect((await app.inject({ url: '/api/usuarios', headers: bearer(token) })).statusCode).toBe(403);
    expect(await lastAudit(verUsuarios.id)).toMatchObject({ accion: 'desactivar', antes: { activo: true }, despues: { activo: false } });
    expect((await put(verUsuarios.id, { ...del.json(), activo: true })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/usuarios', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('responde 401 sin sesión y 403 sin el permiso; permisos.ver solo permite consultar', async () => {
    expect((await app.inject({ url: '/api/permisos' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/permisos', payload: { nombre: 'a.b' } })).statusCode).toBe(401);
    const sin = await userWithRoles(app, 'sin.permisos@universidad.mx', ['sin permisos']);
    expect((await list('', sin)).statusCode).toBe(403);
    const lector = await userWithRoles(app, 'lector2.permisos@universidad.mx', ['lector de permisos']);
    expect((await list('', lector)).statusCode).toBe(200);
    expect((await post({ nombre: 'a.b', area: 'plataforma' }, lector)).statusCode).toBe(403);
    expect((await put(exportar.id, { nombre: 'a.b', area: 'plataforma' }, lector)).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/permisos/${exportar.id}`, headers: bearer(lector) })).statusCode).toBe(403);
  });
});
