// Issue 19, items 2 and 8: nobody reaches a permission through someone else's account or a role, and passwords,
// reset links and sign-in hold up against the ways the review found around them.
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CREDENCIALES_SOLO_ADMIN, CUENTA_NO_GESTIONABLE, ROL_NO_CONCEDIBLE } from '../../shared/schemas/usuarios';
import { outbox, usuarios } from '../db/schema';
import { createUser } from '../db/seed';
import { CORREO_SIN_CONFIRMAR } from '../plugins/auth';
import { createRole, permisoIds } from '../roles/test-support';
import { PERMISOS_NO_CONCEDIBLES } from '../roles/service';
import { ADMIN, adminToken, bearer, buildTestApp, loginAs, userWithRoles } from '../test/helper';
import { FORGOT_MIN_MS } from './service';

const PASSWORD = 'contraseña-de-prueba';
const SOPORTE = ['usuarios.ver', 'usuarios.crear', 'usuarios.editar', 'usuarios.eliminar', 'roles.ver', 'roles.editar', 'correos.ver'];

describe('cuentas ajenas y roles (item 2)', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  const soporteRol = await createRole(app, admin, 'Soporte', SOPORTE);
  const amplioRol = await createRole(app, admin, 'Amplio', ['egresados.ver', 'egresados.editar', 'postulaciones.editar', 'usuarios.ver'], 'egresados');
  const lectorRol = await createRole(app, admin, 'Lector', ['usuarios.ver']);
  const soporte = bearer(await userWithRoles(app, 'soporte@universidad.mx', ['Soporte']));
  const colegaId = (await createUser(app.db, { name: 'Colega', email: 'colega@universidad.mx', password: PASSWORD, roleNames: ['Lector'] }))!;
  const jefaId = (await createUser(app.db, { name: 'Jefa', email: 'jefa@universidad.mx', password: PASSWORD, roleNames: ['Amplio'] }))!;
  const adminId = (await app.inject({ url: '/api/user', headers: bearer(admin) })).json().id as number;
  const put = (id: number, payload: Record<string, unknown>, headers = soporte) => app.inject({ method: 'PUT', url: `/api/usuarios/${id}`, headers, payload });
  const colega = { name: 'Colega', email: 'colega@universidad.mx', roleIds: [lectorRol], activo: true };

  it('solo concede roles cuyos permisos tiene quien los da', async () => {
    const create = await app.inject({
      method: 'POST', url: '/api/usuarios', headers: soporte,
      payload: { name: 'Nuevo', email: 'nuevo@universidad.mx', password: PASSWORD, roleIds: [amplioRol] },
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe(ROL_NO_CONCEDIBLE);
    const grant = await put(colegaId, { ...colega, roleIds: [lectorRol, amplioRol] });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe(ROL_NO_CONCEDIBLE);
    expect((await put(colegaId, { ...colega, roleIds: [lectorRol, soporteRol] })).statusCode).toBe(200);
    expect((await put(colegaId, colega)).statusCode).toBe(200);
  });

  it('no cambia su propio rol para sumarle permisos que no tiene', async () => {
    const [extra] = await permisoIds(app, admin, ['auditoria.ver']);
    const ids = [...(await permisoIds(app, admin, SOPORTE)), extra];
    const res = await app.inject({ method: 'PUT', url: `/api/roles/${soporteRol}`, headers: soporte, payload: { nombre: 'Soporte', descripcion: 'x', area: 'plataforma', activo: true, permisoIds: ids } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PERMISOS_NO_CONCEDIBLES);
  });

  it('nadie salvo un administrador fija la contraseña o el correo de otra persona; el personal envía un enlace', async () => {
    const pwd = await put(colegaId, { ...colega, password: 'una-robada-123' });
    expect(pwd.statusCode).toBe(403);
    expect(pwd.json().message).toBe(CREDENCIALES_SOLO_ADMIN);
    expect((await put(colegaId, { ...colega, email: 'mio@universidad.mx' })).statusCode).toBe(403);
    await loginAs(app, 'colega@universidad.mx', PASSWORD);

    const link = await app.inject({ method: 'POST', url: `/api/usuarios/${colegaId}/restablecer-contrasena`, headers: soporte });
    expect(link.statusCode).toBe(202);
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, 'colega@universidad.mx')).orderBy(desc(outbox.id)).limit(1);
    expect(mail.subject).toBe('Restablecer su contraseña');
    const seen = await app.inject({ url: `/api/correos/${mail.id}`, headers: soporte });
    expect(seen.body).not.toMatch(/token=/);

    expect((await put(colegaId, { ...colega, password: 'fijada-por-admin-1' }, bearer(admin))).statusCode).toBe(200);
  });

  it('no toca la cuenta de quien tiene permisos que no tiene, ni la de un administrador', async () => {
    const jefa = await put(jefaId, { name: 'Otra', email: 'jefa@universidad.mx', roleIds: [amplioRol], activo: true });
    expect(jefa.statusCode).toBe(403);
    expect(jefa.json().message).toBe(CUENTA_NO_GESTIONABLE);
    expect((await app.inject({ method: 'DELETE', url: `/api/usuarios/${jefaId}`, headers: soporte })).statusCode).toBe(403);
    for (const id of [jefaId, adminId]) {
      expect((await app.inject({ method: 'POST', url: `/api/usuarios/${id}/restablecer-contrasena`, headers: soporte })).statusCode).toBe(403);
    }
  });
});

describe('contraseñas, enlaces e inicio de sesión (item 8)', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  const forgot = (email: string, ip = '127.0.0.1') => app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email }, remoteAddress: ip });
  const tokens = async (email: string) =>
    (await app.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id)).map((m) => /token=([A-Za-z0-9_-]+)/.exec(m.text)![1]);
  const reset = (token: string, password = 'una-frase-nueva-1') => app.inject({ method: 'POST', url: '/api/password/reset', payload: { token, password } });
  const login = (email: string, password: string, ip = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

  it('usar un enlace invalida los demás y cierra todas las sesiones', async () => {
    await createUser(app.db, { name: 'Ana', email: 'ana@universidad.mx', password: PASSWORD, roleNames: [] });
    const session = await loginAs(app, 'ana@universidad.mx', PASSWORD);
    await forgot('ana@universidad.mx');
    await forgot('ana@universidad.mx');
    const [older, newer] = await tokens('ana@universidad.mx');
    expect((await reset(newer)).statusCode).toBe(200);
    expect((await reset(older, 'otra-frase-mas-1')).statusCode).toBe(422);
    expect((await app.inject({ url: '/api/user', headers: bearer(session) })).statusCode).toBe(401);
  });

  it('un cambio de contraseña o una cuenta desactivada invalidan los enlaces pendientes', async () => {
    const id = (await createUser(app.db, { name: 'Beto', email: 'beto@universidad.mx', password: PASSWORD, roleNames: [] }))!;
    await forgot('beto@universidad.mx');
    const payload = { name: 'Beto', email: 'beto@universidad.mx', roleIds: [], activo: true };
    expect((await app.inject({ method: 'PUT', url: `/api/usuarios/${id}`, headers: bearer(admin), payload: { ...payload, password: 'cambiada-por-admin' } })).statusCode).toBe(200);
    expect((await reset((await tokens('beto@universidad.mx'))[0])).statusCode).toBe(422);

    await forgot('beto@universidad.mx');
    expect((await app.inject({ method: 'DELETE', url: `/api/usuarios/${id}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await reset((await tokens('beto@universidad.mx'))[1])).statusCode).toBe(422);
  });

  it('a lo más 3 correos por dirección y hora, con la misma respuesta exista o no', async () => {
    await createUser(app.db, { name: 'Caro', email: 'caro@universidad.mx', password: PASSWORD, roleNames: [] });
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      // From another IP each time: the per-IP limit is not what is being tested.
      const a = await forgot('caro@universidad.mx', `10.3.3.${i}`);
      const b = await forgot('nadie@universidad.mx', `10.4.4.${i}`);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2 * FORGOT_MIN_MS - 5);
      answers.push([a.statusCode, a.body], [b.statusCode, b.body]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await tokens('caro@universidad.mx')).toHaveLength(3);
  });

  it('40 contraseñas equivocadas en paralelo: se revisan exactamente 5', async () => {
    await createUser(app.db, { name: 'Dani', email: 'dani@universidad.mx', password: PASSWORD, roleNames: [] });
    const res = await Promise.all(Array.from({ length: 40 }, () => login('dani@universidad.mx', 'incorrecta', '10.1.1.1')));
    const codes = res.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 422)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(35);
  });

  it('limita también por IP a través de cuentas: 30 cada 15 minutos', async () => {
    const ip = '10.2.2.2';
    for (let i = 0; i < 30; i++) expect((await login(`cuenta${i}@universidad.mx`, 'incorrecta', ip)).statusCode).toBe(422);
    const blocked = await login('otra.mas@universidad.mx', 'incorrecta', ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    expect((await login('otra.mas@universidad.mx', 'incorrecta', '10.2.2.3')).statusCode).toBe(422);
  });

  it('una cuenta sin confirmar entra, pero no tiene poder de personal hasta confirmar su correo', async () => {
    await createUser(app.db, { name: 'Eva', email: 'eva@universidad.mx', password: PASSWORD, roleNames: ['administrador'], verified: false });
    const token = await loginAs(app, 'eva@universidad.mx', PASSWORD);
    const me = await app.inject({ url: '/api/user', headers: bearer(token) });
    expect(me.json()).toMatchObject({ roles: [], permissions: [], sinVerificar: true });
    const list = await app.inject({ url: '/api/usuarios', headers: bearer(token) });
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(CORREO_SIN_CONFIRMAR);
    expect((await app.inject({ method: 'POST', url: '/api/email/verification-notification', headers: bearer(token) })).statusCode).toBe(202);
    await app.db.update(usuarios).set({ emailVerifiedAt: sql`now()` }).where(and(eq(usuarios.email, 'eva@universidad.mx')));
    await app.sessionCache.sync();
    expect((await app.inject({ url: '/api/usuarios', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('el administrador inicial sigue entrando', async () => {
    await loginAs(app, ADMIN.email, ADMIN.password);
  });
});
