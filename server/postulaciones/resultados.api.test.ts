import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESULTADOS_ANTES_DE_FECHA } from '../../shared/schemas/postulaciones';
import { outbox, postulacionHistorial, postulaciones } from '../db/schema';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { CONSTANCIA_DESCONOCIDA, NO_ES_GANADORA, SIN_GANADORAS } from './resultados';
import { PDF, convocatoriaBody, crearCategoria, crearConvocatoria, datosPostulacion, enviarRegistro, multipart } from './test-support';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resultados-'));
const hora = 3600_000;

describe('postulaciones: publicación de resultados, ganadores y constancias', async () => {
  const app = await buildTestApp({ FILES_DIR: filesDir });
  const admin = await adminToken(app);
  await createRole(app, admin, 'revisor de postulaciones', ['postulaciones.ver', 'postulaciones.editar'], 'postulaciones');
  const revisor = await userWithRoles(app, 'revisor.post@universidad.mx', ['revisor de postulaciones']);
  const correos = async () => (await app.db.select({ n: count() }).from(outbox))[0].n;

  const conv = await crearConvocatoria(app, admin);
  const cat = await crearCategoria(app, admin, conv.id);
  const registrar = async (correo: string, nombre: string, nominador: string) => {
    const res = await enviarRegistro(
      app,
      datosPostulacion(cat.id, {
        postulante: { nombre, correo, telefono: '55 1234 5678', vinculo: 'externo' },
        nominador: { tipo: 'tercero', nombre: 'Quien Postula', correo: nominador, relacion: 'Colega' },
      }),
      { cv: { data: PDF, name: 'cv.pdf' } },
    );
    if (res.statusCode !== 201) throw new Error(res.body);
    const [p] = await app.db.select().from(postulaciones).where(eq(postulaciones.folio, res.json().folio));
    return p;
  };
  const ganadora = await registrar('ana.torres@correo.mx', 'Ana Torres Ríos', 'nomina.ana@correo.mx');
  const pendiente = await registrar('bruno.diaz@correo.mx', 'Bruno Díaz', 'nomina.bruno@correo.mx');
  const rechazada = await registrar('carla.mena@correo.mx', 'Carla Mena', 'nomina.carla@correo.mx');
  const mover = async (id: number, estados: string[]) => {
    for (const estado of estados) {
      const res = await app.inject({
        method: 'PUT', url: `/api/postulaciones/${id}/estado`, headers: bearer(revisor),
        payload: { estado, ...(estado === 'no_elegible' ? { motivo: 'No cumple los años de trayectoria' } : {}) },
      });
      if (res.statusCode !== 200) throw new Error(`${estado}: ${res.body}`);
    }
  };
  await mover(ganadora.id, ['en_revision', 'elegible', 'en_evaluacion', 'finalista', 'ganadora']);
  await mover(pendiente.id, ['en_revision', 'elegible', 'en_evaluacion']);
  await mover(rechazada.id, ['en_revision', 'no_elegible']);

  const png = await sharp({ create: { width: 500, height: 640, channels: 3, background: '#b45309' } }).png().toBuffer();
  const subirFoto = async (id: number) => {
    const { payload, headers } = await multipart({}, { foto: { data: png, name: 'retrato.png' } });
    const res = await app.inject({ method: 'PUT', url: `/api/postulaciones/${id}/foto`, payload, headers: { ...headers, ...bearer(revisor) } });
    expect(res.statusCode, res.body).toBe(200);
  };
  await subirFoto(ganadora.id);
  await subirFoto(pendiente.id);

  const fechas = (publicacion: number) => {
    const ahora = Date.now();
    return convocatoriaBody({
      apertura: new Date(ahora - 72 * hora).toISOString(),
      cierre: new Date(ahora - 48 * hora).toISOString(),
      publicacionResultados: new Date(ahora + publicacion).toISOString(),
    });
  };
  const editar = (estado: string, publicacion: number) =>
    app.inject({ method: 'PUT', url: `/api/convocatorias/${conv.id}`, headers: bearer(admin), payload: { ...fechas(publicacion), estado } });
  const publicar = (token = admin, id = conv.id) => app.inject({ method: 'POST', url: `/api/convocatorias/${id}/publicar`, headers: bearer(token) });

  it('nada es público antes de publicar: ni ganadores, ni fotos, ni constancias', async () => {
    // No call published yet is an answer, not an error: a 404 would be logged as an error in the visitor's console.
    const ninguna = await app.inject({ url: '/api/postulaciones/ganadores' });
    expect(ninguna.statusCode).toBe(200);
    expect(ninguna.json()).toEqual({ convocatoria: null, categorias: [], ediciones: [] });
    expect((await app.inject({ url: `/api/postulaciones/ganadores?convocatoriaId=${conv.id}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/_ipx/w_100/postulaciones/ganadores/${ganadora.folio}` })).statusCode).toBe(404);
    const constancia = await app.inject({ url: `/api/postulaciones/${ganadora.id}/constancia`, headers: bearer(admin) });
    expect(constancia.statusCode).toBe(422);
  });

  it('rechaza publicar antes de la fecha (reloj del servidor) con un 422 en español y sin efectos', async () => {
    expect((await editar('cerrada', 24 * hora)).statusCode).toBe(200);
    expect((await editar('en_evaluacion', 24 * hora)).statusCode).toBe(200);
    const antes = await correos();
    const res = await publicar();
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(RESULTADOS_ANTES_DE_FECHA);
    expect(res.json().errors.publicacionResultados[0]).toContain(RESULTADOS_ANTES_DE_FECHA);
    expect(await correos()).toBe(antes);
    const [p] = await app.db.select().from(postulaciones).where(eq(postulaciones.id, pendiente.id));
    expect(p.estado).toBe('en_evaluacion');
  });

  it('pide el permiso resultados.editar', async () => {
    expect((await editar('en_evaluacion', -hora)).statusCode).toBe(200);
    expect((await publicar(revisor)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `/api/convocatorias/${conv.id}/publicar` })).statusCode).toBe(401);
  });

  it('no publica una convocatoria sin ganadoras', async () => {
    const otra = await crearConvocatoria(app, admin, { ...fechas(-hora), estado: 'abierta', prefijo: 'OTRA' });
    await app.inject({ method: 'PUT', url: `/api/convocatorias/${otra.id}`, headers: bearer(admin), payload: { ...fechas(-hora), prefijo: 'OTRA', estado: 'cerrada' } });
    const res = await publicar(admin, otra.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(SIN_GANADORAS);
  });

  it('publica: cierra las postulaciones en proceso, encola un correo por postulación una sola vez', async () => {
    const antes = await correos();
    const res = await publicar();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ estado: 'resultados_publicados', resultadosPublicadosEn: expect.any(String) });
    const estados = Object.fromEntries((await app.db.select().from(postulaciones)).map((p) => [p.id, p.estado]));
    expect(estados).toMatchObject({ [ganadora.id]: 'ganadora', [pendiente.id]: 'no_seleccionada', [rechazada.id]: 'no_elegible' });
    const historial = await app.db.select().from(postulacionHistorial).where(eq(postulacionHistorial.postulacionId, pendiente.id));
    expect(historial.at(-1)).toMatchObject({ estadoAnterior: 'en_evaluacion', estado: 'no_seleccionada' });
    expect(await correos()).toBe(antes + 3);
    const enviados = await app.db.select().from(outbox).where(eq(outbox.subject, `Resultados de «${convocatoriaBody().nombre}»`));
    expect(enviados.map((m) => m.to).sort()).toEqual(['nomina.ana@correo.mx', 'nomina.bruno@correo.mx', 'nomina.carla@correo.mx']);
    expect(enviados.find((m) => m.to === 'nomina.ana@correo.mx')!.text).toContain('resultó ganadora');
    expect(enviados.find((m) => m.to === 'nomina.ana@correo.mx')!.text).toContain(`/postulaciones/ganadores?convocatoriaId=${conv.id}`);

    const otraVez = await publicar();
    expect(otraVez.statusCode).toBe(200);
    expect(await correos()).toBe(antes + 3);
  });

  it('lista a las ganadoras por categoría con foto por /_ipx y semblanza saneada', async () => {
    const res = await app.inject({ url: '/api/postulaciones/ganadores' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.convocatoria).toMatchObject({ id: conv.id, anio: conv.anio });
    expect(body.ediciones).toEqual([{ id: conv.id, nombre: convocatoriaBody().nombre, anio: conv.anio }]);
    expect(body.categorias).toHaveLength(1);
    expect(body.categorias[0].ganadores).toHaveLength(1);
    const g = body.categorias[0].ganadores[0];
    expect(g).toMatchObject({ folio: ganadora.folio, nombre: 'Ana Torres Ríos' });
    expect(g.semblanza).toBe('<p>Ingeniera civil con veinte años de trayectoria.</p>');
    expect(g).not.toHaveProperty('correo');
    expect(g.foto).toMatch(new RegExp(`^/_ipx/s_400x400,fit_cover/postulaciones/ganadores/${ganadora.folio}\\?v=`));
    const foto = await app.inject({ url: g.foto });
    expect(foto.statusCode).toBe(200);
    expect(foto.headers['content-type']).toBe('image/webp');
    const meta = await sharp(foto.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
    // A nominee who did not win keeps their photo private.
    expect((await app.inject({ url: `/_ipx/w_100/postulaciones/ganadores/${pendiente.folio}` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/_ipx/w_100/postulaciones/ganadores/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('la constancia: solo ganadoras, con permiso resultados.ver, PDF con folio de verificación estable', async () => {
    const url = (id: number) => `/api/postulaciones/${id}/constancia`;
    expect((await app.inject({ url: url(ganadora.id), headers: bearer(revisor) })).statusCode).toBe(403);
    const no = await app.inject({ url: url(pendiente.id), headers: bearer(admin) });
    expect(no.statusCode).toBe(422);
    expect(no.json().message).toBe(NO_ES_GANADORA);
    expect((await app.inject({ url: url(999999), headers: bearer(admin) })).statusCode).toBe(404);

    await createRole(app, admin, 'resultados', ['resultados.ver'], 'postulaciones');
    const lectorResultados = await userWithRoles(app, 'resultados@universidad.mx', ['resultados']);
    const res = await app.inject({ url: url(ganadora.id), headers: bearer(lectorResultados) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [p] = await app.db.select().from(postulaciones).where(eq(postulaciones.id, ganadora.id));
    expect(p.constanciaFolio).toMatch(new RegExp(`^PUM-${conv.anio}-[A-Z0-9]{12}$`));
    await app.inject({ url: url(ganadora.id), headers: bearer(admin) });
    const [otra] = await app.db.select().from(postulaciones).where(eq(postulaciones.id, ganadora.id));
    expect(otra.constanciaFolio).toBe(p.constanciaFolio);
  });

  it('verifica un folio de constancia en público; uno desconocido o inventado da 404', async () => {
    const [p] = await app.db.select().from(postulaciones).where(eq(postulaciones.id, ganadora.id));
    const res = await app.inject({ url: `/api/postulaciones/constancias/${p.constanciaFolio}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      folio: p.constanciaFolio, nombre: 'Ana Torres Ríos', categoria: 'Trayectoria profesional', convocatoria: convocatoriaBody().nombre,
      anio: conv.anio, emitidaEn: expect.any(String),
    });
    expect((await app.inject({ url: `/api/postulaciones/constancias/${p.constanciaFolio!.toLowerCase()}` })).statusCode).toBe(200);
    const falso = await app.inject({ url: `/api/postulaciones/constancias/PUM-${conv.anio}-AAAAAAAAAAAA` });
    expect(falso.statusCode).toBe(404);
    expect(falso.json().message).toBe(CONSTANCIA_DESCONOCIDA);
    // The nomination's own (sequential) folio is not a certificate folio.
    expect((await app.inject({ url: `/api/postulaciones/constancias/${ganadora.folio}` })).statusCode).toBe(404);
  });
});
