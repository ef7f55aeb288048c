import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { createRole } from '../roles/test-support';
import { ADMIN, adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';

describe('/api/auditoria', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  const adminId = (await app.inject({ url: '/api/user', headers: bearer(admin) })).json().id as number;
  await createRole(app, admin, 'auditor', ['auditoria.ver']);
  await createRole(app, admin, 'sin bitácora', ['usuarios.ver']);
  const user = (
    await app.inject({ method: 'POST', url: '/api/usuarios', headers: bearer(admin), payload: { name: 'Olga Ríos', email: 'olga@universidad.mx', password: 'contraseña-1234' } })
  ).json();
  await app.inject({ method: 'PUT', url: `/api/usuarios/${user.id}`, headers: bearer(admin), payload: { ...user, name: 'Olga Ríos León', password: '' } });
  await app.inject({ method: 'DELETE', url: `/api/usuarios/${user.id}`, headers: bearer(admin) });
  // An old entry, to test the date range.
  await app.db.insert(auditLog).values({ accion: 'editar', recurso: 'roles', registroId: '1', createdAt: new Date('2024-03-15T12:00:00Z') });

  const list = (f: object, extra = '', token = admin) =>
    app.inject({ url: `/api/auditoria?filter=${encodeURIComponent(JSON.stringify(f))}${extra}`, headers: bearer(token) });

  it('lista lo más reciente primero, con Content-Range, quién, qué y cuándo', async () => {
    const res = await list({ recurso: 'usuarios', registroId: String(user.id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('auditoria 0-2/3');
    const rows = res.json();
    expect(rows.map((r: { accion: string }) => r.accion)).toEqual(['desactivar', 'editar', 'crear']);
    expect(rows[1]).toMatchObject({
      actorId: adminId, actorEmail: ADMIN.email, actorName: ADMIN.name, recurso: 'usuarios', registroId: String(user.id),
      antes: { name: 'Olga Ríos' }, despues: { name: 'Olga Ríos León' }, createdAt: expect.any(String),
    });
    const asc = await list({ recurso: 'usuarios', registroId: String(user.id) }, '&sort=["id","ASC"]&range=[0,0]');
    expect(asc.headers['content-range']).toBe('auditoria 0-0/3');
    expect(asc.json()[0].accion).toBe('crear');
  });

  it('filtra por acción, actor y rango de fechas', async () => {
    const acciones = (await list({ accion: 'desactivar' })).json();
    expect(acciones.map((r: { registroId: string }) => r.registroId)).toEqual([String(user.id)]);
    expect((await list({ actorId: adminId })).json().length).toBeGreaterThanOrEqual(5);
    const old = await list({ desde: '2024-03-15', hasta: '2024-03-15' });
    expect(old.json()).toHaveLength(1);
    expect(old.json()[0]).toMatchObject({ recurso: 'roles', actorId: null, actorName: null });
    expect((await list({ hasta: '2024-03-14' })).json()).toHaveLength(0);
    const recent = await list({ desde: '2025-01-01' });
    expect(recent.json().every((r: { recurso: string; createdAt: string }) => r.createdAt >= '2025')).toBe(true);
    const bad = await list({ desde: 'ayer' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'El filtro desde no es una fecha válida' });
  });

  it('GET /:id devuelve una entrada y 404 si no existe', async () => {
    const [first] = (await list({ accion: 'crear', recurso: 'usuarios' })).json();
    const res = await app.inject({ url: `/api/auditoria/${first.id}`, headers: bearer(admin) });
    expect(res.json()).toEqual(first);
    expect((await app.inject({ url: '/api/auditoria/999999', headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('es de solo lectura y exige auditoria.ver', async () => {
    expect((await app.inject({ url: '/api/auditoria' })).statusCode).toBe(401);
    const sin = await userWithRoles(app, 'sin.bitacora@universidad.mx', ['sin bitácora']);
    expect((await list({}, '', sin)).statusCode).toBe(403);
    const token = await userWithRoles(app, 'auditora@universidad.mx', ['auditor']);
    expect((await list({}, '', token)).statusCode).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/auditoria/1', headers: bearer(admin), payload: {} });
      expect(res.statusCode, method).toBe(404);
    }
  });
});
