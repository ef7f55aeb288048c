import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PLANTILLA_NOMBRE_DUPLICADO } from '../../shared/schemas/plantillas';
import { auditLog, campanas, outbox, plantillasCorreo } from '../db/schema';
import { seedEgresados } from '../egresados/test-support';
import { leerActualizacionToken } from '../registro/mails';
import { createRole } from '../roles/test-support';
import { ADMIN, adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { PLANTILLA_EN_USO } from './service';

const cuerpo = '<p>Hola {{nombre}}, egresado de {{programa}} ({{nivel}}).</p><p><a href="{{enlaceActualizacion}}">Actualice sus datos</a></p>';

describe('/api/plantillas', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  await createRole(app, admin, 'lector de plantillas', ['plantillas.ver'], 'egresados');
  await createRole(app, admin, 'redactor de plantillas', ['plantillas.ver', 'plantillas.editar'], 'egresados');
  const lector = await userWithRoles(app, 'lector.plantillas@universidad.mx', ['lector de plantillas']);
  const redactor = await userWithRoles(app, 'redactora.plantillas@universidad.mx', ['redactor de plantillas']);
  await createRole(app, admin, 'lector de plantillas y egresados', ['plantillas.ver', 'egresados.ver'], 'egresados');
  const lectorEgresados = await userWithRoles(app, 'lector.egresados@universidad.mx', ['lector de plantillas y egresados']);
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    app.inject({ method, url, headers: bearer(token), payload });
  const list = (query = '', token = admin) => app.inject({ url: `/api/plantillas?${query}`, headers: bearer(token) });
  const lastAudit = async (id: number) =>
    (await app.db.select().from(auditLog).where(and(eq(auditLog.recurso, 'plantillas'), eq(auditLog.registroId, String(id)))).orderBy(desc(auditLog.id)))[0];
  const crear = async (nombre: string, extra: object = {}) => {
    const res = await send('POST', '/api/plantillas', { nombre, asunto: 'Aviso para {{nombre}}', cuerpoHtml: cuerpo, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; nombre: string };
  };

  it('previews with sample values while there are no graduates', async () => {
    const res = await send('POST', '/api/plantillas/vista-previa', { asunto: 'Hola {{nombre}}', cuerpoHtml: cuerpo }, lector);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ asunto: 'Hola María', egresado: null });
    expect(res.json().html).toContain('Hola María, egresado de Licenciatura en Administración');
  });

  it('creates, lists, edits and deletes a template, auditing every change', async () => {
    const created = await send('POST', '/api/plantillas', { nombre: ' Bienvenida ', asunto: 'Hola {{ nombre }}', cuerpoHtml: cuerpo });
    expect(created.statusCode, created.body).toBe(201);
    const plantilla = created.json();
    expect(plantilla).toMatchObject({ nombre: 'Bienvenida', asunto: 'Hola {{ nombre }}', campanas: 0 });
    expect(plantilla.cuerpoHtml).toContain('<a href="{{enlaceActualizacion}}" target="_blank" rel="noopener noreferrer">');
    expect(await lastAudit(plantilla.id)).toMatchObject({ accion: 'crear', despues: { nombre: 'Bienvenida' } });

    await crear('Encuesta de seguimiento');
    const page = await list('sort=["nombre","ASC"]&range=[0,0]');
    expect(page.headers['content-range']).toBe('plantillas 0-0/2');
    expect(page.json().map((p: { nombre: string }) => p.nombre)).toEqual(['Bienvenida']);
    const found = await list(`filter=${encodeURIComponent(JSON.stringify({ q: 'ENCUESTA' }))}`);
    expect(found.json().map((p: { nombre: string }) => p.nombre)).toEqual(['Encuesta de seguimiento']);

    const edited = await send('PUT', `/api/plantillas/${plantilla.id}`, { nombre: 'Bienvenida 2026', asunto: 'Hola', cuerpoHtml: '<p>Nuevo</p>' }, redactor);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ nombre: 'Bienvenida 2026', cuerpoHtml: '<p>Nuevo</p>' });
    expect(await lastAudit(plantilla.id)).toMatchObject({ accion: 'editar', antes: { nombre: 'Bienvenida' }, despues: { nombre: 'Bienvenida 2026' } });
    expect((await app.inject({ url: `/api/plantillas/${plantilla.id}`, headers: bearer(lector) })).json()).toMatchObject({ asunto: 'Hola' });

    const deleted = await send('DELETE', `/api/plantillas/${plantilla.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await lastAudit(plantilla.id)).toMatchObject({ accion: 'eliminar', antes: { nombre: 'Bienvenida 2026' } });
    expect((await app.inject({ url: `/api/plantillas/${plantilla.id}`, headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('asks for a session and the right permission', async () => {
    expect((await app.inject({ url: '/api/plantillas' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/plantillas/prueba', payload: { asunto: 'a', cuerpoHtml: '<p>b</p>' } })).statusCode).toBe(401);
    expect((await list('', lector)).statusCode).toBe(200);
    expect((await send('POST', '/api/plantillas', { nombre: 'X', asunto: 'a', cuerpoHtml: '<p>b</p>' }, lector)).statusCode).toBe(403);
    expect((await send('POST', '/api/plantillas', { nombre: 'X', asunto: 'a', cuerpoHtml: '<p>b</p>' }, redactor)).statusCode).toBe(403);
    expect((await send('POST', '/api/plantillas/prueba', { asunto: 'a', cuerpoHtml: '<p>b</p>' }, lector)).statusCode).toBe(403);
    const { id } = await crear('Permisos');
    expect((await send('DELETE', `/api/plantillas/${id}`, undefined, redactor)).statusCode).toBe(403);
    expect(await app.db.select().from(plantillasCorreo).where(eq(plantillasCorreo.nombre, 'X'))).toHaveLength(0);
  });

  it('refuses unknown merge fields in the subject and the body with Spanish messages', async () => {
    const res = await send('POST', '/api/plantillas', { nombre: 'Mala', asunto: 'Hola {{nombres}}', cuerpoHtml: '<p>{{carrera}} y {{ciudad}}</p>' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.asunto).toEqual(['El campo {{nombres}} no existe. Use uno del menú «Insertar campo».']);
    expect(res.json().errors.cuerpoHtml).toEqual(['Los campos {{carrera}}, {{ciudad}} no existen. Use los del menú «Insertar campo».']);
    // Entities the sanitiser decodes cannot smuggle a field past the check.
    const hidden = await send('POST', '/api/plantillas', { nombre: 'Mala', asunto: 'Hola', cuerpoHtml: '<p>&#123;&#123;carrera&#125;&#125;</p>' });
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().errors.cuerpoHtml[0]).toContain('{{carrera}}');
    const preview = await send('POST', '/api/plantillas/vista-previa', { asunto: '{{x}}', cuerpoHtml: '<p>a</p>' });
    expect(preview.statusCode).toBe(422);
    expect(preview.json().errors.asunto[0]).toContain('{{x}}');
  });

  it('stores the body sanitised and refuses one that is empty after sanitising', async () => {
    const { id } = await crear('Limpieza', {
      cuerpoHtml: '<p onclick="alert(1)">Hola<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><ol><li data-list="bullet">uno</li></ol>',
    });
    const [row] = await app.db.select().from(plantillasCorreo).where(eq(plantillasCorreo.id, id));
    expect(row.cuerpoHtml).toBe('<p>Hola</p><a>x</a><ul><li>uno</li></ul>');
    const empty = await send('POST', '/api/plantillas', { nombre: 'Vacía', asunto: 'a', cuerpoHtml: '<script>alert(1)</script>' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.cuerpoHtml).toEqual(['El cuerpo del correo es obligatorio']);
  });

  it('refuses a duplicate name ignoring case', async () => {
    await crear('Boletín mensual');
    const res = await send('POST', '/api/plantillas', { nombre: 'BOLETÍN MENSUAL', asunto: 'a', cuerpoHtml: '<p>b</p>' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ nombre: [PLANTILLA_NOMBRE_DUPLICADO] });
    const { id } = await crear('Otro boletín');
    const rename = await send('PUT', `/api/plantillas/${id}`, { nombre: 'boletín mensual', asunto: 'a', cuerpoHtml: '<p>b</p>' });
    expect(rename.statusCode).toBe(422);
  });

  it('counts campaigns and refuses to delete a template an unfinished campaign needs', async () => {
    const { id } = await crear('Para campaña');
    const [campana] = await app.db.insert(campanas).values({ nombre: 'Campaña de prueba', plantillaId: id, estado: 'borrador' }).returning();
    expect((await app.inject({ url: `/api/plantillas/${id}`, headers: bearer(admin) })).json().campanas).toBe(1);
    const refused = await send('DELETE', `/api/plantillas/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PLANTILLA_EN_USO);
    await app.db.update(campanas).set({ estado: 'completada' }).where(eq(campanas.id, campana.id));
    expect((await send('DELETE', `/api/plantillas/${id}`)).statusCode).toBe(200);
    const [after] = await app.db.select().from(campanas).where(eq(campanas.id, campana.id));
    expect(after.plantillaId).toBeNull();
  });

  it('previews with a real graduate and sends a test to the signed-in user through the outbox', async () => {
    await seedEgresados(app, admin);
    const res = await send('POST', '/api/plantillas/vista-previa', { asunto: 'Hola {{nombreCompleto}}', cuerpoHtml: cuerpo }, lectorEgresados);
    expect(res.statusCode, res.body).toBe(200);
    const vista = res.json();
    expect(vista.egresado).toMatchObject({ id: expect.any(Number), nombreCompleto: expect.any(String) });
    expect(vista.asunto).toBe(`Hola ${vista.egresado.nombreCompleto}`);
    const link = /href="([^"]*\/egresados\/actualizacion\?token=[^"]+)"/.exec(vista.html)?.[1];
    expect(link).toBeTruthy();
    const token = decodeURIComponent(new URL(link!.replaceAll('&amp;', '&')).searchParams.get('token')!);
    expect(leerActualizacionToken(app, token)).toMatchObject({ id: vista.egresado.id });
    expect(vista.html).toContain('Dejar de recibir estos correos');
    expect(vista.text).toContain('/correo/baja');

    const ramon = await send('POST', '/api/plantillas/vista-previa', { asunto: '{{nombre}}', cuerpoHtml: '<p>{{programa}} · {{nivel}} · {{anioEgreso}}</p>', egresadoId: vista.egresado.id });
    expect(ramon.json().egresado.id).toBe(vista.egresado.id);
    const missing = await send('POST', '/api/plantillas/vista-previa', { asunto: 'a', cuerpoHtml: '<p>b</p>', egresadoId: 999999 });
    expect(missing.statusCode).toBe(404);

    // Without egresados.ver: sample values, and no graduate may be named.
    const ajena = await send('POST', '/api/plantillas/vista-previa', { asunto: 'Hola {{nombreCompleto}}', cuerpoHtml: cuerpo }, lector);
    expect(ajena.statusCode, ajena.body).toBe(200);
    expect(ajena.json().egresado).toBeNull();
    expect(ajena.json().html).not.toContain('/egresados/actualizacion?token=');
    const nombrada = await send('POST', '/api/plantillas/vista-previa', { asunto: 'a', cuerpoHtml: '<p>b</p>', egresadoId: vista.egresado.id }, lector);
    expect(nombrada.statusCode).toBe(403);

    const prueba = await send('POST', '/api/plantillas/prueba', { asunto: 'Hola {{nombre}}', cuerpoHtml: cuerpo }, redactor);
    expect(prueba.statusCode, prueba.body).toBe(202);
    expect(prueba.json()).toEqual({ enviadoA: 'redactora.plantillas@universidad.mx' });
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, 'redactora.plantillas@universidad.mx')).orderBy(desc(outbox.id));
    expect(mail.subject).toMatch(/^\[Prueba\] Hola /);
    expect(mail.html).toContain('Actualice sus datos');
    expect(mail.text).toContain('Dejar de recibir estos correos');
    const own = await send('POST', '/api/plantillas/prueba', { asunto: 'a', cuerpoHtml: '<p>b</p>' });
    expect(own.json()).toEqual({ enviadoA: ADMIN.email });
  });

  it('limits test sends per user', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await send('POST', '/api/plantillas/prueba', { asunto: `Prueba ${i}`, cuerpoHtml: '<p>b</p>' }, redactor)).statusCode);
    expect(codes).toContain(429);
    expect((await send('POST', '/api/plantillas/prueba', { asunto: 'a', cuerpoHtml: '<p>b</p>' }, admin)).statusCode).toBe(202);
  });
});
