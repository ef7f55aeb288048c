import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COHORTE_DUPLICADA } from '../../shared/schemas/reportes';
import { auditLog } from '../db/schema';
import { seedEgresados } from '../egresados/test-support';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { PROGRAMA_INEXISTENTE } from './service';

describe('/api/cohortes', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  const { programas, niveles } = await seedEgresados(app, admin);
  await createRole(app, admin, 'lector de generaciones', ['cohortes.ver'], 'egresados');
  const lector = await userWithRoles(app, 'lector.cohortes@universidad.mx', ['lector de generaciones']);
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    app.inject({ method, url, headers: bearer(token), payload });
  const list = (query = '', token = admin) => app.inject({ url: `/api/cohortes?${query}`, headers: bearer(token) });
  const lastAudit = async (id: number) =>
    (await app.db.select().from(auditLog).where(and(eq(auditLog.recurso, 'cohortes'), eq(auditLog.registroId, String(id)))).orderBy(desc(auditLog.id)))[0];

  const isc2020 = (await send('POST', '/api/cohortes', { programaId: programas.isc, anioEgreso: 2020, esperados: 30 })).json();
  const adm2019 = (await send('POST', '/api/cohortes', { programaId: programas.adm, anioEgreso: '2019', esperados: '12' })).json();
  const mba2023 = (await send('POST', '/api/cohortes', { programaId: programas.mba, anioEgreso: 2023, esperados: 8 })).json();

  it('crea con nombres de programa y nivel y el número de registrados, y lo audita', async () => {
    expect(isc2020).toMatchObject({
      programaId: programas.isc, programa: 'Ingeniería en Sistemas Computacionales', nivel: 'Licenciatura', anioEgreso: 2020, esperados: 30, registrados: 2,
    });
    expect(adm2019).toMatchObject({ anioEgreso: 2019, esperados: 12, registrados: 1 });
    expect(await lastAudit(isc2020.id)).toMatchObject({ accion: 'crear', despues: { esperados: 30 } });
    const one = await app.inject({ url: `/api/cohortes/${mba2023.id}`, headers: bearer(lector) });
    expect(one.json()).toMatchObject({ programa: 'Maestría en Administración', nivel: 'Maestría', registrados: 1 });
  });

  it('lista con Content-Range, orden y filtros q, programaId, anioEgreso y nivelId', async () => {
    const res = await list('', lector);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('cohortes 0-2/3');
    expect(res.json().map((c: { anioEgreso: number }) => c.anioEgreso)).toEqual([2023, 2020, 2019]);
    const ids = async (query: string) => (await list(query)).json().map((c: { id: number }) => c.id);
    expect(await ids('sort=["esperados","ASC"]')).toEqual([mba2023.id, adm2019.id, isc2020.id]);
    expect(await ids('sort=["registrados","DESC"]&range=[0,0]')).toEqual([isc2020.id]);
    expect(await ids('sort=["programa","ASC"]')).toEqual([adm2019.id, isc2020.id, mba2023.id]);
    const f = (filter: object) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;
    expect(await ids(f({ q: 'sistemas computacionales' }))).toEqual([isc2020.id]);
    expect(await ids(f({ programaId: programas.adm }))).toEqual([adm2019.id]);
    expect(await ids(f({ anioEgreso: [2019, 2023] }))).toEqual([mba2023.id, adm2019.id]);
    expect(await ids(f({ nivelId: niveles.mae }))).toEqual([mba2023.id]);
    expect(await ids(f({ id: [isc2020.id] }))).toEqual([isc2020.id]);
    const page = await list(`${f({ nivelId: niveles.lic })}&range=[1,1]`);
    expect(page.headers['content-range']).toBe('cohortes 1-1/2');
  });

  it('el mismo programa y año dos veces: 422 en anioEgreso; programa inexistente: 422 en programaId', async () => {
    const dup = await send('POST', '/api/cohortes', { programaId: programas.isc, anioEgreso: 2020, esperados: 5 });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ message: COHORTE_DUPLICADA, errors: { anioEgreso: [COHORTE_DUPLICADA] } });
    const edit = await send('PUT', `/api/cohortes/${adm2019.id}`, { programaId: programas.isc, anioEgreso: 2020, esperados: 5 });
    expect(edit.json().errors).toEqual({ anioEgreso: [COHORTE_DUPLICADA] });
    const missing = await send('POST', '/api/cohortes', { programaId: 99999, anioEgreso: 2020, esperados: 5 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ programaId: [PROGRAMA_INEXISTENTE] });
    const bad = await send('POST', '/api/cohortes', { programaId: '', anioEgreso: 1800, esperados: -1 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['anioEgreso', 'esperados', 'programaId']);
  });

  it('edita (el mismo año sigue permitido) y elimina, auditando cada cambio', async () => {
    const edited = await send('PUT', `/api/cohortes/${isc2020.id}`, { programaId: programas.isc, anioEgreso: 2020, esperados: 35 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ esperados: 35, registrados: 2 });
    expect(await lastAudit(isc2020.id)).toMatchObject({ accion: 'editar', antes: { esperados: 30 }, despues: { esperados: 35 } });
    const deleted = await send('DELETE', `/api/cohortes/${mba2023.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: mba2023.id, anioEgreso: 2023 });
    expect(await lastAudit(mba2023.id)).toMatchObject({ accion: 'eliminar', antes: { anioEgreso: 2023 }, despues: null });
    expect((await app.inject({ url: `/api/cohortes/${mba2023.id}`, headers: bearer(admin) })).statusCode).toBe(404);
    expect((await send('PUT', '/api/cohortes/99999', { programaId: programas.isc, anioEgreso: 2001, esperados: 1 })).statusCode).toBe(404);
    expect((await send('DELETE', '/api/cohortes/99999')).statusCode).toBe(404);
  });

  it('pide sesión y el permiso de cada acción', async () => {
    expect((await app.inject({ url: '/api/cohortes' })).statusCode).toBe(401);
    expect((await send('POST', '/api/cohortes', { programaId: programas.adm, anioEgreso: 2022, esperados: 3 }, lector)).statusCode).toBe(403);
    expect((await send('PUT', `/api/cohortes/${adm2019.id}`, { programaId: programas.adm, anioEgreso: 2019, esperados: 3 }, lector)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/cohortes/${adm2019.id}`, undefined, lector)).statusCode).toBe(403);
    expect((await list('', lector)).json().find((c: { id: number }) => c.id === adm2019.id).esperados).toBe(12);
  });
});
