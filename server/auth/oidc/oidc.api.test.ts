import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { SOLO_INSTITUCIONAL } from '../../../shared/auth/institucional';
import { auditLog, oidcIdentidades, sessions, usuarios } from '../../db/schema';
import { createUser } from '../../db/seed';
import { ADMIN, adminToken, bearer, buildTestApp, loginAs } from '../../test/helper';
import { CLIENTE, iniciarProveedor } from '../../test/oidc/proveedor-local';
import { entrarEnProveedor } from '../../test/oidc/navegador';
import type { App } from '../../types';
import { COMPLETAR_PERFIL } from './service';
import { PERFIL_POR_COMPLETAR } from '../../servicio-social/comun/actor';
import { crearPrograma, curp } from '../../registro/fixtures';

const REGRESO = 'http://plataforma.test/api/auth/oidc/callback';
const proveedor = await iniciarProveedor({ redirectUris: [REGRESO] });
afterAll(() => proveedor.close());

const OIDC = {
  OIDC_ISSUER: proveedor.issuer,
  OIDC_CLIENT_ID: CLIENTE.id,
  OIDC_CLIENT_SECRET: CLIENTE.secreto,
  OIDC_DOMINIOS: 'universidad.mx,alumnos.universidad.mx',
  OIDC_DOMINIOS_ESTUDIANTES: 'alumnos.universidad.mx',
};

function cookieDe(res: LightMyRequestResponse, nombre: string): string | undefined {
  const lineas = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const linea = lineas.find((l) => l.startsWith(`${nombre}=`));
  return linea ? linea.slice(nombre.length + 1).split(';')[0] : undefined;
}

/** Button → provider's login form → back to the callback, as a browser would; the callback's answer. */
async function flujo(app: App, login: string, opciones: { cookie?: (flujo: string) => string; regreso?: (url: URL) => void } = {}) {
  const inicio = await app.inject({ url: '/api/auth/oidc/inicio' });
  expect(inicio.statusCode).toBe(303);
  const flujoCookie = cookieDe(inicio, 'oidc_flujo')!;
  expect(inicio.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Lax/);
  const regreso = new URL(await entrarEnProveedor(String(inicio.headers.location), login, REGRESO));
  opciones.regreso?.(regreso);
  const callback = () =>
    app.inject({ url: regreso.pathname + regreso.search, headers: { cookie: `oidc_flujo=${opciones.cookie ? opciones.cookie(flujoCookie) : flujoCookie}` } });
  return { respuesta: await callback(), repetir: callback, autorizacion: new URL(String(inicio.headers.location)) };
}

async function entrar(app: App, login: string) {
  const { respuesta } = await flujo(app, login);
  expect(respuesta.statusCode).toBe(303);
  expect(respuesta.headers.location).toBe('/login?institucional=1');
  const entrega = cookieDe(respuesta, 'oidc_entrega')!;
  const res = await app.inject({ method: 'POST', url: '/api/auth/oidc/entrega', headers: { cookie: `oidc_entrega=${entrega}` } });
  expect(res.statusCode).toBe(200);
  return { ...(res.json() as { token: string; user: { id: number; email: string; roles: string[] }; destino: string }), entrega };
}

async function rechazo(app: App, login: string, opciones?: Parameters<typeof flujo>[2]) {
  const { respuesta } = await flujo(app, login, opciones);
  expect(respuesta.statusCode).toBe(303);
  expect(cookieDe(respuesta, 'oidc_entrega')).toBeUndefined();
  return String(respuesta.headers.location);
}

const contarUsuarios = async (app: App) => (await app.db.select({ n: sql<number>`count(*)::int` }).from(usuarios))[0].n;

describe('institutional sign-in (OpenID Connect) against a real local provider', async () => {
  const app = await buildTestApp(OIDC);

  it('says on GET /api/auth/oidc that the button is on, and asks the provider for code + PKCE S256 + state + nonce', async () => {
    expect((await app.inject({ url: '/api/auth/oidc' })).json()).toEqual({ activo: true });
    const inicio = await app.inject({ url: '/api/auth/oidc/inicio' });
    const url = new URL(String(inicio.headers.location));
    expect(url.origin).toBe(proveedor.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code', client_id: CLIENTE.id, redirect_uri: REGRESO, code_challenge_method: 'S256', scope: 'openid email profile',
    });
    for (const p of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(p)).toMatch(/^[\w-]{20,}$/);
  });

  it('links an existing account by verified email once, audited, then finds it by the link after the email changes', async () => {
    const id = (await createUser(app.db, { name: 'Ana Pérez', email: 'ana.perez@universidad.mx', password: 'contraseña-de-ana', roleNames: ['administrador'], verified: true }))!;
    proveedor.cuentas.set('ana-sub', { email: 'Ana.Perez@universidad.mx', name: 'Ana Pérez López' });
    const primera = await entrar(app, 'ana-sub');
    expect(primera.user.id).toBe(id);
    expect(primera.destino).toBe('/dashboard');
    expect((await app.inject({ url: '/api/user', headers: bearer(primera.token) })).json()).toMatchObject({ id, roles: ['administrador'] });
    const [vinculo] = await app.db.select().from(auditLog).where(and(eq(auditLog.accion, 'vincular'), eq(auditLog.registroId, String(id))));
    expect(vinculo.despues).toEqual({ cuentaInstitucional: { iss: proveedor.issuer, sub: 'ana-sub', email: 'ana.perez@universidad.mx' } });
    expect(vinculo.actorId).toBe(id);

    proveedor.cuentas.set('ana-sub', { email: 'ana.perez.lopez@universidad.mx', name: 'Ana Pérez López' });
    const segunda = await entrar(app, 'ana-sub');
    expect(segunda.user.id).toBe(id);
    expect(await app.db.select().from(oidcIdentidades).where(eq(oidcIdentidades.usuarioId, id))).toHaveLength(1);
    expect(await app.db.select().from(auditLog).where(eq(auditLog.accion, 'vincular'))).toHaveLength(1);
  });

  it('records the method of every session, in the sessions and in the audit log', async () => {
    proveedor.cuentas.set('metodo-sub', { email: 'metodo@universidad.mx' });
    const { user, token } = await entrar(app, 'metodo-sub');
    const porContrasena = await adminToken(app);
    const metodos = await app.db
      .select({ metodo: sessions.metodo, usuarioId: sessions.usuarioId })
      .from(sessions)
      .where(sql`${sessions.usuarioId} in (${user.id}, (select id from usuarios where email = ${ADMIN.email}))`);
    expect(metodos).toContainEqual({ metodo: 'institucional', usuarioId: user.id });
    expect(metodos.find((m) => m.usuarioId !== user.id)?.metodo).toBe('contrasena');
    const entradas = await app.db.select().from(auditLog).where(eq(auditLog.accion, 'iniciar-sesion'));
    expect(entradas.find((e) => e.actorId === user.id)?.despues).toEqual({ metodo: 'institucional' });
    expect(entradas.some((e) => e.actorEmail === ADMIN.email && (e.despues as { metodo: string }).metodo === 'contrasena')).toBe(true);
    expect(JSON.stringify(entradas)).not.toContain(token);
    expect(JSON.stringify(entradas)).not.toContain(porContrasena);
  });

  it('gives a new staff member an account with no roles, sent to the page that says an administrator must give one', async () => {
    proveedor.cuentas.set('nuevo-sub', { email: 'luis.garcia@universidad.mx', given_name: 'Luis', family_name: 'García Soto' });
    const { user, destino, token } = await entrar(app, 'nuevo-sub');
    expect(user).toMatchObject({ email: 'luis.garcia@universidad.mx', roles: [] });
    expect(destino).toBe('/dashboard');
    expect((await app.inject({ url: '/api/user', headers: bearer(token) })).json()).toMatchObject({ name: 'Luis García Soto', roles: [], permissions: [] });
    const [creado] = await app.db.select().from(auditLog).where(and(eq(auditLog.accion, 'crear'), eq(auditLog.recurso, 'usuarios'), eq(auditLog.registroId, String(user.id))));
    expect(creado.despues).toMatchObject({ email: 'luis.garcia@universidad.mx', roles: [] });
  });

  it('gives a student from a student domain a portal account, led through the profile (name and email from the provider)', async () => {
    proveedor.cuentas.set('alumno-sub', { email: 'a2021001@alumnos.universidad.mx', given_name: 'Sofía', family_name: 'Hernández Ruiz' });
    const { user, destino, token } = await entrar(app, 'alumno-sub');
    expect(user.roles).toEqual(['estudiante']);
    expect(destino).toBe(COMPLETAR_PERFIL);
    const inicio = await app.inject({ url: '/api/servicio-social/estudiante', headers: bearer(token) });
    expect(inicio.statusCode).toBe(409);
    expect(inicio.json().message).toBe(PERFIL_POR_COMPLETAR);
    const prellenado = await app.inject({ url: '/api/servicio-social/estudiante/completar', headers: bearer(token) });
    expect(prellenado.json()).toEqual({ nombre: 'Sofía', apellidoPaterno: 'Hernández', apellidoMaterno: 'Ruiz', correo: 'a2021001@alumnos.universidad.mx', completo: false });

    const programa = await crearPrograma(app, { clave: 'ISC-OIDC', nombre: 'Ingeniería en Sistemas Computacionales' });
    const datos = { matricula: 'A2021001', curp: curp('HERS030101MJCRZF'), programaId: programa.id, semestre: 7, creditos: 72, telefono: '3311112222', avisoPrivacidad: true };
    const malo = await app.inject({ method: 'POST', url: '/api/servicio-social/estudiante/completar', headers: bearer(token), payload: { ...datos, curp: 'NO-ES-CURP' } });
    expect(malo.statusCode).toBe(422);
    expect(Object.keys(malo.json().errors)).toEqual(['curp']);
    // Name and email in the body are not fields of this form: the provider's stay.
    const hecho = await app.inject({
      method: 'POST', url: '/api/servicio-social/estudiante/completar', headers: bearer(token),
      payload: { ...datos, nombre: 'Otro', correo: 'otro@gmail.com' },
    });
    expect(hecho.statusCode).toBe(201);
    expect(hecho.json()).toMatchObject({ nombre: 'Sofía', apellidoPaterno: 'Hernández', apellidoMaterno: 'Ruiz', correo: 'a2021001@alumnos.universidad.mx', matricula: 'A2021001', correoVerificado: true });
    expect((await app.inject({ url: '/api/servicio-social/estudiante', headers: bearer(token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/servicio-social/estudiante/completar', headers: bearer(token), payload: datos })).statusCode).toBe(409);
    // Opened again (a bookmark), the form's page learns the profile is complete without an error in the console.
    expect((await app.inject({ url: '/api/servicio-social/estudiante/completar', headers: bearer(token) })).json()).toMatchObject({ completo: true });
    expect((await entrar(app, 'alumno-sub')).destino).toBe('/servicio-social/estudiantes');

    // Staff cannot use the student's form.
    const staff = await app.inject({ url: '/api/servicio-social/estudiante/completar', headers: bearer(await adminToken(app)) });
    expect(staff.statusCode).toBe(403);
  });

  it('hands the session over only to the browser holding the callback\'s cookie, and clears it', async () => {
    proveedor.cuentas.set('once-sub', { email: 'una.vez@universidad.mx' });
    const { entrega } = await entrar(app, 'once-sub');
    const sin = await app.inject({ method: 'POST', url: '/api/auth/oidc/entrega' });
    expect(sin.statusCode).toBe(422);
    expect(sin.headers['set-cookie']).toMatch(/^oidc_entrega=; Path=\/api\/auth\/oidc; Max-Age=0/);
    const otra = await app.inject({ method: 'POST', url: '/api/auth/oidc/entrega', headers: { cookie: 'oidc_entrega=inventado' } });
    expect(otra.statusCode).toBe(422);
    expect(otra.json().message).toMatch(/tardó demasiado/);
    expect(entrega).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a tampered state, a wrong nonce and a replayed code, creating nothing', async () => {
    proveedor.cuentas.set('ataque-sub', { email: 'ataque@universidad.mx' });
    const antes = await contarUsuarios(app);
    expect(await rechazo(app, 'ataque-sub', { regreso: (url) => url.searchParams.set('state', 'estado-alterado-por-un-atacante') })).toBe('/login?error=rechazado');
    const otroNonce = (flujoCookie: string) => {
      const datos = app.signer.verify<{ p: string; s: string; n: string; v: string }>(decodeURIComponent(flujoCookie))!;
      return app.signer.sign({ p: datos.p, s: datos.s, v: datos.v, n: 'nonce-que-no-es-el-pedido' }, 600);
    };
    expect(await rechazo(app, 'ataque-sub', { cookie: otroNonce })).toBe('/login?error=rechazado');
    // Without the flow's cookie (another browser following a stolen link) nothing happens either.
    expect(await rechazo(app, 'ataque-sub', { cookie: () => '' })).toBe('/login?error=rechazado');
    expect(await contarUsuarios(app)).toBe(antes);

    const { respuesta, repetir } = await flujo(app, 'ataque-sub');
    expect(respuesta.headers.location).toBe('/login?institucional=1');
    const sesionesAntes = (await app.db.select({ n: sql<number>`count(*)::int` }).from(sessions))[0].n;
    const repetida = await repetir();
    expect(repetida.headers.location).toBe('/login?error=rechazado');
    expect((await app.db.select({ n: sql<number>`count(*)::int` }).from(sessions))[0].n).toBe(sesionesAntes);
  });

  it('refuses an expired ID token and one for another audience (verified by the library)', async () => {
    proveedor.cuentas.set('token-sub', { email: 'token.alterado@universidad.mx' });
    const antes = await contarUsuarios(app);
    const ahora = Math.floor(Date.now() / 1000);
    try {
      proveedor.alterarIdToken((p) => ({ ...p, iat: ahora - 7200, exp: ahora - 3600 }));
      expect(await rechazo(app, 'token-sub')).toBe('/login?error=rechazado');
      proveedor.alterarIdToken((p) => ({ ...p, aud: 'otra-aplicacion' }));
      expect(await rechazo(app, 'token-sub')).toBe('/login?error=rechazado');
      // The same token untouched but re-signed passes: the refusals above are the claims, not the signature.
      proveedor.alterarIdToken((p) => p);
      expect((await flujo(app, 'token-sub')).respuesta.headers.location).toBe('/login?institucional=1');
    } finally {
      proveedor.alterarIdToken(null);
    }
    expect(await contarUsuarios(app)).toBe(antes + 1);
  });

  it('refuses a domain not on the list, an email the provider did not verify, and a Google-style hd off the list', async () => {
    const antes = await contarUsuarios(app);
    proveedor.cuentas.set('ajeno-sub', { email: 'alguien@otra-universidad.mx' });
    expect(await rechazo(app, 'ajeno-sub')).toBe('/login?error=dominio');
    proveedor.cuentas.set('sin-verificar-sub', { email: 'sin.verificar@universidad.mx', email_verified: false });
    expect(await rechazo(app, 'sin-verificar-sub')).toBe('/login?error=correo');
    proveedor.cuentas.set('hd-ajeno-sub', { email: 'consumidor@universidad.mx', hd: 'gmail.com' });
    expect(await rechazo(app, 'hd-ajeno-sub')).toBe('/login?error=dominio');
    expect(await contarUsuarios(app)).toBe(antes);
    proveedor.cuentas.set('hd-sub', { email: 'workspace@universidad.mx', hd: 'universidad.mx' });
    expect((await entrar(app, 'hd-sub')).user.email).toBe('workspace@universidad.mx');
  });

  it('refuses the next institutional sign-in of a user disabled in the platform', async () => {
    proveedor.cuentas.set('baja-sub', { email: 'baja@universidad.mx' });
    const { user } = await entrar(app, 'baja-sub');
    await app.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, user.id));
    expect(await rechazo(app, 'baja-sub')).toBe('/login?error=desactivada');
  });

  it('makes staff with an institutional email use it when the setting is on; the ADMIN_EMAIL administrator keeps the password', async () => {
    const admin = await adminToken(app);
    await createUser(app.db, { name: 'Pedro Ríos', email: 'pedro.rios@universidad.mx', password: 'contraseña-de-pedro', roleNames: ['administrador'], verified: true });
    await createUser(app.db, { name: 'Jurado Externo', email: 'jurado@gmail.com', password: 'contraseña-del-jurado', roleNames: [], verified: true });
    expect((await app.inject({ url: '/api/auth/oidc/ajustes', headers: bearer(admin) })).json()).toEqual({ activo: true, obligatorioPersonal: false });
    expect((await app.inject({ method: 'PUT', url: '/api/auth/oidc/ajustes', headers: bearer(admin), payload: {} })).statusCode).toBe(422);
    const puesto = await app.inject({ method: 'PUT', url: '/api/auth/oidc/ajustes', headers: bearer(admin), payload: { obligatorioPersonal: true } });
    expect(puesto.json()).toEqual({ activo: true, obligatorioPersonal: true });

    const pedro = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'pedro.rios@universidad.mx', password: 'contraseña-de-pedro' } });
    expect(pedro.statusCode).toBe(422);
    expect(pedro.json()).toEqual({ message: SOLO_INSTITUCIONAL, errors: { email: [SOLO_INSTITUCIONAL] } });
    expect(await loginAs(app, ADMIN.email, ADMIN.password)).toBeTruthy();
    expect(await loginAs(app, 'jurado@gmail.com', 'contraseña-del-jurado')).toBeTruthy();
    // Only an administrator changes it.
    const staff = await app.inject({ method: 'PUT', url: '/api/auth/oidc/ajustes', headers: bearer(await loginAs(app, 'jurado@gmail.com', 'contraseña-del-jurado')), payload: { obligatorioPersonal: false } });
    expect(staff.statusCode).toBe(403);
    await app.inject({ method: 'PUT', url: '/api/auth/oidc/ajustes', headers: bearer(admin), payload: { obligatorioPersonal: false } });
    expect((await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'pedro.rios@universidad.mx', password: 'contraseña-de-pedro' } })).statusCode).toBe(200);
  });

  it('signs out of the platform and offers the provider\'s end_session_endpoint for an institutional session only', async () => {
    proveedor.cuentas.set('salida-sub', { email: 'salida@universidad.mx' });
    const { token } = await entrar(app, 'salida-sub');
    const salida = await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(salida.statusCode).toBe(200);
    const fin = new URL(salida.json().finSesionInstitucional);
    expect(fin.origin).toBe(proveedor.issuer);
    expect(Object.fromEntries(fin.searchParams)).toEqual({ client_id: CLIENTE.id, post_logout_redirect_uri: 'http://plataforma.test/login' });
    expect((await app.inject({ url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
    const conContrasena = await adminToken(app);
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(conContrasena) })).statusCode).toBe(204);
  });

  it('answers a cancelled sign-in at the provider on /login', async () => {
    const inicio = await app.inject({ url: '/api/auth/oidc/inicio' });
    const state = new URL(String(inicio.headers.location)).searchParams.get('state')!;
    const res = await app.inject({
      url: `/api/auth/oidc/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(proveedor.issuer)}`,
      headers: { cookie: `oidc_flujo=${cookieDe(inicio, 'oidc_flujo')}` },
    });
    expect(res.headers.location).toBe('/login?error=cancelado');
  });
});

describe('institutional sign-in with OIDC_TENANTS', async () => {
  const app = await buildTestApp({ ...OIDC, OIDC_TENANTS: 'tenant-universidad' });

  it('lets in only the listed tenants, whatever the issuer', async () => {
    proveedor.cuentas.set('tenant-ok', { email: 'docente@universidad.mx', tid: 'tenant-universidad' });
    proveedor.cuentas.set('tenant-otro', { email: 'intruso@universidad.mx', tid: 'tenant-ajeno' });
    proveedor.cuentas.set('tenant-sin', { email: 'sin.tenant@universidad.mx' });
    expect((await entrar(app, 'tenant-ok')).user.email).toBe('docente@universidad.mx');
    expect(await rechazo(app, 'tenant-otro')).toBe('/login?error=tenant');
    expect(await rechazo(app, 'tenant-sin')).toBe('/login?error=tenant');
  });
});

describe('institutional sign-in with the provider down', async () => {
  const app = await buildTestApp({ ...OIDC, OIDC_ISSUER: 'http://127.0.0.1:9/' });

  it('sends the button back to /login with a Spanish message, and the password still works', async () => {
    const res = await app.inject({ url: '/api/auth/oidc/inicio' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?error=proveedor');
    expect(await loginAs(app, ADMIN.email, ADMIN.password)).toBeTruthy();
  });
});
