// Issue 34, item 4: whatever path sets a password, the reset links sent before stop working and the other sessions
// end; the session that changed it stays open.
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE } from '../../shared/permissions';
import { outbox } from '../db/schema';
import { createUser } from '../db/seed';
import { crearPrograma, estudiante, PASSWORD } from '../servicio-social/test/fixtures';
import { bearer, buildTestApp, loginAs } from '../test/helper';
import { RESET_INVALID } from './service';

describe('a new password ends the old reset links and the other sessions, whoever sets it', async () => {
  const app = await buildTestApp();

  /** Asks for a reset link as anyone can and reads its token out of the mail. */
  async function enlace(correo: string): Promise<string> {
    expect((await app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: correo } })).statusCode).toBe(202);
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, correo)).orderBy(desc(outbox.id)).limit(1);
    return decodeURIComponent(/restablecer-contrasena\?token=([\w-]+)/.exec(mail.text)![1]);
  }
  const usarEnlace = (token: string) =>
    app.inject({ method: 'POST', url: '/api/password/reset', payload: { token, password: 'la-del-enlace-viejo' } });
  const vigente = async (token: string) => (await app.inject({ url: '/api/user', headers: bearer(token) })).statusCode;

  it('a student who changes her password in the servicio social portal', async () => {
    const carrera = await crearPrograma(app, { clave: 'LTS', nombre: 'Licenciatura en Trabajo Social' });
    const alumna = await estudiante(app, 1, carrera.id);
    const otraSesion = await loginAs(app, alumna.correo, PASSWORD);
    const token = await enlace(alumna.correo);

    const cambio = await app.inject({
      method: 'PUT', url: '/api/servicio-social/cuenta/password', headers: bearer(alumna.token),
      payload: { actual: PASSWORD, nueva: 'nueva-frase-de-la-alumna' },
    });
    expect(cambio.statusCode).toBe(200);

    const viejo = await usarEnlace(token);
    expect(viejo.statusCode).toBe(422);
    expect(viejo.json()).toEqual({ message: RESET_INVALID, errors: { token: [RESET_INVALID] } });
    expect(await vigente(otraSesion)).toBe(401);
    expect(await vigente(alumna.token)).toBe(200);
    await loginAs(app, alumna.correo, 'nueva-frase-de-la-alumna');
  });

  it('staff who change their own password in the back office', async () => {
    const correo = 'irma.soto@universidad.mx';
    const id = (await createUser(app.db, { name: 'Irma Soto', email: correo, password: PASSWORD, roleNames: [ADMIN_ROLE] }))!;
    const roleIds = (await app.inject({ url: `/api/usuarios/${id}`, headers: bearer(await loginAs(app, correo, PASSWORD)) })).json().roleIds;
    const esta = await loginAs(app, correo, PASSWORD);
    const otra = await loginAs(app, correo, PASSWORD);
    const token = await enlace(correo);

    const cambio = await app.inject({
      method: 'PUT', url: `/api/usuarios/${id}`, headers: bearer(esta),
      payload: { name: 'Irma Soto', email: correo, password: 'nueva-frase-de-irma', roleIds, activo: true },
    });
    expect(cambio.statusCode).toBe(200);
    expect((await usarEnlace(token)).json().message).toBe(RESET_INVALID);
    expect(await vigente(otra)).toBe(401);
    expect(await vigente(esta)).toBe(200);
  });

  it('a reset link, used: the other links and every session end', async () => {
    const correo = 'jorge.luna@universidad.mx';
    await createUser(app.db, { name: 'Jorge Luna', email: correo, password: PASSWORD, roleNames: [] });
    const sesion = await loginAs(app, correo, PASSWORD);
    const primero = await enlace(correo);
    const segundo = await enlace(correo);
    expect((await app.inject({ method: 'POST', url: '/api/password/reset', payload: { token: segundo, password: 'del-segundo-enlace' } })).statusCode).toBe(200);
    expect((await usarEnlace(primero)).json().message).toBe(RESET_INVALID);
    expect(await vigente(sesion)).toBe(401);
  });
});
