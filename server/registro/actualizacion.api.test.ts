import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACTUALIZACION_ENLACE_INVALIDO, CORREO_EN_OTRO_EXPEDIENTE, CURP_EN_OTRO_EXPEDIENTE, ENLACE_ACTUALIZACION_SOLICITADO,
} from '../../shared/schemas/registro';
import { auditLog, egresados } from '../db/schema';
import { buildTestApp } from '../test/helper';
import {
  APP_URL, crearPrograma, curp, egresadoPorMatricula, lastOutboxId, linkIn, mailSince, nextIp, postRegistro, registro, tokenOf,
} from './fixtures';

describe('a graduate updates their own record through the emailed link', async () => {
  const app = await buildTestApp();
  const programa = await crearPrograma(app, { clave: 'LENF', nombre: 'Licenciatura en Enfermería' });
  const otroPrograma = await crearPrograma(app, { clave: 'MSP', nombre: 'Maestría en Salud Pública', nivel: 'Maestría' });
  const cerrado = await crearPrograma(app, { clave: 'LCERR', nombre: 'Licenciatura cerrada', activo: false });
  const otraCurp = curp('GOLC900101HDFXRR');
  await postRegistro(app, registro(programa.id, { matricula: 'U-1', correo: 'luisa@correo.mx', curp: curp('LUXX950101MDFXRR'), nombre: 'Luisa' }));
  await postRegistro(app, registro(programa.id, { matricula: 'U-2', correo: 'carlos@correo.mx', curp: otraCurp, nombre: 'Carlos' }));

  /** The link the office would mail: asked for through the public endpoint, read from the outbox. */
  async function enlace(correo: string): Promise<string> {
    const since = await lastOutboxId(app);
    const res = await app.inject({ method: 'POST', url: '/api/egresados/actualizacion/solicitar', payload: { correo }, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: ENLACE_ACTUALIZACION_SOLICITADO });
    const mails = await mailSince(app, since);
    expect(mails.map((m) => m.to)).toEqual([correo]);
    return tokenOf(linkIn(mails[0].text, '/egresados/actualizacion?token='));
  }
  const leer = (token: string) => app.inject({ url: `/api/egresados/actualizacion?token=${encodeURIComponent(token)}`, remoteAddress: nextIp() });
  const guardar = (token: string, datos: object) =>
    app.inject({ method: 'PUT', url: '/api/egresados/actualizacion', payload: { token, ...datos }, remoteAddress: nextIp() });
  const datosDe = (expediente: Record<string, unknown>) => {
    const { matricula, programa: _p, nivel: _n, nivelId: _ni, verificado: _v, ...rest } = expediente;
    void matricula;
    return rest;
  };

  it('shows the record with its matrícula, program and level names, and nothing else', async () => {
    const res = await leer(await enlace('luisa@correo.mx'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ matricula: 'U-1', nombre: 'Luisa', programa: 'Licenciatura en Enfermería', nivel: 'Licenciatura', correo: 'luisa@correo.mx' });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('avisoPrivacidadVersion');
  });

  it('saves corrections (the matrícula stays), audits them with the graduate as actor', async () => {
    const token = await enlace('luisa@correo.mx');
    const actual = (await leer(token)).json();
    const res = await guardar(token, { ...datosDe(actual), matricula: 'HACK-1', telefono: '(33) 1111-2222', situacionLaboral: 'Emprendedora', programaId: otroPrograma.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ correoCambiado: false, egresado: { matricula: 'U-1', telefono: '3311112222', situacionLaboral: 'emprendedor', programa: 'Maestría en Salud Pública' } });
    const saved = await egresadoPorMatricula(app, 'U-1');
    expect(saved).toMatchObject({ telefono: '3311112222', verificado: false });
    // The dashboard's funnel counts a bulk-loaded graduate who did this as registered.
    expect(saved.actualizadoPorEgresadoEn).toBeInstanceOf(Date);
    expect(await egresadoPorMatricula(app, 'HACK-1')).toBeUndefined();
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.registroId, String(saved.id)), eq(auditLog.accion, 'editar')));
    expect(entry).toMatchObject({ recurso: 'egresados', actorId: null, actorEmail: 'luisa@correo.mx' });
    expect(entry.antes).toMatchObject({ telefono: '5512345678' });
    expect(entry.despues).toMatchObject({ telefono: '3311112222' });
  });

  it('refuses another record\'s CURP or correo with neutral wording, and an inactive program', async () => {
    const token = await enlace('luisa@correo.mx');
    const actual = datosDe((await leer(token)).json());
    const dup = await guardar(token, { ...actual, correo: 'Carlos@correo.mx', curp: otraCurp });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ correo: [CORREO_EN_OTRO_EXPEDIENTE], curp: [CURP_EN_OTRO_EXPEDIENTE] });
    expect(dup.body).not.toContain('U-2');
    const cerradoRes = await guardar(token, { ...actual, programaId: cerrado.id });
    expect(cerradoRes.statusCode).toBe(422);
    expect(cerradoRes.json().errors).toEqual({ programaId: ['Seleccione un programa de la lista'] });
    const invalid = await guardar(token, { ...actual, telefono: '12', fechaNacimiento: '31/02/1990' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toMatchObject({ telefono: ['El teléfono debe tener 10 dígitos'], fechaNacimiento: ['Fecha de nacimiento: escriba una fecha válida (dd/mm/aaaa)'] });
  });

  it('a new correo must be confirmed again: unverified, a verification to the new address, the old link dies', async () => {
    await app.db.update(egresados).set({ verificado: true, verificadoEn: new Date() }).where(eq(egresados.matricula, 'U-2'));
    const token = await enlace('carlos@correo.mx');
    const since = await lastOutboxId(app);
    const res = await guardar(token, { ...datosDe((await leer(token)).json()), correo: 'Carlos.Nuevo@correo.mx' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.correoCambiado).toBe(true);
    expect(await egresadoPorMatricula(app, 'U-2')).toMatchObject({ correo: 'carlos.nuevo@correo.mx', verificado: false, verificadoEn: null });

    const mails = await mailSince(app, since);
    expect(mails.map((m) => m.to)).toEqual(['carlos.nuevo@correo.mx']);
    expect((await leer(token)).statusCode).toBe(410);
    expect((await leer(body.token)).json()).toMatchObject({ matricula: 'U-2', correo: 'carlos.nuevo@correo.mx' });

    const verify = await app.inject({ url: linkIn(mails[0].text, '/api/email/verify?token=').replace(APP_URL, '') });
    expect(verify.headers.location).toBe('/email/verified-success?cuenta=egresado');
    expect((await egresadoPorMatricula(app, 'U-2')).verificado).toBe(true);
  });

  it('a verification link for an address the record no longer has verifies nothing', async () => {
    const since = await lastOutboxId(app);
    await postRegistro(app, registro(programa.id, { matricula: 'U-3', correo: 'viejo@correo.mx', curp: null }));
    const [verificacion] = await mailSince(app, since);
    const token = await enlace('viejo@correo.mx');
    await guardar(token, { ...datosDe((await leer(token)).json()), correo: 'nuevo3@correo.mx' });
    const res = await app.inject({ url: linkIn(verificacion.text, '/api/email/verify?token=').replace(APP_URL, '') });
    expect(res.headers.location).toBe('/email/verificacion-fallida');
    expect((await egresadoPorMatricula(app, 'U-3')).verificado).toBe(false);
  });

  it('answers 410 with a Spanish message for a missing, forged, expired or foreign token', async () => {
    const genuine = await enlace('luisa@correo.mx');
    const [payload, mac] = genuine.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), id: 2 })).toString('base64url')}.${mac}`;
    const [luisa] = await app.db.select().from(egresados).where(eq(egresados.matricula, 'U-1'));
    const expired = app.signer.sign({ p: 'egresado-actualizacion', id: luisa.id, email: luisa.correo }, -60);
    const verification = app.signer.sign({ p: 'egresado', id: luisa.id, email: luisa.correo }, 3600);
    for (const token of ['', 'nada', forged, expired, verification]) {
      const res = await leer(token);
      expect(res.statusCode, token).toBe(410);
      expect(res.json()).toEqual({ message: ACTUALIZACION_ENLACE_INVALIDO, errors: { token: [ACTUALIZACION_ENLACE_INVALIDO] } });
    }
    const put = await guardar(expired, datosDe((await leer(genuine)).json()));
    expect(put.statusCode).toBe(410);
  });

  it('asking for a link for an unknown address answers the same and sends nothing', async () => {
    const since = await lastOutboxId(app);
    const res = await app.inject({ method: 'POST', url: '/api/egresados/actualizacion/solicitar', payload: { correo: 'nadie@correo.mx' }, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: ENLACE_ACTUALIZACION_SOLICITADO });
    expect(await mailSince(app, since)).toEqual([]);
  });
});
