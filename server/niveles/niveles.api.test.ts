import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NIVEL_CLAVE_DUPLICADA, NIVEL_EN_USO, NIVEL_NOMBRE_DUPLICADO } from '../../shared/schemas/niveles';
import { auditLog, niveles } from '../db/schema';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';

describe('/api/niveles', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  await createRole(app, admin, 'lector de niveles', ['niveles.ver'], 'egresados');
  const lector = await userWithRoles(app, 'lector.niveles@universidad.mx', ['lector de niveles']);
  const list = (query = '', token = admin) => app.inject({ url: `/api/niveles?${query}`, headers: bearer(token) });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    app.inject({ method, url, headers: bearer(token), payload });
  const lastAudit = async (id: number) =>
    (await app.db.select().from(auditLog).where(and(eq(auditLog.recurso, 'niveles'), eq(auditLog.registroId, String(id)))).orderBy(desc(auditLog.id)))[0];

  it('lista los cinco niveles iniciales en su orden, con Content-Range y el número de programas', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('niveles 0-4/5');
    expect(res.json().map((n: { clave: string }) => n.clave)).toEqual(['TSU', 'LIC', 'ESP', 'MAE', 'DOC']);
    expect(res.json()[0]).toMatchObject({ nombre: 'Técnico Superior Universitario', orden: 1, activo: true, programas: 0 });
    const page = await list('sort=["nombre","ASC"]&range=[0,1]');
    expect(page.headers['content-range']).toBe('niveles 0-1/5');
    expect(page.json().map((n: { nombre: string }) => n.nombre)).toEqual(['Doctorado', 'Especialidad']);
  });

  it('filtra por texto sin acentos, por activo y por ids', async () => {
    const ids = async (filter: object) => (await list(`filter=${encodeURIComponent(JSON.stringify(filter))}`)).json().map((n: { clave: string }) => n.clave);
    expect(await ids({ q: 'maestria' })).toEqual(['MAE']);
    expect(await ids({ q: 'TECNICO superior' })).toEqual(['TSU']);
    expect(await ids({ activo: false })).toEqual([]);
    const [lic] = (await list('filter={"q":"lic"}')).json();
    expect(await ids({ id: [lic.id] })).toEqual(['LIC']);
  });

  it('pide sesión y permiso', async () => {
    expect((await app.inject({ url: '/api/niveles' })).statusCode).toBe(401);
    expect((await list('', lector)).statusCode).toBe(200);
    const refused = await send('POST', '/api/niveles', { nombre: 'Bachillerato', clave: 'BAC' }, lector);
    expect(refused.statusCode).toBe(403);
    expect(await app.db.select().from(niveles).where(eq(niveles.clave, 'BAC'))).toHaveLength(0);
  });

  it('crea, edita y elimina un nivel sin uso, y audita cada cambio', async () => {
    const created = await send('POST', '/api/niveles', { nombre: ' Posdoctorado ', clave: 'posdoc', orden: 6 });
    expect(created.statusCode, created.body).toBe(201);
    const nivel = created.json();
    expect(nivel).toMatchObject({ nombre: 'Posdoctorado', clave: 'POSDOC', orden: 6, activo: true, programas: 0 });
    expect(await lastAudit(nivel.id)).toMatchObject({ accion: 'crear', despues: { clave: 'POSDOC' } });

    const edited = await send('PUT', `/api/niveles/${nivel.id}`, { nombre: 'Estancia posdoctoral', clave: 'POSDOC', orden: 7, activo: false });
    expect(edited.json()).toMatchObject({ nombre: 'Estancia posdoctoral', orden: 7, activo: false });
    expect(await lastAudit(nivel.id)).toMatchObject({ accion: 'editar', antes: { nombre: 'Posdoctorado' }, despues: { nombre: 'Estancia posdoctoral' } });

    const deleted = await send('DELETE', `/api/niveles/${nivel.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: nivel.id, nombre: 'Estancia posdoctoral' });
    expect((await app.inject({ url: `/api/niveles/${nivel.id}`, headers: bearer(admin) })).statusCode).toBe(404);
    expect(await lastAudit(nivel.id)).toMatchObject({ accion: 'eliminar', antes: { nombre: 'Estancia posdoctoral' }, despues: null });
  });

  it('rechaza nombre y clave repetidos sin importar mayúsculas, con los dos errores a la vez', async () => {
    const res = await send('POST', '/api/niveles', { nombre: 'LICENCIATURA', clave: 'doc' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ nombre: [NIVEL_NOMBRE_DUPLICADO], clave: [NIVEL_CLAVE_DUPLICADA] });
    const [esp] = (await list('filter={"q":"especialidad"}')).json();
    const edit = await send('PUT', `/api/niveles/${esp.id}`, { nombre: 'Especialidad', clave: 'mae' });
    expect(edit.json().errors).toEqual({ clave: [NIVEL_CLAVE_DUPLICADA] });
    const same = await send('PUT', `/api/niveles/${esp.id}`, { nombre: 'especialidad', clave: 'ESP', orden: 3 });
    expect(same.statusCode).toBe(200);
    const bad = await send('POST', '/api/niveles', { nombre: '', clave: 'con espacio', orden: -1 });
    expect(bad.json().errors).toMatchObject({
      nombre: ['El nombre del nivel es obligatorio'],
      clave: ['La clave solo puede tener letras, números, puntos y guiones'],
      orden: ['El orden no puede ser negativo'],
    });
  });

  it('un nivel con programas no se elimina: 409 con el motivo, sin cambios', async () => {
    const [doc] = (await list('filter={"q":"doctorado"}')).json();
    const programa = await send('POST', '/api/programas', { clave: 'DCIE', nombre: 'Doctorado en Ciencias', nivelId: doc.id });
    expect(programa.statusCode).toBe(201);
    expect((await app.inject({ url: `/api/niveles/${doc.id}`, headers: bearer(admin) })).json().programas).toBe(1);
    const res = await send('DELETE', `/api/niveles/${doc.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: NIVEL_EN_USO });
    expect(await app.db.select().from(niveles).where(eq(niveles.id, doc.id))).toHaveLength(1);
    const sorted = await list('sort=["programas","DESC"]&range=[0,0]');
    expect(sorted.json()[0].clave).toBe('DOC');
  });

  it('404 para un nivel que no existe', async () => {
    expect((await send('PUT', '/api/niveles/99999', { nombre: 'X', clave: 'X' })).statusCode).toBe(404);
    expect((await send('DELETE', '/api/niveles/99999')).statusCode).toBe(404);
  });
});
