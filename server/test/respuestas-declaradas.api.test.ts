import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LISTA } from '../../shared/schemas/respuestas';
import { buildApp } from '../app';
import { respuestaArchivo } from '../lib/respuesta-archivo';
import { CLIENT_FIXTURE_DIR } from './paths';
import { testConfig, testDatabase } from './helper';
import { comprobarRespuestas, injectQueComprueba } from './respuestas-declaradas';

// The check the test helper puts on every API test can fail: routes whose answers break their own schema.
describe('an answer outside its declared schema', async () => {
  const app = await buildApp({ config: testConfig(), database: await testDatabase(), mailWorker: false, logger: false, clientDir: CLIENT_FIXTURE_DIR });
  const persona = z.object({ nombre: z.string() });
  app.get('/api/prueba/bien', { schema: { response: { 200: persona } } }, async () => ({ nombre: 'Ana', hash: 'no sale' }));
  // The zod serializer refuses it: the client would get a 500.
  app.get('/api/prueba/tipo-equivocado', { schema: { response: { 200: persona } } }, async () => ({ nombre: 7 }) as never);
  // Sent as text, the serializer never sees it: only the document's schema can catch it.
  app.get('/api/prueba/sin-serializar', { schema: { response: { 200: persona } } }, async (_request, reply) =>
    reply.type('application/json').send(JSON.stringify({ apellido: 'Ruiz' }) as never),
  );
  app.post('/api/prueba/codigo-no-declarado', { schema: { response: { 200: persona } } }, async (_request, reply) =>
    reply.status(201 as 200).send({ nombre: 'Ana' }),
  );
  app.delete('/api/prueba/sin-cuerpo', { schema: { response: { 204: z.undefined() } } }, async (_request, reply) =>
    reply.status(204).send('{"x":1}' as never),
  );
  app.get('/api/prueba/lista-sin-total', { schema: { response: { 200: z.array(persona).meta({ [LISTA]: true }) } } }, async () => [{ nombre: 'Ana' }]);
  app.get('/api/prueba/hoja', { schema: { response: { 200: respuestaArchivo('Una hoja.', 'text/csv') } } }, async () => ({ nombre: 'Ana' }));
  const { fallas } = comprobarRespuestas(app);
  injectQueComprueba(app, fallas);
  await app.ready();
  afterAll(() => app.close());

  it('lets an answer that fits through, with only its declared fields', async () => {
    const res = await app.inject({ url: '/api/prueba/bien' });
    expect(res.json()).toEqual({ nombre: 'Ana' });
  });

  it.each([
    ['GET', '/api/prueba/tipo-equivocado', /no pasa su esquema zod/],
    ['GET', '/api/prueba/sin-serializar', /fuera de su esquema: cuerpo must have required property 'nombre'/],
    ['POST', '/api/prueba/codigo-no-declarado', /respondió 201, un código que su esquema no declara/],
    ['DELETE', '/api/prueba/sin-cuerpo', /respondió 204 con cuerpo/],
    ['GET', '/api/prueba/hoja', /respondió 200 como «application\/json», un tipo que su esquema no declara/],
    ['GET', '/api/prueba/lista-sin-total', /sin las cabeceras que su documento promete: Content-Range/],
  ] as const)('rejects the request that got it: %s %s', async (method, url, motivo) => {
    await expect(app.inject({ method, url })).rejects.toThrow(motivo);
    expect(fallas()).toEqual([]);
  });
});
