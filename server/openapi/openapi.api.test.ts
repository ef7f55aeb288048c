import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import type { App } from '../types';
import { AREAS } from './areas';

const aqui = path.dirname(fileURLToPath(import.meta.url));
// The official schema of OpenAPI 3.1 documents (OAI/OpenAPI-Specification, schemas/v3.1/schema.json, 2022-02-27).
// Ajv follows `$dynamicAnchor` only at a schema's root: the schema's `$dynamicRef: "#meta"` would land on the root
// (the whole document). Nothing extends this schema, so the anchor it means is its own `$defs/schema`: a plain $ref.
const ESQUEMA_OAS = JSON.parse(
  fs.readFileSync(path.join(aqui, 'openapi-3.1.schema.json'), 'utf8').replaceAll('"$dynamicRef": "#meta"', '"$ref": "#/$defs/schema"'),
) as object;

// The operation keys a path item may hold (OpenAPI 3.1 §4.8.9); anything else under a path is not an operation.
const METODOS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface Operacion {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
}
type Documento = { openapi: string; paths: Record<string, Record<string, Operacion>> };

/**
 * Every route Fastify registered, read from its own route tree (printRoutes), not from the swagger plugin: the
 * document is checked against a list it did not make. Each line is `├── /segment (GET, HEAD)`, four columns per level.
 */
function rutasRegistradas(app: App): { url: string; method: string }[] {
  const pila: string[] = [];
  const rutas: { url: string; method: string }[] = [];
  for (const linea of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const marca = linea.indexOf('── ');
    if (marca < 0) continue;
    const nivel = Math.round(marca / 4);
    const [, segmento, metodos] = /^(\S+)(?: \(([^)]*)\))?/.exec(linea.slice(marca + 3)) ?? [];
    if (!segmento) continue;
    pila.length = nivel;
    pila.push(segmento);
    const url = pila.join('').replace(/\/+/g, '/');
    for (const method of metodos ? metodos.split(', ') : []) rutas.push({ url, method });
  }
  return rutas;
}

/** Fastify's `/:id` and `/*` as OpenAPI writes them. */
const comoOpenApi = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

function operaciones(doc: Documento): { url: string; method: string; op: Operacion }[] {
  return Object.entries(doc.paths).flatMap(([url, item]) =>
    Object.entries(item)
      .filter(([method]) => METODOS.includes(method))
      .map(([method, op]) => ({ url, method, op })),
  );
}

describe('GET /api/openapi.json', async () => {
  const app = await buildTestApp();
  const res = await app.inject({ url: '/api/openapi.json' });
  const doc = res.json() as Documento;

  it('answers an OpenAPI 3.1 document, without a session', () => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('validates against the official OpenAPI 3.1 schema', () => {
    // Formats (uri, email, media-range) are not checked: Ajv has none built in and the document writes no such value.
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    const valida = ajv.compile(ESQUEMA_OAS);
    const ok = valida(doc);
    expect(valida.errors?.slice(0, 5) ?? [], 'errores de validación').toEqual([]);
    expect(ok).toBe(true);
    // The check can fail: an operation with a field OpenAPI does not have is refused.
    const alterado = structuredClone(doc);
    Object.assign(alterado.paths['/api/health'].get, { permiso: 'ninguno' });
    expect(valida(alterado)).toBe(false);
  });

  it('holds valid JSON Schema 2020-12 wherever it describes data', () => {
    // The OpenAPI schema leaves Schema Objects unchecked: each one is checked against the 2020-12 meta-schema here.
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const invalidos: string[] = [];
    for (const { url, method, op } of operaciones(doc)) {
      const esquemas = [
        ...(op.parameters ?? []).map((p) => [`parámetro ${p.name}`, p.schema] as const),
        ...Object.entries(op.requestBody?.content ?? {}).map(([tipo, m]) => [`cuerpo ${tipo}`, m.schema] as const),
        ...Object.entries(op.responses).flatMap(([codigo, r]) => Object.values(r.content ?? {}).map((m) => [`respuesta ${codigo}`, m.schema] as const)),
      ];
      for (const [donde, esquema] of esquemas) {
        if (esquema !== undefined && !ajv.validateSchema(esquema as object)) invalidos.push(`${method.toUpperCase()} ${url}: ${donde}`);
      }
    }
    expect(invalidos).toEqual([]);
  });

  it('has every /api route Fastify registered, with its method', () => {
    const rutas = rutasRegistradas(app).filter(
      // HEAD is the GET Fastify adds by itself; /api/docs is this reference's own page and its assets.
      ({ url, method }) => url.startsWith('/api/') && method !== 'HEAD' && !url.startsWith('/api/docs'),
    );
    expect(rutas.length).toBeGreaterThan(200);
    const faltan = rutas.filter(({ url, method }) => !doc.paths[comoOpenApi(url)]?.[method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    expect(faltan).toEqual([]);
    // And nothing else: no page, image or asset of the apps.
    expect(Object.keys(doc.paths).filter((url) => !url.startsWith('/api/'))).toEqual([]);
  });

  it('gives each operation its area, a Spanish summary, who may call it and its error answers', () => {
    const areas = new Set(AREAS.map((a) => a.nombre));
    const sinArea = operaciones(doc).filter(({ op }) => !op.tags?.length || !op.tags.every((t) => areas.has(t)));
    expect(sinArea.map(({ url, method }) => `${method} ${url}`)).toEqual([]);
    for (const { op } of operaciones(doc)) {
      expect(op.summary).toBeTruthy();
      expect(op.description).toContain('**Acceso:**');
      expect(Object.keys(op.responses).some((c) => /^[23]/.test(c))).toBe(true);
    }
    const ver = doc.paths['/api/egresados/{id}'].get;
    expect(ver.tags).toEqual(['egresados']);
    expect(ver.description).toContain('«egresados.ver»');
    expect(Object.keys(ver.responses)).toEqual(expect.arrayContaining(['401', '403', '422']));
    expect(doc.paths['/api/arco/solicitudes'].post.tags).toEqual(['arco']);
    expect(doc.paths['/api/servicio-social/estudiante/completar'].get.description).toContain('estudiante de servicio social');
  });

  it('shows the zod schemas the routes validate with', () => {
    const crear = doc.paths['/api/egresados'].post;
    const cuerpo = crear.requestBody?.content['application/json'].schema as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(cuerpo.properties)).toEqual(expect.arrayContaining(['matricula', 'nombre', 'apellidoPaterno']));
    expect(cuerpo.required).toContain('matricula');
    const lista = doc.paths['/api/egresados'].get.parameters?.map((p) => `${p.in}:${p.name}`);
    expect(lista).toEqual(expect.arrayContaining(['query:sort', 'query:range', 'query:filter']));
    // A route that declares its answer keeps it.
    expect(doc.paths['/api/pendientes'].get.responses['200'].content?.['application/json'].schema).toBeTruthy();
  });

  it('describes the answers the routes declare: instants as date-time text, lists with their Content-Range', () => {
    type Esquema = { type?: string; items?: Esquema; properties: Record<string, { type?: unknown; format?: string; anyOf?: unknown[] }> };
    const ver = doc.paths['/api/egresados/{id}'].get.responses['200'].content?.['application/json'].schema as Esquema;
    expect(ver.properties.createdAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(ver.properties.fechaNacimiento.anyOf).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'string', format: 'date' })]));
    const lista = doc.paths['/api/niveles'].get.responses['200'] as { headers?: Record<string, unknown>; content?: Record<string, { schema?: Esquema }> };
    expect(Object.keys(lista.headers ?? {})).toEqual(['Content-Range']);
    expect(lista.content?.['application/json'].schema).toMatchObject({ type: 'array', items: { type: 'object' } });
    expect(JSON.stringify(lista.content)).not.toContain('x-lista');
    expect(doc.paths['/api/niveles'].post.responses['201']).toBeTruthy();
  });
});

describe('GET /api/docs', async () => {
  const app = await buildTestApp();

  it('serves the reference page and its assets from this server, under the same CSP as the rest', async () => {
    const [pagina, salud] = await Promise.all([app.inject({ url: '/api/docs' }), app.inject({ url: '/api/health' })]);
    expect(pagina.statusCode).toBe(200);
    expect(pagina.headers['content-type']).toMatch(/^text\/html/);
    expect(pagina.headers['content-security-policy']).toBe(salud.headers['content-security-policy']);
    const fuentes = [...pagina.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(fuentes.length).toBeGreaterThan(3);
    expect(fuentes.filter((f) => /^(https?:)?\/\//.test(f))).toEqual([]);
    expect(pagina.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
    for (const fuente of fuentes) {
      const asset = await app.inject({ url: new URL(fuente, 'http://plataforma.test/api/docs').pathname });
      expect(asset.statusCode, fuente).toBe(200);
    }
  });
});
