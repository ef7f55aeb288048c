import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AVISO_PRIVACIDAD_VERSION } from '../../shared/egresados/valores';
import { REENVIO_SOLICITADO, REGISTRO_RECIBIDO } from '../../shared/schemas/registro';
import { auditLog, egresados, niveles } from '../db/schema';
import { buildTestApp } from '../test/helper';
import {
  APP_URL, crearPrograma, curp, egresadoPorMatricula, lastOutboxId, linkIn, mailSince, nextIp, postRegistro, registro,
} from './fixtures';

describe('public catalog of programs', async () => {
  const app = await buildTestApp();
  await crearPrograma(app, { clave: 'LENF', nombre: 'Licenciatura en Enfermería' });
  await crearPrograma(app, { clave: 'LADM', nombre: 'Licenciatura en Administración' });
  await crearPrograma(app, { clave: 'LVIEJA', nombre: 'Licenciatura cerrada', activo: false });
  await crearPrograma(app, { clave: 'TSUENF', nombre: 'TSU en Enfermería', nivel: 'Técnico Superior Universitario' });
  await crearPrograma(app, { clave: 'DOCED', nombre: 'Doctorado en Educación', nivel: 'Doctorado' });
  await app.db.update(niveles).set({ activo: false }).where(eq(niveles.nombre, 'Doctorado'));

  it('lists active levels in their order with their active programs, without a session', async () => {
    const res = await app.inject({ url: '/api/catalogos/programas' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { niveles: lista } = res.json() as { niveles: { nombre: string; programas: { clave: string; nombre: string }[] }[] };
    expect(lista.map((n) => n.nombre)).toEqual(['Técnico Superior Universitario', 'Licenciatura']);
    expect(lista[1].programas.map((p) => p.clave)).toEqual(['LADM', 'LENF']);
    expect(Object.keys(lista[1].programas[0]).sort()).toEqual(['clave', 'id', 'nombre']);
  });
});

describe('public registration', async () => {
  const app = await buildTestApp();
  const programa = await crearPrograma(app, { clave: 'LENF', nombre: 'Licenciatura en Enfermería' });
  const cerrado = await crearPrograma(app, { clave: 'LCERR', nombre: 'Licenciatura cerrada', activo: false });
  const follow = (url: string) => app.inject({ url: url.replace(APP_URL, '') });

  it('saves a new graduate unverified, with the aviso version, audits it and mails a verification link that verifies it', async () => {
    const since = await lastOutboxId(app);
    const res = await postRegistro(app, registro(programa.id));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: REGISTRO_RECIBIDO });

    const saved = await egresadoPorMatricula(app, 'A2019-0001');
    expect(saved).toMatchObject({
      nombre: 'María José', correo: 'maria.nunez@correo.mx', telefono: '5512345678', fechaNacimiento: '1997-03-15',
      origen: 'registro', verificado: false, verificadoEn: null, avisoPrivacidadVersion: AVISO_PRIVACIDAD_VERSION,
    });
    expect(Date.now() - saved.avisoPrivacidadAceptadoEn!.getTime()).toBeLessThan(60_000);

    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.registroId, String(saved.id)));
    expect(entry).toMatchObject({ recurso: 'egresados', accion: 'crear', actorId: null });

    const mails = await mailSince(app, since);
    expect(mails.map((m) => m.to)).toEqual(['maria.nunez@correo.mx']);
    expect(mails[0].subject).toBe('Confirme su correo de egresado');
    const verified = await follow(linkIn(mails[0].text, '/api/email/verify?token='));
    expect(verified.statusCode).toBe(303);
    expect(verified.headers.location).toBe('/email/verified-success?cuenta=egresado');
    const after = await egresadoPorMatricula(app, 'A2019-0001');
    expect(after.verificado).toBe(true);
    expect(after.verificadoEn).toBeInstanceOf(Date);
    const log = await app.db.select().from(auditLog).where(eq(auditLog.registroId, String(saved.id))).orderBy(auditLog.id);
    expect(log.map((e) => e.accion)).toEqual(['crear', 'editar']);
    expect(log[1]).toMatchObject({ actorId: null, actorEmail: 'maria.nunez@correo.mx', despues: { verificado: true } });
  });

  it('refuses invalid data field by field, in Spanish, with the shared rules', async () => {
    const res = await postRegistro(app, {
      ...registro(programa.id),
      matricula: '',
      nombre: ' ',
      correo: 'no-es-correo',
      curp: 'NUHM970315MDFXRR01',
      telefono: '12345',
      anioEgreso: 1900,
      avisoPrivacidad: false,
      sexo: 'Z',
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json() as { errors: Record<string, string[]> };
    expect(errors).toMatchObject({
      matricula: ['La matrícula es obligatoria'],
      nombre: ['El nombre es obligatorio'],
      correo: ['Escriba un correo válido, por ejemplo nombre@universidad.mx'],
      curp: ['La CURP no es válida: revise el dígito verificador'],
      telefono: ['El teléfono debe tener 10 dígitos'],
      anioEgreso: ['El año de egreso debe estar entre 1950 y el próximo año'],
      avisoPrivacidad: ['Debe leer y aceptar el aviso de privacidad'],
      sexo: ['Seleccione un sexo válido (Mujer, Hombre o No binario)'],
    });
  });

  it('refuses line breaks and control characters in names, saving nothing', async () => {
    const res = await postRegistro(app, { ...registro(programa.id, { matricula: 'CTRL-1' }), nombre: 'Eva\r\nBcc: x@y', apellidoMaterno: 'Paz\u0085' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      nombre: ['El nombre no puede contener saltos de línea ni caracteres de control'],
      apellidoMaterno: ['El apellido materno no puede contener saltos de línea ni caracteres de control'],
    });
    expect(await egresadoPorMatricula(app, 'CTRL-1')).toBeUndefined();
  });

  it('requires consent and a program, and checks dates against each other', async () => {
    const { avisoPrivacidad, programaId, ...rest } = registro(programa.id, { matricula: 'B1' });
    void avisoPrivacidad;
    void programaId;
    const missing = await postRegistro(app, rest);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      avisoPrivacidad: ['Debe leer y aceptar el aviso de privacidad'],
      programaId: ['Seleccione el programa'],
    });
    const fechas = await postRegistro(app, registro(programa.id, { matricula: 'B2', fechaEgreso: '30/06/2019', fechaTitulacion: '01/01/2019' }));
    expect(fechas.statusCode).toBe(422);
    expect(fechas.json().errors).toMatchObject({ fechaEgreso: ['La fecha de egreso no coincide con el año de egreso'] });
  });

  it('accepts only an existing, active program (422 on programaId)', async () => {
    for (const programaId of [cerrado.id, 999_999]) {
      const res = await postRegistro(app, registro(programaId, { matricula: `C${programaId}`, correo: `c${programaId}@correo.mx`, curp: null }));
      expect(res.statusCode, String(programaId)).toBe(422);
      expect(res.json().errors).toEqual({ programaId: ['Seleccione un programa de la lista'] });
    }
    expect(await egresadoPorMatricula(app, `C${cerrado.id}`)).toBeUndefined();
  });

  it('answers a filled honeypot like a success, and saves and sends nothing', async () => {
    const since = await lastOutboxId(app);
    const res = await postRegistro(app, registro(programa.id, { matricula: 'BOT-1', correo: 'bot@spam.example', curp: null, sitioWeb: 'http://spam.example' }));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: REGISTRO_RECIBIDO });
    expect(await egresadoPorMatricula(app, 'BOT-1')).toBeUndefined();
    expect(await mailSince(app, since)).toEqual([]);
  });

  it('ignores what it does not know and never lets the public set verification or origin', async () => {
    const res = await postRegistro(app, { ...registro(programa.id, { matricula: 'D1', correo: 'd1@correo.mx', curp: null }), verificado: true, origen: 'captura' });
    expect(res.statusCode).toBe(202);
    expect(await egresadoPorMatricula(app, 'D1')).toMatchObject({ verificado: false, origen: 'registro' });
  });
});

describe('registration never reveals who is registered', async () => {
  const app = await buildTestApp();
  const programa = await crearPrograma(app, { clave: 'LENF', nombre: 'Licenciatura en Enfermería' });
  const existente = registro(programa.id, { matricula: 'E-100', correo: 'ana.existente@correo.mx', curp: curp('LOPA950101MJCXRN'), nombre: 'Ana' });
  await postRegistro(app, existente);
  const count = async () => (await app.db.select({ id: egresados.id }).from(egresados)).length;

  const comparable = (res: Awaited<ReturnType<typeof postRegistro>>) => ({
    status: res.statusCode,
    body: res.body,
    type: res.headers['content-type'],
  });

  const nuevo = await postRegistro(app, registro(programa.id, { matricula: 'E-200', correo: 'nuevo@correo.mx', curp: null }));

  it.each([
    ['matrícula', { matricula: 'e-100', correo: 'otra.persona@correo.mx', curp: null }],
    ['CURP', { matricula: 'E-300', correo: 'otra.persona@correo.mx', curp: existente.curp }],
    ['correo', { matricula: 'E-301', correo: 'ANA.EXISTENTE@correo.mx', curp: null }],
  ])('a known %s answers exactly like a new registration and mails the address on file a link to its data', async (_campo, overrides) => {
    const before = await count();
    const since = await lastOutboxId(app);
    const res = await postRegistro(app, registro(programa.id, overrides as Partial<typeof existente>));
    expect(comparable(res)).toEqual(comparable(nuevo));
    expect(await count()).toBe(before);

    const mails = await mailSince(app, since);
    expect(mails.map((m) => m.to)).toEqual(['ana.existente@correo.mx']);
    expect(mails[0].subject).toBe('Revise y actualice sus datos de egresado');
    expect(mails[0].text).toContain('Hola, Ana:');
    const link = linkIn(mails[0].text, '/egresados/actualizacion?token=');
    const page = await app.inject({ url: `/api/egresados/actualizacion?token=${encodeURIComponent(new URL(link).searchParams.get('token')!)}`, remoteAddress: nextIp() });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ matricula: 'E-100', correo: 'ana.existente@correo.mx' });
  });

  it('two identical registrations at once create one record and both get the same answer', async () => {
    const payload = registro(programa.id, { matricula: 'E-400', correo: 'doble@correo.mx', curp: null });
    const [a, b] = await Promise.all([postRegistro(app, payload), postRegistro(app, payload)]);
    expect(comparable(a)).toEqual(comparable(nuevo));
    expect(comparable(b)).toEqual(comparable(nuevo));
    expect((await app.db.select().from(egresados).where(eq(egresados.matricula, 'E-400'))).length).toBe(1);
  });
});

describe('resending the verification link', async () => {
  const app = await buildTestApp();
  const programa = await crearPrograma(app, { clave: 'LENF', nombre: 'Licenciatura en Enfermería' });
  await postRegistro(app, registro(programa.id, { matricula: 'R-1', correo: 'pendiente@correo.mx', curp: null }));
  await postRegistro(app, registro(programa.id, { matricula: 'R-2', correo: 'confirmado@correo.mx', curp: null }));
  await app.db.update(egresados).set({ verificado: true }).where(eq(egresados.matricula, 'R-2'));
  const reenviar = (correo: unknown, ip = nextIp()) =>
    app.inject({ method: 'POST', url: '/api/egresados/registro/reenviar', payload: { correo }, remoteAddress: ip });

  it('mails an unverified record and answers the same for verified and unknown addresses', async () => {
    const since = await lastOutboxId(app);
    const answers = await Promise.all(['Pendiente@Correo.mx', 'confirmado@correo.mx', 'nadie@correo.mx'].map((c) => reenviar(c)));
    for (const res of answers) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: REENVIO_SOLICITADO });
    }
    const mails = await mailSince(app, since);
    expect(mails.map((m) => m.to)).toEqual(['pendiente@correo.mx']);
    const res = await app.inject({ url: linkIn(mails[0].text, '/api/email/verify?token=').replace(APP_URL, '') });
    expect(res.headers.location).toBe('/email/verified-success?cuenta=egresado');
    expect((await egresadoPorMatricula(app, 'R-1')).verificado).toBe(true);
  });

  it('validates the address', async () => {
    const res = await reenviar('no es correo');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.correo).toEqual(['Escriba un correo válido, por ejemplo nombre@universidad.mx']);
  });

  it('is limited per address of origin', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i++) expect((await reenviar('nadie@correo.mx', ip)).statusCode).toBe(202);
    const res = await reenviar('nadie@correo.mx', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Demasiadas solicitudes. Intente de nuevo más tarde.');
    expect((await reenviar('nadie@correo.mx')).statusCode).toBe(202);
  });
});

describe('registration rate limit', async () => {
  const app = await buildTestApp();
  const programa = await crearPrograma(app, { clave: 'LENF', nombre: 'Licenciatura en Enfermería' });

  it('allows 10 registrations per address of origin in 15 minutes, then answers 429 in Spanish', async () => {
    const ip = '10.8.8.8';
    for (let i = 0; i < 10; i++) {
      const res = await postRegistro(app, registro(programa.id, { matricula: `L-${i}`, correo: `l${i}@correo.mx`, curp: null }), ip);
      expect(res.statusCode, String(i)).toBe(202);
    }
    const blocked = await postRegistro(app, registro(programa.id, { matricula: 'L-10', correo: 'l10@correo.mx', curp: null }), ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Demasiadas solicitudes. Intente de nuevo más tarde.' });
    expect(await egresadoPorMatricula(app, 'L-10')).toBeUndefined();
    expect((await postRegistro(app, registro(programa.id, { matricula: 'L-11', correo: 'l11@correo.mx', curp: null }))).statusCode).toBe(202);
  });
});
