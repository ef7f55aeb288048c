import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bajasCorreo, campanaDestinatarios, campanas } from '../db/schema';
import { datosDeEgresado, egresadoParaVistaPrevia } from '../plantillas/datos';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { SIN_SMTP } from './routes';
import { crearPlantilla, sembrarEgresados } from './test-support';

describe('/api/campanas', async () => {
  // The worker is off in tests; SMTP_URL only has to be set for sending to be allowed.
  const app = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  const admin = await adminToken(app);
  await createRole(app, admin, 'lector de campañas', ['campanas.ver'], 'egresados');
  await createRole(app, admin, 'operador de campañas', ['campanas.ver', 'campanas.crear', 'campanas.editar'], 'egresados');
  const lector = await userWithRoles(app, 'lector.campanas@universidad.mx', ['lector de campañas']);
  const operador = await userWithRoles(app, 'operador.campanas@universidad.mx', ['operador de campañas']);
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    app.inject({ method, url, headers: bearer(token), payload });
  const get = (url: string, token = admin) => app.inject({ url, headers: bearer(token) });
  const { programa } = await sembrarEgresados(app, 6);
  const plantilla = await crearPlantilla(app, { asunto: 'Hola {{nombre}}', cuerpoHtml: '<p>Hola {{nombreCompleto}}</p>' });
  const filtro = { programaId: programa.id, anioEgreso: 2020 };
  const crear = async (extra: object = {}, token = admin) => {
    const res = await send('POST', '/api/campanas', { nombre: 'Encuesta 2025', plantillaId: plantilla.id, filtro, ...extra }, token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const lastAudit = async (id: number) =>
    (await app.db.select().from(auditLog).where(and(eq(auditLog.recurso, 'campanas'), eq(auditLog.registroId, String(id)))).orderBy(desc(auditLog.id)))[0];

  it('counts the audience a filter reaches, unsubscribed addresses apart', async () => {
    await app.db.insert(bajasCorreo).values({ correo: 'persona0@correo.mx', origen: 'personal' });
    const res = await send('POST', '/api/campanas/audiencia', { filtro }, lector);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ total: 3, bajas: 1, destinatarios: 2 });
    const todos = await send('POST', '/api/campanas/audiencia', { filtro: { programaId: programa.id } }, lector);
    expect(todos.json()).toEqual({ total: 6, bajas: 1, destinatarios: 5 });
    const malo = await send('POST', '/api/campanas/audiencia', { filtro: { anioEgreso: 'dos mil' } });
    expect(malo.statusCode).toBe(422);
    await app.db.delete(bajasCorreo);
  });

  it('creates a draft, validating template, date and filter in Spanish, and audits it', async () => {
    const campana = await crear({}, operador);
    expect(campana).toMatchObject({
      nombre: 'Encuesta 2025', estado: 'borrador', plantillaId: plantilla.id, plantilla: plantilla.nombre, filtro,
      total: 0, enviados: 0, fallidos: 0, pendientes: 0, bajas: 0, usuarioEmail: 'operador.campanas@universidad.mx',
    });
    expect(await lastAudit(campana.id)).toMatchObject({ accion: 'crear' });

    const sinPlantilla = await send('POST', '/api/campanas', { nombre: 'X', plantillaId: 999999, filtro });
    expect(sinPlantilla.statusCode).toBe(422);
    expect(sinPlantilla.json().errors.plantillaId[0]).toMatch(/plantilla elegida no existe/);
    const pasada = await send('POST', '/api/campanas', { nombre: 'X', plantillaId: plantilla.id, programadaPara: '2020-01-01T10:00:00Z' });
    expect(pasada.statusCode).toBe(422);
    expect(pasada.json().errors.programadaPara[0]).toMatch(/ya pasó/);
    const sinNombre = await send('POST', '/api/campanas', { nombre: ' ', plantillaId: plantilla.id });
    expect(sinNombre.statusCode).toBe(422);
    expect(sinNombre.json().errors.nombre[0]).toMatch(/obligatorio/);
    const filtroMalo = await send('POST', '/api/campanas', { nombre: 'X', plantillaId: plantilla.id, filtro: { titulado: 'quizá' } });
    expect(filtroMalo.statusCode).toBe(422);
  });

  it('asks for a session and the right permission', async () => {
    expect((await app.inject({ url: '/api/campanas' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/campanas/1/enviar' })).statusCode).toBe(401);
    expect((await get('/api/campanas', lector)).statusCode).toBe(200);
    expect((await send('POST', '/api/campanas', { nombre: 'X', plantillaId: plantilla.id }, lector)).statusCode).toBe(403);
    const campana = await crear();
    expect((await send('POST', `/api/campanas/${campana.id}/enviar`, undefined, lector)).statusCode).toBe(403);
    expect((await send('POST', `/api/campanas/${campana.id}/cancelar`, undefined, operador)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/campanas/${campana.id}`, undefined, operador)).statusCode).toBe(403);
    expect((await send('POST', `/api/campanas/${campana.id}/borrar`)).statusCode).toBe(422);
  });

  it('lists with counts from one grouped query, sorts, filters and pages', async () => {
    const a = await crear({ nombre: 'Boletín de marzo' });
    await crear({ nombre: 'Invitación al foro' });
    const enviada = await send('POST', `/api/campanas/${a.id}/enviar`);
    expect(enviada.statusCode, enviada.body).toBe(200);
    expect(enviada.json()).toMatchObject({ estado: 'enviando', total: 3, pendientes: 3, enviados: 0 });
    const res = await get(`/api/campanas?sort=${encodeURIComponent('["nombre","ASC"]')}&range=[0,0]&filter=${encodeURIComponent(JSON.stringify({ q: 'boletin' }))}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('campanas 0-0/1');
    expect(res.json()[0]).toMatchObject({ id: a.id, total: 3, pendientes: 3 });
    const porEstado = await get(`/api/campanas?filter=${encodeURIComponent(JSON.stringify({ estado: 'enviando' }))}`);
    expect(porEstado.json().map((c: { id: number }) => c.id)).toContain(a.id);
    expect(porEstado.json().every((c: { estado: string }) => c.estado === 'enviando')).toBe(true);
  });

  it('enviar copies the template and writes the filtered audience with its merge values; edits and deletes only drafts', async () => {
    await app.db.insert(bajasCorreo).values({ correo: 'persona2@correo.mx', origen: 'enlace' });
    const campana = await crear();
    const put = await send('PUT', `/api/campanas/${campana.id}`, { nombre: 'Encuesta corregida', plantillaId: plantilla.id, filtro });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().nombre).toBe('Encuesta corregida');
    const leida = await get(`/api/campanas/${campana.id}`, lector);
    expect(leida.statusCode, leida.body).toBe(200);
    expect(leida.json()).toMatchObject({ nombre: 'Encuesta corregida', plantilla: plantilla.nombre, estado: 'borrador', total: 0, filtro });

    const res = await send('POST', `/api/campanas/${campana.id}/enviar`, undefined, operador);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ estado: 'enviando', total: 3, pendientes: 2, bajas: 1 });
    expect(res.json().iniciadaEn).toBeTruthy();
    const [row] = await app.db.select().from(campanas).where(eq(campanas.id, campana.id));
    expect(row).toMatchObject({ asunto: plantilla.asunto, cuerpoHtml: plantilla.cuerpoHtml, total: 3 });
    expect(await lastAudit(campana.id)).toMatchObject({ accion: 'editar', despues: { estado: 'enviando' } });

    const destinatarios = await app.db.select().from(campanaDestinatarios).where(eq(campanaDestinatarios.campanaId, campana.id)).orderBy(campanaDestinatarios.id);
    expect(destinatarios.map((d) => [d.correo, d.estado])).toEqual([
      ['persona0@correo.mx', 'pendiente'], ['persona2@correo.mx', 'baja'], ['persona4@correo.mx', 'pendiente'],
    ]);
    // The SQL copy of the merge values says what the templates' preview says, but for the links, which are signed
    // at send time and never stored (enlaceEncuesta only for seguimiento's invitations).
    const egresado = (await egresadoParaVistaPrevia(app.db, destinatarios[0].egresadoId!))!;
    const { enlaceActualizacion: _, enlaceEncuesta: __, ...esperado } = datosDeEgresado(egresado, '');
    expect(destinatarios[0].datos).toEqual(esperado);

    const lista = await get(`/api/campanas/${campana.id}/destinatarios?filter=${encodeURIComponent(JSON.stringify({ estado: 'pendiente' }))}`, lector);
    expect(lista.statusCode).toBe(200);
    expect(lista.headers['content-range']).toBe('destinatarios 0-1/2');
    expect(lista.json()[0]).toMatchObject({ campanaId: campana.id, correo: 'persona0@correo.mx', nombre: 'Nombre0 Paterno0', estado: 'pendiente', intentos: 0 });
    const busca = await get(`/api/campanas/${campana.id}/destinatarios?filter=${encodeURIComponent(JSON.stringify({ q: 'materno4' }))}`);
    expect(busca.json().map((d: { correo: string }) => d.correo)).toEqual(['persona4@correo.mx']);

    const editar = await send('PUT', `/api/campanas/${campana.id}`, { nombre: 'Otra', plantillaId: plantilla.id, filtro });
    expect(editar.statusCode).toBe(409);
    expect(editar.json().message).toMatch(/Solo se puede editar una campaña en borrador; esta está en estado «Enviando»/);
    const otraVez = await send('POST', `/api/campanas/${campana.id}/enviar`);
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json().message).toMatch(/«Enviando»/);
    const borrar = await send('DELETE', `/api/campanas/${campana.id}`);
    expect(borrar.statusCode).toBe(409);
    expect(borrar.json().message).toMatch(/Cancele la campaña/);
    await app.db.delete(bajasCorreo);
  });

  it('pauses, resumes and cancels following the allowed states', async () => {
    const campana = await crear();
    expect((await send('POST', `/api/campanas/${campana.id}/pausar`)).json().message).toMatch(/Solo se puede pausar.*«Borrador»/);
    expect((await send('POST', `/api/campanas/${campana.id}/reanudar`)).statusCode).toBe(409);
    await send('POST', `/api/campanas/${campana.id}/enviar`);
    expect((await send('POST', `/api/campanas/${campana.id}/pausar`)).json().estado).toBe('pausada');
    expect((await send('POST', `/api/campanas/${campana.id}/reanudar`)).json()).toMatchObject({ estado: 'enviando', total: 3 });
    const cancelada = await send('POST', `/api/campanas/${campana.id}/cancelar`);
    expect(cancelada.json()).toMatchObject({ estado: 'cancelada' });
    expect(cancelada.json().terminadaEn).toBeTruthy();
    expect((await send('POST', `/api/campanas/${campana.id}/cancelar`)).json().message).toMatch(/ya está en estado «Cancelada»/);
    expect((await send('DELETE', `/api/campanas/${campana.id}`)).statusCode).toBe(200);
    expect((await get(`/api/campanas/${campana.id}`)).statusCode).toBe(404);
    expect(await lastAudit(campana.id)).toMatchObject({ accion: 'eliminar' });
  });

  it('schedules a campaign with a future date; a paused one resumes as scheduled while the date is ahead', async () => {
    const futuro = new Date(Date.now() + 3600_000).toISOString();
    const campana = await crear({ programadaPara: futuro });
    const res = await send('POST', `/api/campanas/${campana.id}/enviar`);
    expect(res.json()).toMatchObject({ estado: 'programada', total: 0 });
    expect((await send('POST', `/api/campanas/${campana.id}/pausar`)).json().estado).toBe('pausada');
    expect((await send('POST', `/api/campanas/${campana.id}/reanudar`)).json().estado).toBe('programada');
    // Its date moved into the past while paused: resuming starts it, recipients written then.
    await send('POST', `/api/campanas/${campana.id}/pausar`);
    await app.db.update(campanas).set({ programadaPara: new Date(Date.now() - 1000) }).where(eq(campanas.id, campana.id));
    expect((await send('POST', `/api/campanas/${campana.id}/reanudar`)).json()).toMatchObject({ estado: 'enviando', total: 3 });
  });
});

describe('/api/campanas without a mail server', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);

  it('refuses to send, saying why, and leaves the campaign a draft', async () => {
    const { programa } = await sembrarEgresados(app, 2, 'sinsmtp');
    const plantilla = await crearPlantilla(app, { asunto: 'Hola', cuerpoHtml: '<p>Hola</p>' });
    const creada = await app.inject({ method: 'POST', url: '/api/campanas', headers: bearer(admin), payload: { nombre: 'Sin SMTP', plantillaId: plantilla.id, filtro: { programaId: programa.id } } });
    const enviar = await app.inject({ method: 'POST', url: `/api/campanas/${creada.json().id}/enviar`, headers: bearer(admin) });
    expect(enviar.statusCode).toBe(409);
    expect(enviar.json().message).toBe(SIN_SMTP);
    const [row] = await app.db.select().from(campanas).where(eq(campanas.id, creada.json().id));
    expect(row.estado).toBe('borrador');
  });
});
