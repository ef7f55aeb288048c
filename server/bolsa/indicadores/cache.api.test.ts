// The placement indicators kept per process (cache.ts) must answer what the live query answers right after every
// kind of change: an application through the API, a hire, an offer closed, rows changed straight on the database,
// a program renamed, and an ARCO cancellation hiding a person's applications.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bolsaCandidaturas, bolsaOfertas, programas } from '../../db/schema';
import { pdfDePrueba } from '../../test/pdf';
import { adminToken, bearer, buildTestApp } from '../../test/helper';
import { URL, crearPrograma, egresado, empresa, ofertaPublicada } from '../test/fixtures';
import { indicadores } from './service';

const PDF = pdfDePrueba();

describe('bolsa: indicadores guardados por proceso', { timeout: 120_000 }, async () => {
  const app = await buildTestApp();
  const admin = bearer(await adminToken(app));
  const isc = await crearPrograma(app, { clave: 'CACHE-I', nombre: 'Ingeniería en Sistemas' });
  const lae = await crearPrograma(app, { clave: 'CACHE-A', nombre: 'Administración' });
  const emp = await empresa(app, 41);
  const ofertaIsc = await ofertaPublicada(app, emp, isc.id, { titulo: 'Programador', plazas: 2 });
  const ofertaAmbas = await ofertaPublicada(app, emp, isc.id, { titulo: 'Analista', plazas: 1, programaIds: [isc.id, lae.id] });
  const personas = [await egresado(app, 41, isc.id), await egresado(app, 42, isc.id), await egresado(app, 43, lae.id)];

  async function postular(token: string, oferta: number) {
    const form = new FormData();
    form.append('datos', JSON.stringify({ mensaje: '', consentimiento: true }));
    form.append('cv', new Blob([new Uint8Array(PDF)]), 'cv.pdf');
    const r = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await app.inject({ method: 'POST', url: `${URL}/ofertas/${oferta}/candidaturas`, headers: { ...bearer(token), 'content-type': r.headers.get('content-type')! }, payload: Buffer.from(await r.arrayBuffer()) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }

  const filtros = [{}, { programaId: isc.id }, { programaId: lae.id }, { desde: '2020-01-01' }];
  const url = (f: Record<string, unknown>) => `${URL}/indicadores?${new URLSearchParams(Object.entries(f).map(([k, v]) => [k, String(v)]))}`;

  /** Each filter twice through the API (the second answer from the cache) and once live; returns the whole-period answer. */
  async function comparar() {
    // Changes made straight on the database reach this process as notifications.
    await app.cacheIndicadoresBolsa.sync();
    for (let vez = 0; vez < 2; vez++) {
      for (const f of filtros) {
        const res = await app.inject({ url: url(f), headers: admin });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual(JSON.parse(JSON.stringify(await indicadores(app.db, f))));
      }
    }
    // The answers above did come from the cache (a cache that never keeps anything would pass the rest).
    expect(app.cacheIndicadoresBolsa.activa).toBe(true);
    expect(app.cacheIndicadoresBolsa.size).toBe(filtros.length);
    return (await app.inject({ url: url({}), headers: admin })).json();
  }

  it('matches the live query with no applications, then after each one through the API', async () => {
    expect(await comparar()).toMatchObject({ ofertas: 2, plazas: 3, candidaturas: 0 });
    await postular(personas[0].token, ofertaIsc);
    expect(await comparar()).toMatchObject({ candidaturas: 1 });
    await postular(personas[1].token, ofertaIsc);
    await postular(personas[2].token, ofertaAmbas);
    expect(await comparar()).toMatchObject({ candidaturas: 3, contratados: 0 });
  });

  it('after a hire by the employer and an offer closed', async () => {
    const [c] = (await app.inject({ url: `${URL}/candidaturas`, headers: bearer(personas[0].token) })).json();
    const res = await app.inject({ method: 'PUT', url: `${URL}/candidaturas/${c.id}/estado`, headers: bearer(emp.token), payload: { estado: 'contratada' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await comparar()).toMatchObject({ contratados: 1, tasaColocacion: 33.3 });
    await app.db.update(bolsaOfertas).set({ estado: 'cerrada' }).where(eq(bolsaOfertas.id, ofertaAmbas));
    await comparar();
  });

  it('after rows changed and deleted straight on the database, and a program renamed', async () => {
    await app.db.update(bolsaOfertas).set({ publicadaEn: sql`publicada_en - interval '400 days'` }).where(eq(bolsaOfertas.id, ofertaIsc));
    await comparar();
    await app.db.update(programas).set({ nombre: 'Ingeniería en Sistemas Computacionales' }).where(eq(programas.id, isc.id));
    const despues = await comparar();
    expect(despues.porPrograma.map((p: { programa: string }) => p.programa)).toContain('Ingeniería en Sistemas Computacionales');
    await app.db.delete(bolsaCandidaturas).where(eq(bolsaCandidaturas.egresadoId, personas[1].id));
    expect(await comparar()).toMatchObject({ candidaturas: 2 });
  });

  it('leaves out the applications an ARCO cancellation hid, in the cache and live', async () => {
    await app.db.update(bolsaCandidaturas).set({ ocultaEn: new Date() }).where(eq(bolsaCandidaturas.egresadoId, personas[0].id));
    expect(await comparar()).toMatchObject({ candidaturas: 1, contratados: 0 });
  });
});
