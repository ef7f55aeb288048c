import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DUPLICADO } from '../../shared/schemas/egresados';
import { auditLog, egresados } from '../db/schema';
import { MENSAJE_NUL } from '../lib/sin-nul';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { PROGRAMA_INACTIVO, PROGRAMA_NO_EXISTE } from './service';
import { curp, egresadoPayload, seedEgresados } from './test-support';

describe('/api/egresados', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  const { niveles, programas, ramon, lucia, jose, sofia, andres } = await seedEgresados(app, admin);
  await createRole(app, admin, 'gestión de egresados', ['egresados.ver', 'egresados.editar', 'niveles.ver', 'programas.ver'], 'egresados');
  await createRole(app, admin, 'solo roles', ['roles.ver']);
  const gestor = await userWithRoles(app, 'gestor.egresados@universidad.mx', ['gestión de egresados']);
  const ajeno = await userWithRoles(app, 'ajeno@universidad.mx', ['solo roles']);

  const list = (query: string, token = admin) => app.inject({ url: `/api/egresados?${query}`, headers: bearer(token) });
  const matriculas = async (filter: object, sort = '["matricula","ASC"]') => {
    const res = await list(`filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(sort)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().map((e: { matricula: string }) => e.matricula);
  };
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    app.inject({ method, url, headers: bearer(token), payload });
  const audits = (id: number) =>
    app.db.select().from(auditLog).where(and(eq(auditLog.recurso, 'egresados'), eq(auditLog.registroId, String(id)))).orderBy(desc(auditLog.id));

  it('crea con los valores normalizados, origen captura, sin verificar, con programa y nivel, y lo audita', async () => {
    expect(ramon).toMatchObject({
      matricula: 'L2020001', nombre: 'Ramón', apellidoPaterno: 'Núñez', telefono: '5512345678', sexo: 'H',
      fechaNacimiento: '1998-03-14', fechaEgreso: '2020-07-15', programaId: programas.isc, programa: 'Ingeniería en Sistemas Computacionales',
      programaClave: 'ISC', nivelId: niveles.lic, nivel: 'Licenciatura', origen: 'captura', verificado: false, verificadoEn: null,
    });
    expect(lucia).toMatchObject({ matricula: 'L2019002', correo: 'lucia.perez@correo.mx', sexo: 'M', titulado: true, situacionLaboral: 'emprendedor', entidadFederativa: 'JC' });
    expect(Object.keys(ramon).sort()).toEqual([
      'anioEgreso', 'apellidoMaterno', 'apellidoPaterno', 'avisoPrivacidadAceptadoEn', 'avisoPrivacidadVersion', 'correo', 'createdAt', 'curp',
      'empresa', 'entidadFederativa', 'fechaEgreso', 'fechaNacimiento', 'fechaTitulacion', 'id', 'matricula', 'nivel', 'nivelId', 'nombre',
      'origen', 'programa', 'programaClave', 'programaId', 'puesto', 'sexo', 'situacionLaboral', 'telefono', 'titulado', 'updatedAt', 'verificado', 'verificadoEn',
    ]);
    const [entry] = await audits(ramon.id);
    expect(entry).toMatchObject({ accion: 'crear', actorEmail: 'admin@universidad.mx', antes: null, despues: { matricula: 'L2020001', programa: 'Ingeniería en Sistemas Computacionales' } });
  });

  it('pide sesión; sin permiso 403; crear y eliminar solo para administradores', async () => {
    for (const [method, url] of [['GET', '/api/egresados'], ['GET', `/api/egresados/${ramon.id}`], ['POST', '/api/egresados'], ['PUT', `/api/egresados/${ramon.id}`], ['DELETE', `/api/egresados/${ramon.id}`], ['GET', '/api/egresados/exportar']] as const) {
      expect((await app.inject({ method, url, payload: method === 'POST' || method === 'PUT' ? {} : undefined })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await list('', ajeno)).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/egresados/${ramon.id}`, headers: bearer(ajeno) })).statusCode).toBe(403);
    expect((await list('', gestor)).statusCode).toBe(200);
    const create = await send('POST', '/api/egresados', egresadoPayload({ matricula: 'G1', correo: 'g1@correo.mx', programaId: programas.isc }), gestor);
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe('No tiene permiso para realizar esta acción');
    expect((await send('DELETE', `/api/egresados/${ramon.id}`, undefined, gestor)).statusCode).toBe(403);
    expect(await app.db.select().from(egresados).where(eq(egresados.matricula, 'G1'))).toHaveLength(0);
    expect(await app.db.select().from(egresados).where(eq(egresados.id, ramon.id))).toHaveLength(1);
  });

  it('pagina con Content-Range y ordena por cada columna permitida', async () => {
    const page = await list('sort=["matricula","ASC"]&range=[0,1]');
    expect(page.headers['content-range']).toBe('egresados 0-1/5');
    expect(page.json().map((e: { matricula: string }) => e.matricula)).toEqual(['L2019002', 'L2020001']);
    const last = await list('sort=["matricula","ASC"]&range=[4,9]');
    expect(last.headers['content-range']).toBe('egresados 4-4/5');
    expect(await matriculas({}, '["nombre","ASC"]')).toEqual(['L2021005', 'M2023003', 'L2019002', 'L2020001', 'L2020004']);
    expect(await matriculas({}, '["apellidoPaterno","ASC"]')).toEqual(['M2023003', 'L2021005', 'L2020001', 'L2019002', 'L2020004']);
    expect(await matriculas({}, '["anioEgreso","DESC"]')).toEqual(['M2023003', 'L2021005', 'L2020004', 'L2020001', 'L2019002']);
    expect(await matriculas({}, '["programa","ASC"]')).toEqual(['L2019002', 'L2021005', 'L2020001', 'L2020004', 'M2023003']);
    expect((await matriculas({}, '["nivel","DESC"]'))[0]).toBe('M2023003');
    expect(await matriculas({}, '["createdAt","DESC"]')).toEqual(['L2021005', 'L2020004', 'M2023003', 'L2019002', 'L2020001']);
    expect(await matriculas({}, '["correo","ASC"]')).toEqual(['L2021005', 'M2023003', 'L2019002', 'L2020001', 'L2020004']);
    const defaultOrder = await list('');
    expect(defaultOrder.json()[0].matricula).toBe('L2021005');
  });

  it('busca en nombres, matrícula, CURP y correo sin distinguir acentos ni mayúsculas', async () => {
    expect(await matriculas({ q: 'nunez' })).toEqual(['L2020001']);
    expect(await matriculas({ q: 'NÚÑEZ ramon' })).toEqual(['L2020001']);
    expect(await matriculas({ q: 'ramon perez' })).toEqual([]);
    expect(await matriculas({ q: 'zuniga' })).toEqual(['L2020004']);
    expect(await matriculas({ q: 'jose maria angeles' })).toEqual(['M2023003']);
    expect(await matriculas({ q: 'l2020' })).toEqual(['L2020001', 'L2020004']);
    expect(await matriculas({ q: 'pegl970512' })).toEqual(['L2019002']);
    expect(await matriculas({ q: 'lucia.perez@correo' })).toEqual(['L2019002']);
    expect(await matriculas({ q: '  ' })).toHaveLength(5);
    // LIKE wildcards are searched as text: '_' only finds the address that has one.
    expect(await matriculas({ q: 'sofia_' })).toEqual(['L2020004']);
    expect(await matriculas({ q: 'a_a' })).toEqual([]);
    expect(await matriculas({ q: '100%' })).toEqual([]);
    const count = await list(`filter=${encodeURIComponent('{"q":"correo.mx"}')}&range=[0,1]`);
    expect(count.headers['content-range']).toBe('egresados 0-1/5');
  });

  it('filtra por programa, nivel, año, titulado, situación laboral, verificado, origen e ids, con valores sueltos o listas', async () => {
    await app.db.update(egresados).set({ verificado: true, origen: 'registro' }).where(eq(egresados.id, lucia.id));
    expect(await matriculas({ programaId: programas.isc })).toEqual(['L2020001', 'L2020004']);
    expect(await matriculas({ programaId: [programas.adm, programas.mba] })).toEqual(['L2019002', 'L2021005', 'M2023003']);
    expect(await matriculas({ nivelId: niveles.mae })).toEqual(['M2023003']);
    expect(await matriculas({ nivelId: [niveles.lic] })).toHaveLength(4);
    expect(await matriculas({ nivelId: [niveles.lic, String(niveles.mae)] })).toHaveLength(5);
    expect(await matriculas({ nivelId: [] })).toEqual([]);
    expect(await matriculas({ anioEgreso: 2020 })).toEqual(['L2020001', 'L2020004']);
    expect(await matriculas({ anioEgreso: [2019, '2023'] })).toEqual(['L2019002', 'M2023003']);
    expect(await matriculas({ titulado: true })).toEqual(['L2019002', 'L2021005']);
    expect(await matriculas({ titulado: 'false' })).toEqual(['L2020001', 'L2020004', 'M2023003']);
    expect(await matriculas({ situacionLaboral: 'estudiando' })).toEqual(['M2023003']);
    expect(await matriculas({ situacionLaboral: ['empleado', 'desempleado'] })).toEqual(['L2020001', 'L2021005']);
    expect(await matriculas({ verificado: true })).toEqual(['L2019002']);
    expect(await matriculas({ origen: 'registro' })).toEqual(['L2019002']);
    expect(await matriculas({ origen: ['captura', 'carga_masiva'] })).toHaveLength(4);
    expect(await matriculas({ id: [jose.id, andres.id] })).toEqual(['L2021005', 'M2023003']);
    expect(await matriculas({ q: 'correo', programaId: programas.isc, anioEgreso: 2020, titulado: false })).toEqual(['L2020001', 'L2020004']);
    await app.db.update(egresados).set({ verificado: false, origen: 'captura' }).where(eq(egresados.id, lucia.id));
  });

  it('GET /:id y 404', async () => {
    const res = await app.inject({ url: `/api/egresados/${jose.id}`, headers: bearer(gestor) });
    expect(res.json()).toMatchObject({ id: jose.id, nivel: 'Maestría', programaClave: 'MBA' });
    const missing = await app.inject({ url: '/api/egresados/99999', headers: bearer(admin) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'El egresado no existe' });
  });

  it('detecta matrícula, CURP y correo repetidos a la vez, con el id del registro existente', async () => {
    const res = await send('POST', '/api/egresados', egresadoPayload({
      matricula: 'l2020001', curp: lucia.curp.toLowerCase(), correo: 'JM.Angeles@correo.mx', programaId: programas.isc,
    }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: DUPLICADO.matricula,
      errors: { matricula: [DUPLICADO.matricula], curp: [DUPLICADO.curp], correo: [DUPLICADO.correo] },
      duplicados: [{ campo: 'matricula', id: ramon.id }, { campo: 'curp', id: lucia.id }, { campo: 'correo', id: jose.id }],
    });
    const edit = await send('PUT', `/api/egresados/${sofia.id}`, egresadoPayload({ ...sofia, correo: 'ANDRES.BARRON@correo.mx' }), gestor);
    expect(edit.statusCode).toBe(422);
    expect(edit.json()).toMatchObject({ errors: { correo: [DUPLICADO.correo] }, duplicados: [{ campo: 'correo', id: andres.id }] });
    const own = await send('PUT', `/api/egresados/${lucia.id}`, egresadoPayload({ ...lucia, puesto: 'Directora' }), gestor);
    expect(own.statusCode, own.body).toBe(200);
  });

  it('el programa debe existir; uno inactivo no se elige en un alta pero puede quedarse en un registro', async () => {
    const missing = await send('POST', '/api/egresados', egresadoPayload({ matricula: 'N1', correo: 'n1@correo.mx', programaId: 99999 }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ programaId: [PROGRAMA_NO_EXISTE] });
    const inactive = await send('POST', '/api/egresados', egresadoPayload({ matricula: 'N1', correo: 'n1@correo.mx', programaId: programas.old }));
    expect(inactive.json().errors).toEqual({ programaId: [PROGRAMA_INACTIVO] });
    const moveToInactive = await send('PUT', `/api/egresados/${sofia.id}`, egresadoPayload({ ...sofia, programaId: programas.old }), gestor);
    expect(moveToInactive.json().errors).toEqual({ programaId: [PROGRAMA_INACTIVO] });
    await app.db.update(egresados).set({ programaId: programas.old }).where(eq(egresados.id, sofia.id));
    const stay = await send('PUT', `/api/egresados/${sofia.id}`, egresadoPayload({ ...sofia, programaId: programas.old, puesto: 'Docente' }), gestor);
    expect(stay.statusCode, stay.body).toBe(200);
    expect(stay.json()).toMatchObject({ programaId: programas.old, programaClave: 'OLD', puesto: 'Docente' });
    await app.db.update(egresados).set({ programaId: programas.isc }).where(eq(egresados.id, sofia.id));
  });

  it('valida con mensajes en español por campo', async () => {
    const res = await send('POST', '/api/egresados', {
      matricula: '', apellidoPaterno: '  ', correo: 'no-es-correo', curp: curp('PEGL970512MJCRMC0').slice(0, 17) + '9',
      telefono: '123', programaId: '', anioEgreso: 1800, fechaNacimiento: '31/02/1990', titulado: 'quizá',
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors).toMatchObject({
      matricula: ['La matrícula es obligatoria'],
      nombre: ['El nombre es obligatorio'],
      apellidoPaterno: ['El apellido paterno es obligatorio'],
      telefono: ['El teléfono debe tener 10 dígitos'],
      programaId: ['Seleccione el programa'],
      titulado: ['Titulado debe ser Sí o No'],
      fechaNacimiento: ['Fecha de nacimiento: escriba una fecha válida (dd/mm/aaaa)'],
    });
    expect(errors.curp[0]).toMatch(/dígito verificador/);
    expect(errors.correo).toHaveLength(1);
    expect(errors.anioEgreso[0]).toMatch(/entre 1950/);
    const fechas = await send('POST', '/api/egresados', egresadoPayload({ matricula: 'F1', correo: 'f1@correo.mx', programaId: programas.isc, fechaEgreso: '2019-07-01', fechaTitulacion: '2021-01-01' }));
    expect(fechas.json().errors).toEqual({
      fechaEgreso: ['La fecha de egreso no coincide con el año de egreso'],
      fechaTitulacion: ['Solo un egresado titulado tiene fecha de titulación'],
    });
  });

  it('rechaza saltos de línea y caracteres de control en nombres y texto de una línea, sin guardar nada', async () => {
    const res = await send('POST', '/api/egresados', egresadoPayload({
      matricula: 'CTRL1', correo: 'ctrl1@correo.mx', programaId: programas.isc, nombre: 'Eva\r\nBcc: x@y', apellidoPaterno: 'Luna\tSol', puesto: 'Jefa\u2028de área',
    }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      nombre: ['El nombre no puede contener saltos de línea ni caracteres de control'],
      apellidoPaterno: ['El apellido paterno no puede contener saltos de línea ni caracteres de control'],
      puesto: ['El puesto no puede contener saltos de línea ni caracteres de control'],
    });
    expect(await app.db.select().from(egresados).where(eq(egresados.matricula, 'CTRL1'))).toHaveLength(0);
    const editado = await send('PUT', `/api/egresados/${ramon.id}`, egresadoPayload({ programaId: programas.isc, nombre: 'Ramón\u0000' }));
    // A NUL is refused before validation, for every text input alike (server/lib/sin-nul.ts), still next to its field.
    expect([editado.statusCode, editado.json().errors?.nombre]).toEqual([422, [MENSAJE_NUL]]);
  });

  it('al cambiar el correo el registro deja de estar verificado; otros cambios lo conservan; todo se audita', async () => {
    await app.db.update(egresados).set({ verificado: true, verificadoEn: new Date() }).where(eq(egresados.id, andres.id));
    const same = await send('PUT', `/api/egresados/${andres.id}`, egresadoPayload({ ...andres, puesto: 'Gerente', situacionLaboral: 'Empleado' }), gestor);
    expect(same.json()).toMatchObject({ verificado: true, puesto: 'Gerente', situacionLaboral: 'empleado' });
    const changed = await send('PUT', `/api/egresados/${andres.id}`, egresadoPayload({ ...same.json(), correo: 'andres.nuevo@correo.mx' }), gestor);
    expect(changed.json()).toMatchObject({ verificado: false, verificadoEn: null, correo: 'andres.nuevo@correo.mx' });
    const [last, previous] = await audits(andres.id);
    expect(last).toMatchObject({ accion: 'editar', actorEmail: 'gestor.egresados@universidad.mx', antes: { correo: 'andres.barron@correo.mx', verificado: true }, despues: { correo: 'andres.nuevo@correo.mx', verificado: false } });
    expect(previous).toMatchObject({ accion: 'editar', antes: { puesto: 'Analista' }, despues: { puesto: 'Gerente' } });
    const unchanged = await send('PUT', `/api/egresados/${andres.id}`, egresadoPayload({ ...changed.json() }), gestor);
    expect(unchanged.statusCode).toBe(200);
    expect(await audits(andres.id)).toHaveLength(3);
  });

  it('de dos altas simultáneas con la misma matrícula, una se guarda y la otra recibe el duplicado', async () => {
    const values = egresadoPayload({ matricula: 'R1', correo: 'r1@correo.mx', programaId: programas.isc });
    const results = await Promise.all([send('POST', '/api/egresados', values), send('POST', '/api/egresados', values)]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 422]);
    const refused = results.find((r) => r.statusCode === 422)!.json();
    expect(refused.duplicados).toContainEqual({ campo: 'matricula', id: results.find((r) => r.statusCode === 201)!.json().id });
  });

  it('DELETE (administrador) borra el registro y audita el antes', async () => {
    const created = await send('POST', '/api/egresados', egresadoPayload({ matricula: 'B1', correo: 'borrar@correo.mx', programaId: programas.isc }));
    const id = created.json().id;
    const res = await send('DELETE', `/api/egresados/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, matricula: 'B1' });
    expect(await app.db.select().from(egresados).where(eq(egresados.id, id))).toHaveLength(0);
    const [entry] = await audits(id);
    expect(entry).toMatchObject({ accion: 'eliminar', antes: { matricula: 'B1', correo: 'borrar@correo.mx' }, despues: null });
    expect((await send('DELETE', `/api/egresados/${id}`)).statusCode).toBe(404);
  });
});
