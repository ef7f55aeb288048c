import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESTADOS_POSTULACION } from '../../shared/schemas/postulaciones';
import { adminToken, bearer, buildTestApp } from '../test/helper';
import { loadDemoPostulaciones } from './demo-postulaciones';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-postulaciones-'));

describe('npm run db:demo: postulaciones', async () => {
  const app = await buildTestApp({ FILES_DIR: filesDir });
  const admin = bearer(await adminToken(app));

  it('opens the 2027 call with four categories and nominations in every estado, with real documents', async () => {
    const report = await loadDemoPostulaciones(app.db, app.config);
    expect(report.convocatorias.map((c) => c.creada)).toEqual([true, true, true]);
    const { convocatoria: abierta } = (await app.inject({ url: '/api/postulaciones/convocatoria' })).json();
    expect(abierta).toMatchObject({ nombre: 'Premio al Mérito Universitario 2027' });
    expect(abierta.categorias).toHaveLength(4);
    const lista = (await app.inject({ url: `/api/postulaciones?filter=${encodeURIComponent(JSON.stringify({ convocatoriaId: abierta.id }))}&range=[0,99]`, headers: admin })).json();
    expect(new Set(lista.map((p: { estado: string }) => p.estado))).toEqual(new Set(ESTADOS_POSTULACION));
    const detalle = (await app.inject({ url: `/api/postulaciones/${lista[0].id}`, headers: admin })).json();
    expect(detalle.documentos.map((d: { clave: string }) => d.clave)).toEqual(['carta', 'cv']);
    const doc = await app.inject({ url: detalle.documentos[0].url, headers: admin });
    expect(doc.statusCode).toBe(200);
    expect(doc.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('publishes the 2026 winners with photos and verifiable certificates; loading again changes nothing', async () => {
    const ganadores = (await app.inject({ url: '/api/postulaciones/ganadores' })).json();
    expect(ganadores.convocatoria.nombre).toBe('Premio al Mérito Universitario 2026');
    expect(ganadores.categorias).toHaveLength(4);
    const g = ganadores.categorias[0].ganadores[0];
    const foto = await app.inject({ url: g.foto });
    expect(foto.statusCode).toBe(200);
    expect(foto.headers['content-type']).toBe('image/webp');
    const lista = (await app.inject({ url: `/api/postulaciones?filter=${encodeURIComponent(JSON.stringify({ estado: 'ganadora', convocatoriaId: ganadores.convocatoria.id }))}`, headers: admin })).json();
    const detalle = (await app.inject({ url: `/api/postulaciones/${lista[0].id}`, headers: admin })).json();
    expect((await app.inject({ url: `/api/postulaciones/constancias/${detalle.constanciaFolio}` })).statusCode).toBe(200);
    const otraVez = await loadDemoPostulaciones(app.db, app.config);
    expect(otraVez.convocatorias.map((c) => c.creada)).toEqual([false, false, false]);
  });
});
