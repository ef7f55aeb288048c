import { describe, expect, it } from 'vitest';
import { adminToken, buildTestApp } from '../test/helper';
import { crearConvocatoria } from './test-support';

// Issue 34, item 9: «no call open» is an answer the form shows, not an error every browser logs as a failed resource.
describe('GET /api/postulaciones/convocatoria', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  const leer = () => app.inject({ url: '/api/postulaciones/convocatoria' });
  const hora = 3_600_000;

  it('answers 200 with convocatoria null when no call has ever been published', async () => {
    const res = await leer();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ convocatoria: null, aviso: null });
  });

  it('answers 200 with convocatoria null and the next call to open', async () => {
    const proxima = await crearConvocatoria(app, admin, {
      nombre: 'Premio que abre mañana', prefijo: 'PMA',
      apertura: new Date(Date.now() + 24 * hora).toISOString(), cierre: new Date(Date.now() + 48 * hora).toISOString(), publicacionResultados: new Date(Date.now() + 72 * hora).toISOString(),
    });
    const res = await leer();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ convocatoria: null, aviso: { id: proxima.id, nombre: 'Premio que abre mañana', situacion: 'proxima' } });
  });

  it('answers the open call with its categories, and no aviso', async () => {
    const abierta = await crearConvocatoria(app, admin, { nombre: 'Premio abierto', prefijo: 'PAB' });
    const res = await leer();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ convocatoria: { id: abierta.id, nombre: 'Premio abierto', categorias: [] }, aviso: null });
  });
});
