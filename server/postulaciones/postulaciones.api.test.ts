import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POSTULACION_DUPLICADA } from '../../shared/schemas/postulaciones';
import { archivos, auditLog, convocatorias, outbox, postulaciones } from '../db/schema';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import {
  EXE, PDF, PNG, crearCategoria, crearConvocatoria, datosPostulacion, enviarRegistro,
} from './test-support';
import { pdfDePrueba } from '../test/pdf';
import { folioDe } from './registro';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postulaciones-'));
const enDisco = () => fs.readdirSync(filesDir, { recursive: true }).filter((f) => fs.statSync(path.join(filesDir, String(f))).isFile()).length;

describe('postulaciones: convocatorias, categorías, registro público y revisión', async () => {
  const app = await buildTestApp({ FILES_DIR: filesDir });
  const admin = await adminToken(app);
  await createRole(app, admin, 'lector de postulaciones', ['postulaciones.ver'], 'postulaciones');
  const lector = await userWithRoles(app, 'lector.post@universidad.mx', ['lector de postulaciones']);
  const filas = async () => (await app.db.select({ n: count() }).from(postulaciones))[0].n;
  const archivosFilas = async () => (await app.db.select({ n: count() }).from(archivos))[0].n;

  const conv = await crearConvocatoria(app, admin);
  const cat = await crearCategoria(app, admin, conv.id);

  it('sanea la descripción, deriva el año y lista con Content-Range', async () => {
    const res = await app.inject({ url: `/api/convocatorias/${conv.id}`, headers: bearer(admin) });
    expect(res.json().descripcion).not.toContain('<script');
    expect(res.json()).toMatchObject({ prefijo: 'PUM', estado: 'abierta', categorias: 1 });
    const list = await app.inject({ url: `/api/categorias?filter=${encodeURIComponent(JSON.stringify({ convocatoriaId: conv.id }))}`, headers: bearer(admin) });
    expect(list.headers['content-range']).toBe('categorias 0-0/1');
    expect(list.json()[0].criterios[0].id).toMatch(/^[a-z0-9-]+$/);
  });

  it('rechaza pesos que no suman 100 con un 422 en español', async () => {
    const res = await app.inject({
      method: 'POST', url: '/api/categorias', headers: bearer(admin),
      payload: { convocatoriaId: conv.id, nombre: 'Emprendimiento', elegibles: ['egresado'], criterios: [{ nombre: 'A', peso: 50 }, { nombre: 'B', peso: 30 }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.criterios[0]).toBe('Los pesos de los criterios deben sumar 100 % (suman 80 %)');
  });

  it('copia la convocatoria a la siguiente edición con sus categorías y criterios', async () => {
    const res = await app.inject({ method: 'POST', url: `/api/convocatorias/${conv.id}/copiar`, headers: bearer(admin), payload: {} });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ nombre: 'Premio al Mérito Universitario 2028', estado: 'borrador', anio: conv.anio + 1, categorias: 1 });
    const cats = await app.inject({ url: `/api/categorias?filter={"convocatoriaId":${res.json().id}}`, headers: bearer(admin) });
    expect(cats.json()[0].criterios.map((c: { nombre: string }) => c.nombre)).toEqual(['Impacto', 'Trayectoria']);
    const salto = await app.inject({ method: 'PUT', url: `/api/convocatorias/${res.json().id}`, headers: bearer(admin), payload: { ...(res.json() as object), estado: 'en_evaluacion' } });
    expect(salto.statusCode).toBe(422);
  });

  it('publica la convocatoria abierta con sus categorías', async () => {
    const res = await app.inject({ url: '/api/postulaciones/convocatoria' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ convocatoria: { id: conv.id, categorias: [{ id: cat.id, documentos: [{ clave: 'cv' }, { clave: 'foto' }] }] }, aviso: null });
  });

  it('registra una postulación con dos documentos: folio, historial, enlace al egresado oculto y correos', async () => {
    const antes = await app.db.select({ n: count() }).from(outbox);
    const res = await enviarRegistro(app, datosPostulacion(cat.id), { cv: { data: PDF, name: 'cv.pdf' }, foto: { data: PNG, name: 'foto.png' } });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.folio).toBe(`PUM-${conv.anio}-000001`);
    expect(body.documentos).toHaveLength(2);
    expect(body).not.toHaveProperty('egresadoId');
    expect(body).not.toHaveProperty('id');
    const [p] = await app.db.select().from(postulaciones).where(eq(postulaciones.folio, body.folio));
    expect(p.semblanza).not.toContain('onerror');
    expect(p).toMatchObject({ aceptacion: 'pendiente', avisoPrivacidadVersion: expect.any(String), correo: 'maria.perez@correo.mx' });
    const despues = await app.db.select({ n: count() }).from(outbox);
    expect(despues[0].n - antes[0].n).toBe(2);
    const correos = await app.db.select().from(outbox).orderBy(desc(outbox.id)).limit(2);
    expect(correos.map((c) => c.to).sort()).toEqual(['luis.gomez@correo.mx', 'maria.perez@correo.mx']);
    expect(correos.find((c) => c.to === 'maria.perez@correo.mx')!.text).toContain('/postulaciones/aceptacion?token=');
  });

  it('rechaza un ejecutable renombrado, un archivo grande y un documento obligatorio faltante, sin dejar nada', async () => {
    const [f0, a0, d0] = [await filas(), await archivosFilas(), enDisco()];
    const exe = await enviarRegistro(app, datosPostulacion(cat.id, { postulante: { ...datosPostulacion(cat.id).postulante, correo: 'otra@correo.mx' } }), {
      cv: { data: EXE, name: 'cv.pdf' }, foto: { data: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), name: 'foto.png' },
    });
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors.cv[0]).toContain('PDF');
    expect(exe.json().errors.foto[0]).toContain('1 MB');
    const falta = await enviarRegistro(app, datosPostulacion(cat.id, { postulante: { ...datosPostulacion(cat.id).postulante, correo: 'otra@correo.mx' } }), {});
    expect(falta.statusCode).toBe(422);
    expect(falta.json().errors.cv).toEqual(['Este documento es obligatorio']);
    const malos = await enviarRegistro(app, { categoriaId: cat.id, postulante: { nombre: 'A\nB', correo: 'x', vinculo: 'egresado' }, nominador: { tipo: 'tercero' }, semblanza: '' });
    expect(malos.statusCode).toBe(422);
    expect(Object.keys(malos.json().errors)).toEqual(expect.arrayContaining(['postulante.nombre', 'postulante.correo', 'nominador.nombre', 'semblanza', 'avisoPrivacidad']));
    expect(malos.json().errors['postulante.nombre'][0]).toContain('saltos de línea');
    expect([await filas(), await archivosFilas(), enDisco()]).toEqual([f0, a0, d0]);
  });

  it('rechaza un documento PDF con JavaScript (issue 19), sin dejar nada', async () => {
    const [f0, a0, d0] = [await filas(), await archivosFilas(), enDisco()];
    const pdf = pdfDePrueba({ objStm: true, catalogo: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' });
    const res = await enviarRegistro(app, datosPostulacion(cat.id, { postulante: { ...datosPostulacion(cat.id).postulante, correo: 'js@correo.mx' } }), {
      cv: { data: pdf, name: 'cv.pdf' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cv[0]).toMatch(/contenido activo/);
    expect([await filas(), await archivosFilas(), enDisco()]).toEqual([f0, a0, d0]);
  });

  it('una postulación duplicada (mismo correo y categoría) recibe 409 y no deja archivos', async () => {
    const [a0, d0] = [await archivosFilas(), enDisco()];
    const res = await enviarRegistro(app, datosPostulacion(cat.id, { postulante: { ...datosPostulacion(cat.id).postulante, correo: 'MARIA.PEREZ@correo.mx' } }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(new RegExp(`^${POSTULACION_DUPLICADA}\\. Si usted ya la envió`));
    expect([await archivosFilas(), enDisco()]).toEqual([a0, d0]);
  });

  it('después del cierre (reloj del servidor) la rechaza con 409', async () => {
    const vencida = await crearConvocatoria(app, admin, {
      nombre: 'Premio Vencido', prefijo: 'VEN', apertura: new Date(Date.now() - 3 * 86400_000).toISOString(),
      cierre: new Date(Date.now() + 86400_000).toISOString(),
    });
    const c = await crearCategoria(app, admin, vencida.id, { nombre: 'Joven egresado' });
    await app.db.update(convocatorias).set({ cierre: new Date(Date.now() - 1000) }).where(eq(convocatorias.id, vencida.id));
    const d0 = enDisco();
    const res = await enviarRegistro(app, datosPostulacion(c.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/no está abierta/);
    expect(enDisco()).toBe(d0);
  });

  // Two connections at once: PGlite has one, and the lock below would wait for itself.
  it.skipIf(!process.env.TEST_DATABASE_URL)('la convocatoria que se cierra mientras un envío espera su folio lo rechaza con 409, sin filas, correos ni archivos', async () => {
    const tardia = await crearConvocatoria(app, admin, { nombre: 'Premio Tardío', prefijo: 'TAR' });
    const c = await crearCategoria(app, admin, tardia.id, { nombre: 'Trayectoria' });
    const [a0, d0, o0] = [await archivosFilas(), enDisco(), (await app.db.select({ n: count() }).from(outbox))[0].n];
    let envio: Promise<{ statusCode: number; json(): { message: string } }> | undefined;
    // Staff close the call while holding its row: the submission, past its first check, waits for the lock, and
    // must see the new deadline once it has it.
    await app.db.transaction(async (tx) => {
      await tx.update(convocatorias).set({ cierre: new Date(Date.now() - 1000) }).where(eq(convocatorias.id, tardia.id));
      envio = enviarRegistro(app, datosPostulacion(c.id, { nominador: { tipo: 'propia' } }), undefined, { ip: '10.0.3.1' });
      for (let i = 0; ; i++) {
        const { rows } = (await app.db.execute(sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%folio_siguiente%'`)) as unknown as { rows: unknown[] };
        if (rows.length) break;
        if (i > 400) throw new Error('el envío no llegó a esperar el folio');
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    const res = await envio!;
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/no está abierta/);
    expect(await app.db.select({ id: postulaciones.id }).from(postulaciones).where(eq(postulaciones.convocatoriaId, tardia.id))).toEqual([]);
    expect([await archivosFilas(), enDisco(), (await app.db.select({ n: count() }).from(outbox))[0].n]).toEqual([a0, d0, o0]);
    const [despues] = await app.db.select({ n: convocatorias.folioSiguiente }).from(convocatorias).where(eq(convocatorias.id, tardia.id));
    expect(despues.n).toBe(1);
  });

  it('el campo trampa responde como si nada y no guarda', async () => {
    const f0 = await filas();
    const res = await enviarRegistro(app, datosPostulacion(cat.id, { sitioWeb: 'http://spam', postulante: { ...datosPostulacion(cat.id).postulante, correo: 'bot@spam.mx' } }));
    expect(res.statusCode).toBe(201);
    expect(res.json().folio).toMatch(new RegExp(`^PUM-${conv.anio}-\\d{6}$`));
    expect(await filas()).toBe(f0);
  });

  it('folios únicos y consecutivos bajo concurrencia, y un solo duplicado gana', async () => {
    const envios = Array.from({ length: 8 }, (_, i) =>
      enviarRegistro(app, datosPostulacion(cat.id, { postulante: { ...datosPostulacion(cat.id).postulante, correo: `conc${i}@correo.mx` }, nominador: { tipo: 'propia' } }), undefined, { ip: `10.0.0.${i + 1}` }),
    );
    const dup = Array.from({ length: 3 }, (_, i) =>
      enviarRegistro(app, datosPostulacion(cat.id, { postulante: { ...datosPostulacion(cat.id).postulante, correo: 'mismo@correo.mx' } }), undefined, { ip: `10.0.1.${i + 1}` }),
    );
    const res = await Promise.all([...envios, ...dup]);
    const folios = res.slice(0, 8).map((r) => r.json().folio as string);
    expect(res.slice(0, 8).every((r) => r.statusCode === 201)).toBe(true);
    expect(new Set(folios).size).toBe(8);
    expect(res.slice(8).map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const numeros = (await app.db.select({ folio: postulaciones.folio }).from(postulaciones).where(eq(postulaciones.convocatoriaId, conv.id)))
      .map((r) => Number(r.folio.slice(-6))).sort((a, b) => a - b);
    expect(numeros).toEqual(numeros.map((_, i) => i + 1));
  });

  it('el folio pasa de seis cifras sin cortarse, como folioDe', async () => {
    const otra = await crearConvocatoria(app, admin, { prefijo: 'SIETE' });
    const suya = await crearCategoria(app, admin, otra.id);
    await app.db.update(convocatorias).set({ folioSiguiente: 1_234_567 }).where(eq(convocatorias.id, otra.id));
    const res = await enviarRegistro(app, datosPostulacion(suya.id, { nominador: { tipo: 'propia' } }), undefined, { ip: '10.0.2.1' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().folio).toBe(`SIETE-${otra.anio}-1234567`);
    expect(res.json().folio).toBe(folioDe('SIETE', otra.anio, 1_234_567));
    // The creation's audit entry commits with it, with the folio it was given (not the placeholder).
    const [p] = await app.db.select().from(postulaciones).where(eq(postulaciones.folio, res.json().folio));
    const [log] = await app.db.select().from(auditLog).where(and(eq(auditLog.recurso, 'postulaciones'), eq(auditLog.registroId, String(p.id))));
    expect(log).toMatchObject({ accion: 'crear', actorEmail: 'maria.perez@correo.mx', despues: { id: p.id, folio: res.json().folio, correo: 'maria.perez@correo.mx' } });
    expect(log.ip).toBe('10.0.2.1');
  });

  it('lista para el personal con filtros y búsqueda sin acentos; pide permiso', async () => {
    const q = (filter: object, token = admin) => app.inject({ url: `/api/postulaciones?filter=${encodeURIComponent(JSON.stringify(filter))}`, headers: bearer(token) });
    expect((await app.inject({ url: '/api/postulaciones' })).statusCode).toBe(401);
    const res = await q({ q: 'maria perez nunez', convocatoriaId: conv.id, categoriaId: cat.id, estado: 'recibida' }, lector);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { correo: string }) => r.correo)).toContain('maria.perez@correo.mx');
    expect((await q({ q: 'ingenieria' })).json()).toHaveLength(0);
    expect((await q({ q: `PUM-${conv.anio}-000001` })).json()).toHaveLength(1);
    expect((await q({ estado: 'ganadora' })).json()).toHaveLength(0);
  });

  it('muestra el detalle con documentos y deja previsualizar con permiso', async () => {
    const [p] = await app.db.select().from(postulaciones).where(eq(postulaciones.correo, 'maria.perez@correo.mx'));
    const res = await app.inject({ url: `/api/postulaciones/${p.id}`, headers: bearer(lector) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ folio: p.folio, transiciones: ['en_revision'], historial: [{ estado: 'recibida' }] });
    const doc = await app.inject({ url: res.json().documentos[0].url, headers: bearer(lector) });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-disposition']).toMatch(/^inline/);
    expect(doc.rawPayload.equals(PDF)).toBe(true);
    expect((await app.inject({ url: res.json().documentos[0].url })).statusCode).toBe(401);
  });

  it('mueve el estado en orden, audita, avisa al nominador y rechaza saltos con 422', async () => {
    const [p] = await app.db.select().from(postulaciones).where(eq(postulaciones.correo, 'maria.perez@correo.mx'));
    const put = (estado: string, extra: object = {}, token = admin) =>
      app.inject({ method: 'PUT', url: `/api/postulaciones/${p.id}/estado`, headers: bearer(token), payload: { estado, ...extra } });
    expect((await put('elegible')).statusCode).toBe(422);
    expect((await put('en_revision', {}, lector)).statusCode).toBe(403);
    expect((await put('en_revision')).statusCode).toBe(200);
    expect((await put('no_elegible')).json().errors.motivo).toBeDefined();
    const ok = await put('elegible', { mensaje: 'Su postulación pasa a evaluación.' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().historial.map((h: { estado: string }) => h.estado)).toEqual(['recibida', 'en_revision', 'elegible']);
    const [log] = await app.db.select().from(auditLog).where(and(eq(auditLog.recurso, 'postulaciones'), eq(auditLog.registroId, String(p.id)))).orderBy(desc(auditLog.id));
    expect(log).toMatchObject({ accion: 'editar', antes: { estado: 'en_revision' }, despues: { estado: 'elegible' } });
    const [mail] = await app.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail).toMatchObject({ to: 'luis.gomez@correo.mx' });
    expect(mail.text).toContain('Su postulación pasa a evaluación.');
  });

  it('la persona postulada acepta por el enlace firmado; una categoría que lo requiere no pasa a revisión sin ello', async () => {
    const c = await crearCategoria(app, admin, conv.id, { nombre: 'Impacto social', requiereAceptacion: true });
    const datos = datosPostulacion(c.id, { postulante: { ...datosPostulacion(c.id).postulante, correo: 'ana@correo.mx' } });
    const res = await enviarRegistro(app, datos);
    expect(res.statusCode, res.body).toBe(201);
    const [p] = await app.db.select().from(postulaciones).where(eq(postulaciones.folio, res.json().folio));
    expect((await app.inject({ method: 'PUT', url: `/api/postulaciones/${p.id}/estado`, headers: bearer(admin), payload: { estado: 'en_revision' } })).statusCode).toBe(422);
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, 'ana@correo.mx')).orderBy(desc(outbox.id));
    const token = decodeURIComponent(/token=([^\s"&]+)/.exec(mail.text)![1]);
    const ver = await app.inject({ url: `/api/postulaciones/aceptacion?token=${encodeURIComponent(token)}` });
    expect(ver.json()).toMatchObject({ folio: p.folio, aceptacion: 'pendiente', puedeResponder: true });
    expect((await app.inject({ url: '/api/postulaciones/aceptacion?token=falso.token' })).statusCode).toBe(410);
    const acepta = await app.inject({ method: 'POST', url: '/api/postulaciones/aceptacion', payload: { token, decision: 'aceptada' } });
    expect(acepta.json().aceptacion).toBe('aceptada');
    expect((await app.inject({ method: 'PUT', url: `/api/postulaciones/${p.id}/estado`, headers: bearer(admin), payload: { estado: 'en_revision' } })).statusCode).toBe(200);
  });

  it('guarda un borrador, envía el enlace y lo devuelve; al enviar la postulación el borrador desaparece', async () => {
    const res = await app.inject({
      method: 'POST', url: '/api/postulaciones/borradores',
      payload: { correo: 'borrador@correo.mx', convocatoriaId: conv.id, datos: { categoriaId: cat.id, postulante: { nombre: 'Pedro' } } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, 'borrador@correo.mx'));
    const token = decodeURIComponent(/borrador=([^\s"&]+)/.exec(mail.text)![1]);
    const leido = await app.inject({ url: `/api/postulaciones/borradores?token=${encodeURIComponent(token)}` });
    expect(leido.json()).toMatchObject({ correo: 'borrador@correo.mx', datos: { postulante: { nombre: 'Pedro' } } });
    const envio = await enviarRegistro(app, datosPostulacion(cat.id, { borrador: token, postulante: { ...datosPostulacion(cat.id).postulante, correo: 'pedro@correo.mx' } }));
    expect(envio.statusCode).toBe(201);
    expect((await app.inject({ url: `/api/postulaciones/borradores?token=${encodeURIComponent(token)}` })).statusCode).toBe(410);
  });

  it('el personal captura una postulación en papel con las mismas reglas', async () => {
    const sin = await enviarRegistro(app, datosPostulacion(cat.id), {}, { url: '/api/postulaciones', token: lector });
    expect(sin.statusCode).toBe(403);
    const { avisoPrivacidad: _a, ...datos } = datosPostulacion(cat.id, { postulante: { ...datosPostulacion(cat.id).postulante, correo: 'papel@correo.mx' } });
    const res = await enviarRegistro(app, datos, undefined, { url: '/api/postulaciones', token: admin });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().id).toBeGreaterThan(0);
    const detalle = await app.inject({ url: `/api/postulaciones/${res.json().id}`, headers: bearer(admin) });
    expect(detalle.json()).toMatchObject({ origen: 'captura', capturadaPor: expect.any(String) });
  });

  it('exporta CSV y XLSX a prueba de fórmulas con un enlace firmado', async () => {
    await enviarRegistro(app, datosPostulacion(cat.id, { postulante: { ...datosPostulacion(cat.id).postulante, nombre: '=HYPERLINK("x")', correo: 'formula@correo.mx' } }));
    const enlace = await app.inject({ method: 'POST', url: '/api/postulaciones/exportar/enlace', headers: bearer(lector), payload: { formato: 'csv', filter: { q: 'hyperlink' }, columnas: ['folio', 'nombre'] } });
    const csv = await app.inject({ url: enlace.json().url });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Folio,Postulante');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    const xlsx = await app.inject({ method: 'POST', url: '/api/postulaciones/exportar/enlace', headers: bearer(lector), payload: { formato: 'xlsx' } });
    const file = await app.inject({ url: xlsx.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await app.inject({ url: '/api/postulaciones/exportar?formato=csv' })).statusCode).toBe(401);
  });
});
