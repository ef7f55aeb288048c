import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import { SIN_DECLARAR } from './respuestas';

// Issue 21: every /api route declares its success answers. The routes that do not yet are listed here, and the list
// only shrinks: a new route must declare its answer, and a route that declares one leaves the list.
const LISTA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sin-respuesta.json');
const pendientes = JSON.parse(fs.readFileSync(LISTA, 'utf8')) as string[];

type Documento = { paths: Record<string, Record<string, { responses?: Record<string, { description?: string }> }>> };

describe('response schemas of the /api routes', async () => {
  const app = await buildTestApp();
  const doc = (await app.inject({ url: '/api/openapi.json' })).json() as Documento;
  const operaciones = Object.entries(doc.paths).flatMap(([url, item]) =>
    Object.entries(item)
      .filter(([, op]) => op.responses)
      .map(([method, op]) => ({ ruta: `${method.toUpperCase()} ${url}`, respuestas: op.responses! })),
  );
  const sinDeclarar = operaciones.filter(({ respuestas }) => respuestas['2XX']?.description === SIN_DECLARAR).map((o) => o.ruta);

  it('declares them on every route that is not on the list of those still pending', () => {
    const nuevas = sinDeclarar.filter((ruta) => !pendientes.includes(ruta));
    expect(nuevas, 'rutas sin esquema de respuesta: declare `schema.response` para sus códigos 2xx').toEqual([]);
  });

  it('keeps on the list only routes that still lack them (remove a route once it declares its answer)', () => {
    const yaDeclaradas = pendientes.filter((ruta) => !sinDeclarar.includes(ruta));
    expect(yaDeclaradas, 'ya declaran su respuesta (o ya no existen): quítelas de sin-respuesta.json').toEqual([]);
    expect(pendientes, 'sin-respuesta.json, en orden y sin repetir').toEqual([...new Set(pendientes)].sort());
  });

  it('reads every operation of the document', () => {
    expect(operaciones.length).toBeGreaterThan(200);
  });
});
