import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, outbox, usuarios } from '../db/schema';
import { createRole } from '../roles/test-support';
import { ADMIN, adminToken, bearer, buildTestApp, loginAs, userWithRoles } from '../test/helper';

const PASSWORD = 'contraseña-inicial-1';

describe('/api/usuarios', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  const adminId = (await app.inject({ url: '/api/user', headers: bearer(admin) })).json().id as number;
  const [adminRolId] = (await app.inject({ url: '/api/roles?filter={"q":"administrador"}', headers: bearer(admin) })).json().map((r: { id: number }) => r.id);
  const lectorRol = await createRole(app, admin, 'lector de usuarios', ['usuarios.ver'], 'egresados');
  const gestorRol = await createRole(app, admin, 'gestor de usuarios', ['usuarios.ver', 'usuarios.crear', 'usuarios.editar', 'usuarios.eliminar']);
  await createRole(app, admin, 'sin permisos de usuarios', ['roles.ver']);

  async function create(payload: Record<string, unknown>, token = admin) {
    return app.inject({ method: 'POST', url: '/api/usuarios', headers: bearer(token), payload });
  }
  async function createOk(name: string, email: string, roleIds: number[] = []) {
    const res = await create({ name, email, password: PASSWORD, roleIds });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const list = (query: string, token = admin) => app.inject({ url: `/api/usuarios?${query}`, headers: bearer(token) });
  const put = (id: number, payload: Record<string, unknown>, token = admin) =>
    app.inject({ method: 'PUT', url: `/api/usuarios/${id}`, headers: bearer(token), payload });
  const lastAudit = async (registroId: number) =>
    (await app.db.select().from(auditLog).where(and(eq(auditLog.recurso, 'usuarios'), eq(auditLog.registroId, String(registroId)))).orderBy(desc(auditLog.id)))[0];

  const ramon = await createOk('Ramón Núñez Ávila', 'ramon.nunez@universidad.mx', [lectorRol]);
  const lucia = await createOk('Lucía Pérez', 'LUCIA.perez@universidad.mx');
  const bruno = await createOk('Bruno Díaz', 'bruno@universidad.mx', [gestorRol]);
  // Staff power needs a confirmed address (issue 19, item 8).
  await app.db.update(usuarios).set({ emailVerifiedAt: new Date() }).where(eq(usuarios.id, bruno.id));

  it('crea un usuario sin verificar, con sus roles, sin exponer la contraseña y le envía el correo de verificación', async () => {
    expect(ramon).toMatchObject({
      name: 'Ramón Núñez Ávila', email: 'ramon.nunez@universidad.mx', activo: true,
      roleIds: [lectorRol], roles: ['lector de usuarios'], emailVerifiedAt: null, lastLoginAt: null,
    });
    expect(ramon.createdAt).toEqual(expect.any(String));
    expect(ramon.updatedAt).toEqual(expect.any(String));
    expect(JSON.stringify(ramon)).not.toMatch(/password|argon/i);
    expect(lucia.email).toBe('lucia.perez@universidad.mx');
    const mails = await app.db.select().from(outbox).where(eq(outbox.to, 'ramon.nunez@universidad.mx'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Confirme su correo electrónico');
    expect(mails[0].html).toContain('/api/email/verify?token=');
  });

  it('lista con Content-Range, orden y rango', async () => {
    const res = await list('sort=["name","ASC"]&range=[0,1]');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('usuarios 0-1/4');
    expect(res.json().map((u: { name: string }) => u.name)).toEqual(['Ada Administradora', 'Bruno Díaz']);
    const page2 = await list('sort=["name","ASC"]&range=[2,3]');
    expect(page2.headers['content-range']).toBe('usuarios 2-3/4');
    expect(page2.json().map((u: { name: string }) => u.name)).toEqual(['Lucía Pérez', 'Ramón Núñez Ávila']);
    const desc = await list('sort=["email","DESC"]&range=[0,0]');
    expect(desc.json()[0].email).toBe('ramon.nunez@universidad.mx');
    expect(JSON.stringify(desc.json())).not.toMatch(/passwordHash/);
  });

  it('busca por nombre y correo sin distinguir mayúsculas ni acentos', async () => {
    const ids = async (q: string) => (await list(`filter=${encodeURIComponent(JSON.stringify({ q }))}`)).json().map((u: { id: number }) => u.id);
    expect(await ids('nunez')).toEqual([ramon.id]);
    expect(await ids('NÚÑEZ')).toEqual([ramon.id]);
    expect(await ids('ramon avila')).toEqual([ramon.id]);
    expect(await ids('lucia')).toEqual([lucia.id]);
    expect(await ids('perez@otro')).toEqual([]);
    expect(await ids('perez@universidad')).toEqual([lucia.id]);
    expect(await ids('100%')).toEqual([]);
    const res = await list(`filter=${encodeURIComponent(JSON.stringify({ q: 'díaz' }))}`);
    expect(res.headers['content-range']).toBe('usuarios 0-0/1');
  });

  it('filtra por activo, rol, área y por ids (getMany)', async () => {
    const ids = async (filter: object) => (await list(`filter=${encodeURIComponent(JSON.stringify(filter))}`)).json().map((u: { id: number }) => u.id).sort();
    expect(await ids({ id: [lucia.id, bruno.id] })).toEqual([lucia.id, bruno.id].sort());
    expect(await ids({ rolId: lectorRol })).toEqual([ramon.id]);
    expect(await ids({ rolId: adminRolId })).toEqual([adminId]);
    expect(await ids({ area: 'egresados' })).toEqual([ramon.id]);
    expect(await ids({ area: 'plataforma' })).toEqual([adminId, bruno.id].sort());
    expect(await ids({ activo: true })).toHaveLength(4);
    expect(await ids({ activo: false })).toEqual([]);
  });

  it('GET /:id devuelve el registro y 404 si no existe', async () => {
    const res = await app.inject({ url: `/api/usuarios/${ramon.id}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ramon);
    const missing = await app.inject({ url: '/api/usuarios/99999', headers: bearer(admin) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'El usuario no existe' });
  });

  it('responde 422 con mensajes en español por campo', async () => {
    const res = await create({ name: '  ', email: 'no-es-correo', password: 'corta', roleIds: ['x'] });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toMatchObject({
      name: ['El nombre es obligatorio'],
      email: ['Escriba un correo válido, por ejemplo nombre@universidad.mx'],
      password: ['La contraseña debe tener al menos 8 caracteres'],
    });
    expect(Object.keys(body.errors).some((k) => k.startsWith('roleIds'))).toBe(true);
    const long = await create({ name: 'Largo', email: 'largo@universidad.mx', password: 'x'.repeat(257) });
    expect(long.json().errors.password).toEqual(['La contraseña no puede tener más de 256 caracteres']);
    const missing = await create({});
    expect(missing.json().errors).toMatchObject({ name: ['El nombre es obligatorio'], email: ['El correo es obligatorio'], password: ['La contraseña es obligatoria'] });
  });

  it('rechaza un correo repetido sin importar mayúsculas', async () => {
    const res = await create({ name: 'Otra Lucía', email: 'Lucia.Perez@Universidad.MX', password: PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Ya existe un usuario con este correo', errors: { email: ['Ya existe un usuario con este correo'] } });
    const edit = await put(ramon.id, { name: ramon.name, email: 'LUCIA.PEREZ@universidad.mx', roleIds: [], activo: true });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors).toEqual({ email: ['Ya existe un usuario con este correo'] });
  });

  it('rechaza roles que no existen', async () => {
    const res = await create({ name: 'Sin rol', email: 'sinrol@universidad.mx', password: PASSWORD, roleIds: [99999] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ roleIds: ['Alguno de los roles seleccionados no existe'] });
  });

  it('edita nombre y roles; una contraseña vacía conserva la actual', async () => {
    const user = await createOk('Elena Ruiz', 'elena@universidad.mx', [lectorRol]);
    const token = await loginAs(app, user.email, PASSWORD);
    const res = await put(user.id, { name: 'Elena Ruiz Gómez', email: user.email, password: '', roleIds: [gestorRol], activo: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Elena Ruiz Gómez', roleIds: [gestorRol], roles: ['gestor de usuarios'] });
    expect((await app.inject({ url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    await loginAs(app, user.email, PASSWORD);
    const audit = await lastAudit(user.id);
    expect(audit).toMatchObject({ accion: 'editar', actorId: adminId, actorEmail: ADMIN.email });
    expect(audit.antes).toMatchObject({ name: 'Elena Ruiz', roleIds: [lectorRol] });
    expect(audit.despues).toMatchObject({ name: 'Elena Ruiz Gómez', roleIds: [gestorRol], roles: ['gestor de usuarios'] });
    expect(audit.despues).not.toHaveProperty('passwordChanged');
  });

  it('cambiar la contraseña cierra las sesiones del usuario y se audita sin el hash', async () => {
    const user = await createOk('Mario Soto', 'mario@universidad.mx');
    const token = await loginAs(app, user.email, PASSWORD);
    const res = await put(user.id, { name: user.name, email: user.email, password: 'otra-contraseña-2', roleIds: [], activo: true });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
    const old = await app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: PASSWORD } });
    expect(old.statusCode).toBe(422);
    await loginAs(app, user.email, 'otra-contraseña-2');
    const audit = await lastAudit(user.id);
    expect(audit.despues).toMatchObject({ passwordChanged: true });
    expect(JSON.stringify([audit.antes, audit.despues])).not.toMatch(/argon|passwordHash/);
  });

  it('cambiar el correo lo deja sin verificar y envía un nuevo enlace', async () => {
    const user = await createOk('Irene Vega', 'irene@universidad.mx');
    await app.inject({ method: 'PUT', url: `/api/usuarios/${user.id}`, headers: bearer(admin), payload: { ...user, password: null } });
    const res = await put(user.id, { name: user.name, email: 'irene.vega@universidad.mx', roleIds: [], activo: true });
    expect(res.json()).toMatchObject({ email: 'irene.vega@universidad.mx', emailVerifiedAt: null });
    expect(await app.db.select().from(outbox).where(eq(outbox.to, 'irene.vega@universidad.mx'))).toHaveLength(1);
  });

  it('DELETE desactiva (no borra), cierra sus sesiones y se audita', async () => {
    const user = await createOk('Tomás Luna', 'tomas@universidad.mx');
    const token = await loginAs(app, user.email, PASSWORD);
    const res = await app.inject({ method: 'DELETE', url: `/api/usuarios/${user.id}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, activo: false, email: user.email });
    expect((await app.inject({ url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: PASSWORD } });
    expect(login.statusCode).toBe(422);
    const still = await app.inject({ url: `/api/usuarios/${user.id}`, headers: bearer(admin) });
    expect(still.json()).toMatchObject({ activo: false });
    const audit = await lastAudit(user.id);
    expect(audit).toMatchObject({ accion: 'desactivar', antes: { activo: true }, despues: { activo: false } });
    const inactive = await list(`filter=${encodeURIComponent('{"activo":false}')}`);
    expect(inactive.json().map((u: { id: number }) => u.id)).toEqual([user.id]);
  });

  it('desactivar por PUT también cierra sus sesiones', async () => {
    const user = await createOk('Sara Mena', 'sara@universidad.mx');
    const token = await loginAs(app, user.email, PASSWORD);
    const res = await put(user.id, { name: user.name, email: user.email, roleIds: [], activo: false });
    expect(res.json()).toMatchObject({ activo: false });
    expect((await app.inject({ url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('nadie puede desactivarse a sí mismo ni quitarse el rol de administrador', async () => {
    const del = await app.inject({ method: 'DELETE', url: `/api/usuarios/${adminId}`, headers: bearer(admin) });
    expect(del.statusCode).toBe(422);
    expect(del.json()).toEqual({ message: 'No puede desactivar su propia cuenta', errors: { activo: ['No puede desactivar su propia cuenta'] } });
    const off = await put(adminId, { name: ADMIN.name, email: ADMIN.email, roleIds: [adminRolId], activo: false });
    expect(off.statusCode).toBe(422);
    expect(off.json().errors).toEqual({ activo: ['No puede desactivar su propia cuenta'] });
    const demote = await put(adminId, { name: ADMIN.name, email: ADMIN.email, roleIds: [lectorRol], activo: true });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().errors).toEqual({ roleIds: ['No puede quitarse a sí mismo el rol de administrador'] });
    const me = await app.inject({ url: `/api/usuarios/${adminId}`, headers: bearer(admin) });
    expect(me.json()).toMatchObject({ activo: true, roleIds: [adminRolId] });
  });

  it('quien cambia su propia contraseña conserva su sesión actual y cierra las demás', async () => {
    const other = await adminToken(app);
    const res = await put(adminId, { name: ADMIN.name, email: ADMIN.email, password: ADMIN.password, roleIds: [adminRolId], activo: true });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user', headers: bearer(admin) })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user', headers: bearer(other) })).statusCode).toBe(401);
  });

  it('responde 401 sin sesión y 403 sin el permiso', async () => {
    expect((await list('')).statusCode).toBe(200);
    const anon = await app.inject({ url: '/api/usuarios' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ message: expect.any(String) });
    expect((await app.inject({ method: 'POST', url: '/api/usuarios', payload: {} })).statusCode).toBe(401);
    const token = await userWithRoles(app, 'sinpermiso@universidad.mx', ['sin permisos de usuarios']);
    for (const req of [
      { method: 'GET', url: '/api/usuarios' },
      { method: 'GET', url: `/api/usuarios/${ramon.id}` },
      { method: 'POST', url: '/api/usuarios', payload: { name: 'X', email: 'x@universidad.mx', password: PASSWORD } },
      { method: 'PUT', url: `/api/usuarios/${ramon.id}`, payload: { name: 'X', email: 'x@universidad.mx', roleIds: [], activo: true } },
      { method: 'DELETE', url: `/api/usuarios/${ramon.id}` },
    ] as const) {
      const res = await app.inject({ ...req, headers: bearer(token) });
      expect(res.statusCode, `${req.method} ${req.url}`).toBe(403);
      expect(res.json()).toEqual({ message: 'No tiene permiso para realizar esta acción' });
    }
  });

  it('con usuarios.ver se puede listar y consultar, pero no crear, editar ni desactivar', async () => {
    const token = await userWithRoles(app, 'lectora@universidad.mx', ['lector de usuarios']);
    const res = await list('', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toMatch(/^usuarios 0-\d+\/\d+$/);
    expect((await app.inject({ url: `/api/usuarios/${lucia.id}`, headers: bearer(token) })).statusCode).toBe(200);
    expect((await create({ name: 'Nuevo', email: 'nuevo@universidad.mx', password: PASSWORD }, token)).statusCode).toBe(403);
    expect((await put(lucia.id, { name: 'X', email: lucia.email, roleIds: [], activo: true }, token)).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/usuarios/${lucia.id}`, headers: bearer(token) })).statusCode).toBe(403);
  });

  it('solo un administrador asigna el rol de administrador o modifica la cuenta de un administrador', async () => {
    const token = await loginAs(app, bruno.email, PASSWORD);
    const grant = await create({ name: 'Intruso', email: 'intruso@universidad.mx', password: PASSWORD, roleIds: [adminRolId] }, token);
    expect(grant.statusCode).toBe(403);
    const self = await put(bruno.id, { name: bruno.name, email: bruno.email, roleIds: [gestorRol, adminRolId], activo: true }, token);
    expect(self.statusCode).toBe(403);
    const takeOver = await put(adminId, { name: ADMIN.name, email: ADMIN.email, password: 'robada-123456', roleIds: [adminRolId], activo: true }, token);
    expect(takeOver.statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/usuarios/${adminId}`, headers: bearer(token) })).statusCode).toBe(403);
    const ok = await create({ name: 'Nueva', email: 'nueva@universidad.mx', password: PASSWORD, roleIds: [lectorRol] }, token);
    expect(ok.statusCode).toBe(201);
    expect(await lastAudit(ok.json().id)).toMatchObject({ accion: 'crear', actorId: bruno.id, antes: null, despues: { email: 'nueva@universidad.mx' } });
  });

  it('audita la creación con la instantánea del registro', async () => {
    const audit = await lastAudit(lucia.id);
    expect(audit).toMatchObject({ accion: 'crear', recurso: 'usuarios', actorId: adminId, actorEmail: ADMIN.email, antes: null });
    expect(audit.despues).toMatchObject({ id: lucia.id, email: 'lucia.perez@universidad.mx', roleIds: [], activo: true });
    expect(audit.createdAt).toBeInstanceOf(Date);
  });
});
