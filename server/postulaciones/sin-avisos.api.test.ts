// Routes marked `sinAvisos` answer without waiting for this process's caches to hear of their write (server/types.ts).
// That is only right while they write nothing a cache follows: this test listens on every channel the app listens
// on, runs each marked route's whole journey (a draft saved, then sent with a third-party nominator and files) and
// fails if any notice arrives, or if a route is marked that the test does not run.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { outbox } from '../db/schema';
import { adminToken, bearer, testConfig, testDatabase } from '../test/helper';
import { CLIENT_FIXTURE_DIR } from '../test/paths';
import { PDF, PNG, crearCategoria, crearConvocatoria, datosPostulacion, enviarRegistro } from './test-support';

describe('postulaciones: the routes that do not wait for notices write nothing a cache follows', async () => {
  const database = await testDatabase();
  const avisos: string[] = [];
  const escuchar = database.listen.bind(database);
  database.listen = (canal, handlers) => escuchar(canal, { ...handlers, notify: (payload) => (avisos.push(canal), handlers.notify(payload)) });
  const app = await buildApp({ config: testConfig(), database, mailWorker: false, logger: false, clientDir: CLIENT_FIXTURE_DIR });
  await app.ready();
  afterAll(() => app.close());
  const admin = await adminToken(app);
  // A staff session in this process's cache, so the session cache would wait if the route let it.
  await app.inject({ url: '/api/user', headers: bearer(admin) });
  const conv = await crearConvocatoria(app, admin, { prefijo: 'AVI' });
  const cat = await crearCategoria(app, admin, conv.id);
  /** Every notice committed so far has arrived. */
  const alDia = () => app.sessionCache.sync();

  it('a draft saved and then sent raises no notice; a staff change does', async () => {
    await alDia();
    avisos.length = 0;
    const borrador = await app.inject({
      method: 'POST', url: '/api/postulaciones/borradores', remoteAddress: '10.66.0.1',
      payload: { correo: 'avisos@correo.mx', convocatoriaId: conv.id, datos: { categoriaId: cat.id, postulante: { nombre: 'Pedro' } } },
    });
    expect(borrador.statusCode, borrador.body).toBe(201);
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, 'avisos@correo.mx'));
    const token = decodeURIComponent(/borrador=([^\s"&]+)/.exec(mail.text)![1]);
    const envio = await enviarRegistro(
      app,
      datosPostulacion(cat.id, { borrador: token, postulante: { ...datosPostulacion(cat.id).postulante, correo: 'avisos@correo.mx' } }),
      { cv: { data: PDF, name: 'cv.pdf' }, foto: { data: PNG, name: 'foto.png' } },
      { ip: '10.66.0.2' },
    );
    expect(envio.statusCode, envio.body).toBe(201);
    await alDia();
    expect(avisos).toEqual([]);

    // The listening works: a call's state changed by staff is heard.
    const actual = (await app.inject({ url: `/api/convocatorias/${conv.id}`, headers: bearer(admin) })).json() as Record<string, unknown>;
    expect((await app.inject({ method: 'PUT', url: `/api/convocatorias/${conv.id}`, headers: bearer(admin), payload: { ...actual, estado: 'cerrada' } })).statusCode).toBe(200);
    await alDia();
    expect(avisos.length).toBeGreaterThan(0);
  });

  it('marks no route this test does not run', () => {
    // Fastify lists no routes with their config, so the source is read: every mark, where it is.
    const servidor = path.resolve(import.meta.dirname, '..');
    const marcas = fs.readdirSync(servidor, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .flatMap((f) => [...fs.readFileSync(path.join(servidor, f), 'utf8').matchAll(/app\.(\w+)\('([^']+)', \{ config: \{[^}]*sinAvisos: true/g)].map((m) => `${m[1]} ${m[2]}`));
    expect(marcas.sort()).toEqual(['post /postulaciones/borradores', 'post /postulaciones/registro']);
    expect(fs.readFileSync(path.join(servidor, 'types.ts'), 'utf8')).toContain('sinAvisos?: boolean');
  });
});
