// Issue 32, graduate sign-in: a one-time link to the address on the graduate's record opens «Mi espacio», once, for
// 15 minutes, and nothing more than that portal's view.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ENLACE_ACCESO_INVALIDO } from '../../../shared/acceso-enlace/valores';
import { ACCESO_EGRESADO_ENVIADO } from '../../../shared/egresados/mi-espacio';
import { enviarEnlaceAcceso, POR_CORREO_ENLACE } from '../../acceso-enlace/service';
import { buildApp } from '../../app';
import { auditLog, egresados, enlacesAcceso, outbox, sessions, usuarios } from '../../db/schema';
import { createUser } from '../../db/seed';
import { adminToken, bearer, loginAs, testConfig, testDatabase } from '../../test/helper';
import { CLIENT_FIXTURE_DIR } from '../../test/paths';
import { comprobarRespuestas, injectQueComprueba } from '../../test/respuestas-declaradas';
import { seedEgresados } from '../test-support';

describe('enlace de acceso de egresados', async () => {
  const log: string[] = [];
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    database: await testDatabase(),
    mailWorker: false,
    logStream: { write: (line: string) => void log.push(line) },
    clientDir: CLIENT_FIXTURE_DIR,
  });
  const { fallas } = comprobarRespuestas(app);
  injectQueComprueba(app, fallas);
  await app.ready();
  afterAll(async () => {
    await app.close();
    expect(fallas()).toEqual([]);
  });
  const admin = await adminToken(app);
  const { ramon, lucia, jose, sofia, andres } = await seedEgresados(app, admin);

  // Each request from its own address, so the per-IP rate limit of the routes never decides a test.
  let ip = 0;
  const desde = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;
  const pedir = (correo: string) =>
    app.inject({ method: 'POST', url: '/api/egresados/acceso', payload: { correo }, remoteAddress: desde() });
  const canjear = (token: string) =>
    app.inject({ method: 'POST', url: '/api/egresados/acceso/canjear', payload: { token }, remoteAddress: desde() });
  const correos = async (to: string) => (await app.db.select().from(outbox).where(sql`lower(${outbox.to}) = ${to.toLowerCase()}`)).length;
  const ultimo = async () => (await app.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0];
  const tokenDe = (texto: string) => /http:\/\/plataforma\.test\/egresados\/mi-espacio\?token=([A-Za-z0-9_-]+)/.exec(texto)?.[1];

  async function enlace(correo: string): Promise<string> {
    expect((await pedir(correo)).statusCode).toBe(202);
    const mail = await ultimo();
    const token = tokenDe(mail.text);
    expect(token, mail.text).toBeTruthy();
    expect(mail.html).toContain(`/egresados/mi-espacio?token=${token}`);
    return token!;
  }

  it('answers the same 202 for an unknown address, and mails nothing', async () => {
    const antes = (await app.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0].n;
    const desconocido = await pedir('nadie@correo.mx');
    expect(desconocido.statusCode).toBe(202);
    expect(desconocido.json()).toEqual({ message: ACCESO_EGRESADO_ENVIADO });
    expect((await app.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0].n).toBe(antes);
    const conocido = await pedir(ramon.correo);
    expect(conocido.statusCode).toBe(202);
    expect(conocido.json()).toEqual(desconocido.json());
    expect(await correos(ramon.correo)).toBe(1);
  });

  it('refuses a malformed address with a Spanish field error', async () => {
    const res = await pedir('no-es-correo');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.correo[0]).toMatch(/correo válido/);
  });

  it('mails the record’s own address a link valid 15 minutes that opens «Mi espacio» once', async () => {
    // Typed in another case than the record keeps it: still the same graduate.
    const token = await enlace('LUCIA.perez@correo.mx');
    expect((await ultimo()).to.toLowerCase()).toBe('lucia.perez@correo.mx');
    const [fila] = await app.db.select().from(enlacesAcceso).orderBy(desc(enlacesAcceso.id)).limit(1);
    expect((fila.expiraEn.getTime() - fila.creadoEn.getTime()) / 60_000).toBeCloseTo(15, 0);
    expect(fila.tokenHash).not.toBe(token);
    expect(JSON.stringify(fila)).not.toContain(token);

    const ok = await canjear(token);
    expect(ok.statusCode).toBe(200);
    const { token: sesion, user } = ok.json();
    expect(user).toMatchObject({ email: 'lucia.perez@correo.mx', name: 'Lucía Pérez Gómez', roles: ['egresado'], permissions: [] });
    expect((await app.inject({ url: '/api/user', headers: bearer(sesion) })).json()).toMatchObject({ roles: ['egresado'], permissions: [] });
    const espacio = await app.inject({ url: '/api/egresados/mi-espacio', headers: bearer(sesion) });
    expect(espacio.statusCode).toBe(200);
    expect(espacio.json()).toEqual({
      nombre: 'Lucía Pérez Gómez', correo: 'lucia.perez@correo.mx', programa: 'Administración', nivel: expect.any(String), generacion: 2019, titulado: true,
    });
    const [abierta] = await app.db.select().from(sessions).orderBy(desc(sessions.id)).limit(1);
    expect(abierta).toMatchObject({ metodo: 'enlace', alcance: 'egresado' });

    const otraVez = await canjear(token);
    expect(otraVez.statusCode).toBe(422);
    expect(otraVez.json()).toEqual({ message: ENLACE_ACCESO_INVALIDO, errors: { token: [ENLACE_ACCESO_INVALIDO] } });
    expect(ENLACE_ACCESO_INVALIDO).toMatch(/Pida un enlace nuevo/);

    // The second sign-in finds the account the first one made, passwordless and confirmed.
    const [cuenta] = await app.db.select().from(usuarios).where(eq(usuarios.email, 'lucia.perez@correo.mx'));
    expect(cuenta.emailVerifiedAt).not.toBeNull();
    const segunda = await canjear(await enlace(lucia.correo));
    expect(segunda.json().user.id).toBe(cuenta.id);
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(segunda.json().token) })).statusCode).toBe(204);
    expect((await app.inject({ url: '/api/egresados/mi-espacio', headers: bearer(segunda.json().token) })).statusCode).toBe(401);
  });

  it('refuses an expired link, an invented one and another portal’s link', async () => {
    const token = await enlace(jose.correo);
    await app.db.update(enlacesAcceso).set({ expiraEn: sql`now() - interval '1 second'` }).where(eq(enlacesAcceso.correo, jose.correo.toLowerCase()));
    const vencido = await canjear(token);
    expect(vencido.statusCode).toBe(422);
    expect(vencido.json().errors.token).toEqual([ENLACE_ACCESO_INVALIDO]);
    expect((await canjear('inventado')).statusCode).toBe(422);
    expect((await canjear('')).json().errors.token).toEqual([ENLACE_ACCESO_INVALIDO]);

    // A nominator's link to the same address does not open the graduates' space.
    await enviarEnlaceAcceso(app.db, app.config, app.mailer, {
      proposito: 'postulante', correo: jose.correo, ruta: '/postulaciones/mis-postulaciones', asunto: 'Mis postulaciones', parrafos: ['Entre.'],
    });
    const ajeno = /mis-postulaciones\?token=([A-Za-z0-9_-]+)/.exec((await ultimo()).text)![1];
    expect((await canjear(ajeno)).statusCode).toBe(422);
  });

  it('lets exactly one of two simultaneous uses of a link through', async () => {
    const token = await enlace(sofia.correo);
    const codigos = (await Promise.all([canjear(token), canjear(token), canjear(token)])).map((r) => r.statusCode).sort();
    expect(codigos).toEqual([200, 422, 422]);
  });

  it('never shows the link in the outbox view, the audit log or the request log', async () => {
    const token = await enlace(andres.correo);
    const mail = await ultimo();
    const visto = await app.inject({ url: `/api/correos/${mail.id}`, headers: bearer(admin) });
    // The administrator is not the recipient: the outbox shows the message with its link masked.
    expect(visto.statusCode).toBe(200);
    expect(visto.body).not.toContain(token);
    expect(visto.json().text).toContain('«enlace personal oculto»');
    expect((await app.inject({ url: '/api/correos?range=[0,99]', headers: bearer(admin) })).body).not.toContain(token);

    await app.inject({ url: `/egresados/mi-espacio?token=${token}`, remoteAddress: desde() });
    expect((await canjear(token)).statusCode).toBe(200);
    expect(JSON.stringify(await app.db.select().from(auditLog))).not.toContain(token);
    expect(log.join('')).not.toContain(token);
    expect(log.join('')).toContain('token=[oculto]');
  });

  it('gives a link session no staff route, even when the address belongs to staff, and leaves that account as it was', async () => {
    // Staff whose address is also on a graduate record (an employee who studied here).
    await app.db.update(egresados).set({ correo: 'rosa.staff@universidad.mx' }).where(eq(egresados.id, jose.id));
    await createUser(app.db, { name: 'Rosa Staff', email: 'rosa.staff@universidad.mx', password: 'contraseña-rosa-1', roleNames: ['administrador'] });
    const token = await enlace('rosa.staff@universidad.mx');
    const res = await canjear(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ roles: ['egresado'], permissions: [] });
    const sesion = bearer(res.json().token);
    for (const url of ['/api/egresados', '/api/usuarios', '/api/roles', '/api/correos', '/api/auditoria', '/api/egresados/1']) {
      expect((await app.inject({ url, headers: sesion })).statusCode, url).toBe(403);
    }
    expect((await app.inject({ method: 'POST', url: '/api/egresados', headers: sesion, payload: {} })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/egresados/mi-espacio', headers: sesion })).statusCode).toBe(200);
    // The account keeps its own roles (no portal role added), and its password still opens the staff view.
    const completa = await loginAs(app, 'rosa.staff@universidad.mx', 'contraseña-rosa-1');
    const yo = (await app.inject({ url: '/api/user', headers: bearer(completa) })).json();
    expect(yo.roles).toEqual(['administrador']);
    expect((await app.inject({ url: '/api/usuarios', headers: bearer(completa) })).statusCode).toBe(200);
  });

  it('gives a student’s address the graduate view only', async () => {
    await app.db.update(egresados).set({ correo: 'estudiante.egresada@correo.mx' }).where(eq(egresados.id, sofia.id));
    await createUser(app.db, { name: 'Sofía Estudiante', email: 'estudiante.egresada@correo.mx', password: 'contraseña-est-1', roleNames: ['estudiante'] });
    const res = await canjear(await enlace('estudiante.egresada@correo.mx'));
    expect(res.json().user.roles).toEqual(['egresado']);
    expect((await app.inject({ url: '/api/servicio-social/estudiante/horas', headers: bearer(res.json().token) })).statusCode).toBe(403);
  });

  it('a staff session without the graduate role cannot read «Mi espacio»', async () => {
    expect((await app.inject({ url: '/api/egresados/mi-espacio', headers: bearer(admin) })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/egresados/mi-espacio' })).statusCode).toBe(401);
  });

  it('sends nothing for a record blocked by an ARCO cancellation, and its open link stops working', async () => {
    const token = await enlace(ramon.correo);
    const antes = await correos(ramon.correo);
    await app.db.update(egresados).set({ bloqueadoEn: new Date() }).where(eq(egresados.id, ramon.id));
    expect((await pedir(ramon.correo)).statusCode).toBe(202);
    expect(await correos(ramon.correo)).toBe(antes);
    expect((await canjear(token)).statusCode).toBe(422);
    await app.db.update(egresados).set({ bloqueadoEn: null }).where(eq(egresados.id, ramon.id));
  });

  it('a disabled account’s link opens nothing', async () => {
    const token = await enlace(lucia.correo);
    await app.db.update(usuarios).set({ activo: false }).where(eq(usuarios.email, 'lucia.perez@correo.mx'));
    const res = await canjear(token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token[0]).toMatch(/desactivada/);
  });

  it(`mails an address at most ${POR_CORREO_ENLACE.max} links an hour, answering 202 all the same`, async () => {
    const correo = 'limite.enlaces@correo.mx';
    await app.db.update(egresados).set({ correo }).where(eq(egresados.id, andres.id));
    for (let i = 0; i < POR_CORREO_ENLACE.max + 2; i++) expect((await pedir(correo)).statusCode).toBe(202);
    expect(await correos(correo)).toBe(POR_CORREO_ENLACE.max);
  });
});
