// Issue 32: a company registers (RFC check digit, free-mail flag, confirmation), staff approve or decline with a
// reason mailed, an approved servicio social institution is enabled, and only bolsa.* staff reach any of it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, adminToken, userWithRoles } from '../../test/helper';
import { institucion, rolCon } from '../../servicio-social/test/fixtures';
import { URL, datosEmpresa, empresa, lastOutboxId, mailSince, nextIp } from '../test/fixtures';
import { bolsaEmpleadores, usuarios } from '../../db/schema';

describe('bolsa: employers', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  const registrar = (payload: unknown) => app.inject({ method: 'POST', url: `${URL}/empleadores/registro`, payload: payload as object, remoteAddress: nextIp() });

  it('registers a company: 201, the account unconfirmed, a confirmation mail, pendiente for staff', async () => {
    const since = await lastOutboxId(app);
    const datos = datosEmpresa(1);
    const res = await registrar(datos);
    expect(res.statusCode).toBe(201);
    const mails = await mailSince(app, since);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[datos.contacto.correo, 'Confirme su correo de la bolsa de trabajo']]);
    const lista = await app.inject({ url: `${URL}/empleadores?filter=${encodeURIComponent('{"estado":"pendiente"}')}`, headers: bearer(admin) });
    expect(lista.statusCode).toBe(200);
    const fila = lista.json().find((e: { rfc: string }) => e.rfc === datos.rfc);
    expect(fila).toMatchObject({ razonSocial: datos.razonSocial, estado: 'pendiente', correoGratuito: false, correoConfirmado: false, habilitado: true, confiable: false });
  });

  it('refuses an RFC with a wrong check digit, in Spanish, storing nothing', async () => {
    const datos = datosEmpresa(2);
    const malo = datos.rfc.slice(0, -1) + (datos.rfc.endsWith('1') ? '2' : '1');
    const antes = await app.db.$count(bolsaEmpleadores);
    const res = await registrar({ ...datos, rfc: malo });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.rfc[0]).toMatch(/dígito verificador/i);
    expect(await app.db.$count(bolsaEmpleadores)).toBe(antes);
  });

  it('requires the privacy notice and the non-discrimination commitment', async () => {
    const res = await registrar({ ...datosEmpresa(3), compromisoNoDiscriminacion: false, avisoPrivacidad: false });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['avisoPrivacidad', 'compromisoNoDiscriminacion']);
  });

  it('flags a free-mail contact to staff, and answers the same to a repeated RFC without a second account', async () => {
    const datos = datosEmpresa(4, { contacto: { ...datosEmpresa(4).contacto, correo: 'reclutador.falso@gmail.com' } });
    expect((await registrar(datos)).statusCode).toBe(201);
    const fila = (await app.inject({ url: `${URL}/empleadores?filter=${encodeURIComponent(JSON.stringify({ q: datos.rfc }))}`, headers: bearer(admin) })).json()[0];
    expect(fila.correoGratuito).toBe(true);
    const since = await lastOutboxId(app);
    const otraVez = await registrar({ ...datos, contacto: { ...datos.contacto, correo: 'otra@empresa.mx' } });
    expect(otraVez.statusCode).toBe(201);
    expect((await mailSince(app, since)).map((m) => [m.to, m.subject])).toEqual([['reclutador.falso@gmail.com', 'Ya tiene una cuenta en la plataforma']]);
    expect(await app.db.$count(usuarios, eq(usuarios.email, 'otra@empresa.mx'))).toBe(0);
  });

  it('declines with a reason that is mailed, and the declined employer reads nothing', async () => {
    const e = await empresa(app, 5, { aprobar: false });
    const sinMotivo = await app.inject({ method: 'POST', url: `${URL}/empleadores/${e.id}/decision`, headers: bearer(admin), payload: { decision: 'rechazar' } });
    expect(sinMotivo.statusCode).toBe(422);
    expect(sinMotivo.json().errors.motivo).toBeDefined();
    const since = await lastOutboxId(app);
    const res = await app.inject({ method: 'POST', url: `${URL}/empleadores/${e.id}/decision`, headers: bearer(admin), payload: { decision: 'rechazar', motivo: 'El RFC no corresponde a la razón social' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ estado: 'rechazado', motivo: 'El RFC no corresponde a la razón social' });
    const [mail] = await mailSince(app, since);
    expect(mail.to).toBe(e.correo);
    expect(mail.text).toContain('«El RFC no corresponde a la razón social»');
    const ofertas = await app.inject({ url: `${URL}/empleador/ofertas`, headers: bearer(e.token) });
    expect(ofertas.statusCode).toBe(403);
    expect(ofertas.json().message).toMatch(/no aprobó/);
    // The portal asks its status first: a 200 that says why, never a refused request in the browser's console.
    const estado = await app.inject({ url: `${URL}/empleador/estado`, headers: bearer(e.token) });
    expect(estado.statusCode).toBe(200);
    expect(estado.json()).toMatchObject({ estado: 'rechazado', puedeActuar: false, motivo: expect.stringMatching(/no aprobó/) });
  });

  it('approves: the employer can list its offers', async () => {
    const e = await empresa(app, 6);
    const res = await app.inject({ url: `${URL}/empleador/ofertas`, headers: bearer(e.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const estado = await app.inject({ url: `${URL}/empleador/estado`, headers: bearer(e.token) });
    expect(estado.json()).toEqual({ razonSocial: expect.any(String), estado: 'aprobado', puedeActuar: true, motivo: null });
  });

  it('an approved servicio social institution is listed by institucionId and enabled with PUT {habilitado: true}', async () => {
    const inst = await institucion(app, 7);
    const antes = await app.inject({ url: `${URL}/empleador/ofertas`, headers: bearer(inst.token) });
    expect(antes.statusCode).toBe(403);
    expect((await app.inject({ url: `${URL}/empleador/estado`, headers: bearer(inst.token) })).json()).toMatchObject({ puedeActuar: false, motivo: expect.stringMatching(/aún no habilita/) });
    const lista = await app.inject({ url: `${URL}/empleadores?filter=${encodeURIComponent(JSON.stringify({ institucionId: inst.id }))}`, headers: bearer(admin) });
    expect(lista.json()).toHaveLength(1);
    const fila = lista.json()[0];
    expect(fila).toMatchObject({ institucionId: inst.id, estado: 'aprobado', habilitado: false });
    const since = await lastOutboxId(app);
    const put = await app.inject({ method: 'PUT', url: `${URL}/empleadores/${fila.id}`, headers: bearer(admin), payload: { habilitado: true } });
    expect(put.statusCode).toBe(200);
    expect(put.json().habilitado).toBe(true);
    expect((await mailSince(app, since)).map((m) => m.to)).toEqual([inst.correo]);
    expect((await app.inject({ url: `${URL}/empleador/ofertas`, headers: bearer(inst.token) })).statusCode).toBe(200);
    expect((await app.inject({ url: `${URL}/empleador/estado`, headers: bearer(inst.token) })).json()).toMatchObject({ puedeActuar: true, motivo: null });
  });

  it('staff without bolsa.* get 403 on every staff route; bolsa.ver reads but does not decide', async () => {
    await rolCon(app, 'solo-egresados-bolsa', ['egresados.ver']);
    await rolCon(app, 'lector-bolsa', ['bolsa.ver']);
    const sin = await userWithRoles(app, 'sin-bolsa@universidad.mx', ['solo-egresados-bolsa']);
    const lector = await userWithRoles(app, 'lector-bolsa@universidad.mx', ['lector-bolsa']);
    const [{ id }] = await app.db.select({ id: bolsaEmpleadores.id }).from(bolsaEmpleadores).limit(1);
    const rutas = [
      ['GET', `${URL}/empleadores`, undefined],
      ['GET', `${URL}/empleadores/${id}`, undefined],
      ['POST', `${URL}/empleadores/${id}/decision`, { decision: 'aprobar' }],
      ['PUT', `${URL}/empleadores/${id}`, { confiable: true }],
    ] as const;
    for (const [method, url, payload] of rutas) {
      const res = await app.inject({ method, url, headers: bearer(sin), payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await app.inject({ url: `${URL}/empleadores`, headers: bearer(lector) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: `${URL}/empleadores/${id}/decision`, headers: bearer(lector), payload: { decision: 'aprobar' } })).statusCode).toBe(403);
  });
});
