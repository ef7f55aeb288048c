// The upload rules kept per process (reglas.ts) must be the ones the database holds right after every change that
// decides them: a document added through the API, a size raised straight on the database, a call opened. A
// submission's own write to its call (the folio counter) must not throw them away.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categorias } from '../db/schema';
import { MB } from '../../shared/archivos';
import { adminToken, bearer, buildTestApp } from '../test/helper';
import { PDF, categoriaBody, crearCategoria, crearConvocatoria, datosPostulacion, enviarRegistro } from './test-support';
import { consultarReglas } from './reglas';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postulaciones-reglas-'));

describe('postulaciones: upload rules kept per process', async () => {
  const app = await buildTestApp({ FILES_DIR: filesDir });
  const admin = await adminToken(app);
  const conv = await crearConvocatoria(app, admin, { estado: 'borrador', prefijo: 'REG' });
  const cat = await crearCategoria(app, admin, conv.id);
  const cache = app.cacheReglasPostulacion;
  let n = 0;
  const enviar = (archivos: Parameters<typeof enviarRegistro>[2]) => {
    n++;
    return enviarRegistro(app, datosPostulacion(cat.id, { postulante: { ...datosPostulacion(cat.id).postulante, correo: `persona${n}@correo.mx` } }), archivos, { ip: `10.9.0.${n}` });
  };
  /** What this process keeps for the public form equals what the database answers now. */
  const igualAlVivo = async () => {
    await cache.sync();
    expect(Object.fromEntries(await cache.obtener('publico', () => consultarReglas(app.db, true)))).toEqual(Object.fromEntries(await consultarReglas(app.db, true)));
  };

  it('a call opened after its rules were kept takes its documents at once', async () => {
    expect((await enviar({ cv: { data: PDF, name: 'cv.pdf' } })).statusCode).toBe(422);
    expect(cache.activa).toBe(true);
    expect(cache.size).toBe(1);
    const actual = (await app.inject({ url: `/api/convocatorias/${conv.id}`, headers: bearer(admin) })).json() as Record<string, unknown>;
    const abierta = await app.inject({ method: 'PUT', url: `/api/convocatorias/${conv.id}`, headers: bearer(admin), payload: { ...actual, estado: 'abierta' } });
    expect(abierta.statusCode, abierta.body).toBe(200);
    const res = await enviar({ cv: { data: PDF, name: 'cv.pdf' } });
    expect(res.statusCode, res.body).toBe(201);
    await igualAlVivo();
  });

  it('a submission (its folio counter) keeps the rules; a document added by staff is received on the next one', async () => {
    expect((await enviar({ cv: { data: PDF, name: 'cv.pdf' } })).statusCode).toBe(201);
    await cache.sync();
    expect(cache.size).toBe(1);
    const documentos = [...categoriaBody(conv.id).documentos, { clave: 'carta', nombre: 'Carta de apoyo', requerido: true, tipos: ['pdf'], maxMb: 1 }];
    const cambio = await app.inject({ method: 'PUT', url: `/api/categorias/${cat.id}`, headers: bearer(admin), payload: categoriaBody(conv.id, { documentos }) });
    expect(cambio.statusCode, cambio.body).toBe(200);
    const res = await enviar({ cv: { data: PDF, name: 'cv.pdf' }, carta: { data: PDF, name: 'carta.pdf' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().documentos.map((d: { clave: string }) => d.clave)).toEqual(['cv', 'carta']);
    await igualAlVivo();
  });

  it('a size raised straight on the database is honoured once its notice arrives', async () => {
    const grande = Buffer.concat([PDF, Buffer.alloc(Math.round(1.5 * MB), 0x20)]);
    expect((await enviar({ cv: { data: grande, name: 'cv.pdf' } })).json().errors.cv[0]).toContain('1 MB');
    const [fila] = await app.db.select({ documentos: categorias.documentos }).from(categorias).where(eq(categorias.id, cat.id));
    await app.db.execute(sql`update categorias set documentos = ${JSON.stringify(fila.documentos.map((d) => (d.clave === 'cv' ? { ...d, maxMb: 2 } : d)))}::jsonb where id = ${cat.id}`);
    await cache.sync();
    const res = await enviar({ cv: { data: grande, name: 'cv.pdf' }, carta: { data: PDF, name: 'carta.pdf' } });
    expect(res.statusCode, res.body).toBe(201);
    await igualAlVivo();
  });
});
