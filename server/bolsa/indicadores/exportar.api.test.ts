// The placement indicators leave as XLSX or PDF through a short-lived signed link, like the other reports; only
// bolsa.ver opens it.
import { describe, expect, it } from 'vitest';
import { createUser } from '../../db/seed';
import { adminToken, bearer, buildTestApp, loginAs } from '../../test/helper';
import { URL, crearPrograma } from '../test/fixtures';

describe('bolsa: indicators export', async () => {
  const app = await buildTestApp();
  const admin = bearer(await adminToken(app));
  const programa = await crearPrograma(app, { clave: 'EXP-B', nombre: 'Ingeniería Industrial' });

  it('gives a link that streams the table as XLSX or PDF, and refuses a wrong format', async () => {
    for (const [formato, tipo, firma] of [['xlsx', 'spreadsheetml', 'PK'], ['pdf', 'application/pdf', '%PDF']] as const) {
      const enlace = await app.inject({ method: 'POST', url: `${URL}/indicadores/exportar/enlace`, headers: admin, payload: { formato, programaId: programa.id, desde: '2026-01-01' } });
      expect(enlace.statusCode).toBe(200);
      const { url } = enlace.json() as { url: string };
      expect(url).toMatch(/^\/api\/bolsa\/indicadores\/exportar\?/);
      const archivo = await app.inject({ url });
      expect(archivo.statusCode).toBe(200);
      expect(archivo.headers['content-type']).toContain(tipo);
      expect(archivo.rawPayload.subarray(0, firma.length).toString('latin1')).toBe(firma);
    }
    const mal = await app.inject({ method: 'POST', url: `${URL}/indicadores/exportar/enlace`, headers: admin, payload: { formato: 'doc' } });
    expect(mal.statusCode).toBe(422);
  });

  it('refuses staff without bolsa.ver, with a session or a forged link', async () => {
    await createUser(app.db, { name: 'Sin bolsa', email: 'sinbolsa-exp@universidad.mx', password: 'contraseña-de-prueba', roleNames: [] });
    const sin = bearer(await loginAs(app, 'sinbolsa-exp@universidad.mx', 'contraseña-de-prueba'));
    expect((await app.inject({ method: 'POST', url: `${URL}/indicadores/exportar/enlace`, headers: sin, payload: { formato: 'xlsx' } })).statusCode).toBe(403);
    expect((await app.inject({ url: `${URL}/indicadores/exportar?formato=xlsx&token=falso` })).statusCode).toBe(401);
  });
});
