// The API's own description (issue 21, «una API documentada»): an OpenAPI 3.1 document built from the zod schemas
// the routes already validate with, at GET /api/openapi.json, and a reference to read it at /api/docs.
//
// Nothing here changes how a route validates or answers: the document is read from the routes, never the other way
// round (an earlier attempt declared response schemas to document them and rejected real answers with a 500).
// The document is built on its first request, not at start-up.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifySchema } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from '../../shared/validation';
import { ROOT } from '../lib/root';
import { AREAS } from './areas';
import { documentar, type Propia } from './operacion';

export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_URL = '/api/openapi.json';

const DESCRIPCION = [
  'API de la plataforma universitaria: la misma que usan sus dos aplicaciones (administración y sitio público).',
  '',
  'Se autentica con `Authorization: Bearer <token>`; el token lo da `POST /api/login`. Cada operación dice qué',
  'permiso necesita. Las listas siguen el contrato de react-admin: `sort=["campo","ASC"]`, `range=[0,24]`,',
  '`filter={...}`, y el total en la cabecera `Content-Range`.',
  '',
  'Una entrada inválida responde 422 con `{ message, errors: { campo: [mensajes] } }`; sin sesión, 401; sin',
  'permiso, 403. Los mensajes están en español.',
].join('\n');

/** This document's own answer, named only at its top: the rest is the document describing itself. */
const documentoSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

export async function registerOpenApi(app: FastifyInstance) {
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Plataforma universitaria: API', description: DESCRIPCION, version },
      tags: AREAS.map((area) => ({ name: area.nombre, description: area.descripcion })),
      components: {
        securitySchemes: {
          sesion: { type: 'http', scheme: 'bearer', description: 'El token de sesión que devuelve POST /api/login.' },
        },
      },
    },
    transform: (documento) => {
      const { schema, url } = jsonSchemaTransform(documento);
      const propio = (schema ?? {}) as Propia & { hide?: boolean };
      // The apps' pages and images are not API; /api/docs is this reference's own page and assets.
      if (propio.hide || !url.startsWith('/api/')) return { schema: { ...propio, hide: true } as FastifySchema, url };
      const method = [documento.route.method].flat()[0];
      return { schema: { ...propio, ...documentar(documento.route, method, propio) } as FastifySchema, url };
    },
  });
  // Its own assets, from the package: nothing from another host, and no inline script, so the product's CSP holds.
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // No badge from validator.swagger.io.
    validatorUrl: false,
    theme: { title: 'Documentación de la API · Plataforma universitaria' },
    // BaseLayout: without the top bar that loads a document from any URL.
    uiConfig: { layout: 'BaseLayout', docExpansion: 'none', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
  app.get(OPENAPI_URL, { schema: { summary: 'Este documento OpenAPI 3.1', tags: ['plataforma'], response: { 200: documentoSchema } } }, () => app.swagger());
}
