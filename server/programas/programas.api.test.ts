import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  NIVEL_INEXISTENTE, PROGRAMA_CLAVE_DUPLICADA, PROGRAMA_EN_USO, PROGRAMA_NOMBRE_DUPLICADO,
} from '../../shared/schemas/programas';
import { auditLog, egresados, programas } from '../db/schema';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';

describe('/api/programas', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  await createRole(app, admin, 'lector de programas', ['programas.ver'], 'egresados');
  const lector = await userWithRoles(app, 'lector.programas@universidad.mx', ['lector de programas']);
  const nivelId = async (clave: string) =>
    (await app.inject({ url: `/api/niveles?filter=${encodeURIComponent(JSON.stringify({ q: clave }))}`, headers: bearer(admin) })).json()[0].id as number;
  const [tsu, lic, mae] = [await nivelId('TSU'), await nivelId('LIC'), await nivelId('MAE')];
  const list = (query = '', token = admin) => app.inject({ url: `/api/programas?${query}`, headers: bearer(token) });
  const filtered = async (filter: object, sort = '["clave","ASC"]') =>
    (await list(`filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${sort}`)).json().map((p: { clave: string }) => p.clave);
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    app.inject({ method, url, headers: bearer(token), payload });
  const create = async (clave: string, nombre: string, nivel: number, activo = true) => {
    const res = await send('POST', '/api/programas', { clave, nombre, nivelId: nivel, activo });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  const isc = await create('isc', 'Ingeniería en Sistemas Computacionales', lic);
  const enf = await create('LENF', 'Enfermería', lic);
  const tenf = await create('TENF', 'Enfermería', tsu);
  const mad = await create('MAD', 'Maestría en Administración', mae, false);

  it('responde con el nombre del nivel y el número de egresados', async () => {
    expect(isc).toMatchObject({ clave: 'ISC', nombre: 'Ingeniería en Sistemas Computacionales', nivelId: lic, nivel: 'Licenciatura', activo: true, egresados: 0 });
    const res = await list('sort=["nombre","ASC"]&range=[0,1]');
    expect(res.headers['content-range']).toBe('programas 0-1/4');
    expect(res.json().map((p: { clave: string }) => p.clave)).toEqual([enf.clave, tenf.clave].sort());
  });

  it('filtra por clave o nombre sin acentos, por nivel (uno o varios), por activo y por ids', async () => {
    expect(await filtered({ q: 'ingenieria sistemas' })).toEqual(['ISC']);
    expect(await filtered({ q: 'enfermeria' })).toEqual(['LENF', 'TENF']);
    expect(await filtered({ q: 'mad' })).toEqual(['MAD']);
    expect(await filtered({ q: '50%_' })).toEqual([]);
    expect(await filtered({ nivelId: tsu })).toEqual(['TENF']);
    expect(await filtered({ nivelId: [tsu, mae] })).toEqual(['MAD', 'TENF']);
    expect(await filtered({ activo: false })).toEqual(['MAD']);
    expect(await filtered({ id: [isc.id, mad.id] })).toEqual(['ISC', 'MAD']);
  });

  it('ordena por nivel en el orden de los niveles', async () => {
    expect(await filtered({}, '["nivel","ASC"]')).toEqual(['TENF', 'ISC', 'LENF', 'MAD']);
    expect(await filtered({}, '["nivel","DESC"]')).toEqual(['MAD', 'LENF', 'ISC', 'TENF']);
  });

  it('pide sesión y permiso', async () => {
    expect((await app.inject({ url: '/api/programas' })).statusCode).toBe(401);
    expect((await list('', lector)).statusCode).toBe(200);
    expect((await send('PUT', `/api/programas/${isc.id}`, { clave: 'ISC', nombre: 'Otro', nivelId: lic }, lector)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/programas/${mad.id}`, undefined, lector)).statusCode).toBe(403);
  });

  it('clave única en todo el catálogo, nombre único dentro del nivel, nivel existente', async () => {
    const res = await send('POST', '/api/programas', { clave: 'lenf', nombre: 'ENFERMERÍA', nivelId: lic });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ clave: [PROGRAMA_CLAVE_DUPLICADA], nombre: [PROGRAMA_NOMBRE_DUPLICADO] });
    const missing = await send('POST', '/api/programas', { clave: 'NUEVO', nombre: 'Nuevo', nivelId: 99999 });
    expect(missing.json()).toEqual({ message: NIVEL_INEXISTENTE, errors: { nivelId: [NIVEL_INEXISTENTE] } });
    const moved = await send('PUT', `/api/programas/${tenf.id}`, { clave: 'TENF', nombre: 'Enfermería', nivelId: lic });
    expect(moved.json().errors).toEqual({ nombre: [PROGRAMA_NOMBRE_DUPLICADO] });
    const empty = await send('POST', '/api/programas', {});
    expect(empty.json().errors).toMatchObject({ clave: ['La clave es obligatoria'], nombre: ['El nombre del programa es obligatorio'], nivelId: ['Seleccione el nivel'] });
  });

  it('edita y audita antes y después', async () => {
    const res = await send('PUT', `/api/programas/${mad.id}`, { clave: 'MAD', nombre: 'Maestría en Administración de Negocios', nivelId: mae, activo: true });
    expect(res.json()).toMatchObject({ nombre: 'Maestría en Administración de Negocios', activo: true, nivel: 'Maestría' });
    const [entry] = await app.db.select().from(auditLog)
      .where(and(eq(auditLog.recurso, 'programas'), eq(auditLog.registroId, String(mad.id)))).orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ accion: 'editar', antes: { activo: false }, despues: { activo: true } });
  });

  it('un programa con egresados no se elimina; uno sin uso sí', async () => {
    await app.db.insert(egresados).values({ matricula: 'A1', nombre: 'Ana', apellidoPaterno: 'Ruiz', correo: 'ana@correo.mx', programaId: isc.id, anioEgreso: 2020 });
    const inUse = await send('DELETE', `/api/programas/${isc.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ message: PROGRAMA_EN_USO });
    expect((await app.inject({ url: `/api/programas/${isc.id}`, headers: bearer(admin) })).json().egresados).toBe(1);
    const free = await send('DELETE', `/api/programas/${tenf.id}`);
    expect(free.statusCode).toBe(200);
    expect(await app.db.select().from(programas).where(eq(programas.id, tenf.id))).toHaveLength(0);
    const [entry] = await app.db.select().from(auditLog).where(and(eq(auditLog.recurso, 'programas'), eq(auditLog.accion, 'eliminar')));
    expect(entry).toMatchObject({ registroId: String(tenf.id), antes: { clave: 'TENF' } });
  });
});
