// What the bolsa keeps per process (caches.ts) must answer what the live query answers right after every kind of
// change. The indicators: an application through the API, a hire, an offer closed, rows changed straight on the
// database, a program renamed, an ARCO cancellation hiding a person's applications. The search: an offer published,
// closed or past its date, an employer renamed.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bolsaCandidaturas, bolsaEmpleadores, bolsaOfertas, programas } from '../db/schema';
import { pdfDePrueba } from '../test/pdf';
import { adminToken, bearer, buildTestApp } from '../test/helper';
import { URL, crearPrograma, egresado, empresa, ofertaPublicada } from './test/fixtures';
import { indicadores } from './indicadores/service';
import { buscarOfertas } from './ofertas/publico';

const PDF = pdfDePrueba();

describe('bolsa: indicators kept per process', { timeout: 120_000 }, async () => {
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

describe('bolsa: search pages kept per process', { timeout: 120_000 }, async () => {
  const app = await buildTestApp();
  const programa = await crearPrograma(app, { clave: 'CACHE-B', nombre: 'Ingeniería Civil' });
  const emp = await empresa(app, 44);
  const primera = await ofertaPublicada(app, emp, programa.id, { titulo: 'Residente de obra' });

  const preguntas: { filtro: Record<string, unknown>; campo: string; desc: boolean; offset: number }[] = [
    { filtro: {}, campo: 'publicadaEn', desc: true, offset: 0 },
    { filtro: { q: 'obra' }, campo: 'publicadaEn', desc: true, offset: 0 },
    { filtro: { programaId: programa.id }, campo: 'cierre', desc: false, offset: 0 },
    { filtro: { q: 'residente' }, campo: 'cierre', desc: false, offset: 1 },
  ];

  /** Each question twice through the API (the second from the cache) and once live; returns the first page's titles. */
  async function comparar() {
    await app.cacheBusquedaBolsa.sync();
    for (let vez = 0; vez < 2; vez++) {
      for (const p of preguntas) {
        const params = new URLSearchParams({ filter: JSON.stringify(p.filtro), sort: JSON.stringify([p.campo, p.desc ? 'DESC' : 'ASC']), range: JSON.stringify([p.offset, p.offset + 19]) });
        const res = await app.inject({ url: `${URL}/ofertas?${params}` });
        expect(res.statusCode, res.body).toBe(200);
        const vivo = await buscarOfertas(app.db, p.filtro, { campo: p.campo, desc: p.desc }, p.offset, 20);
        expect(res.json()).toEqual(JSON.parse(JSON.stringify(vivo.rows)));
        expect(res.headers['content-range']).toMatch(new RegExp(`/${vivo.total}$`));
      }
    }
    expect(app.cacheBusquedaBolsa.activa).toBe(true);
    expect(app.cacheBusquedaBolsa.size).toBe(preguntas.length);
    return (await app.inject({ url: `${URL}/ofertas` })).json().map((o: { titulo: string }) => o.titulo);
  }

  it('matches the live search at first and after an offer is published through the API', async () => {
    expect(await comparar()).toEqual(['Residente de obra']);
    await ofertaPublicada(app, emp, programa.id, { titulo: 'Residente de obra civil' });
    expect(await comparar()).toEqual(['Residente de obra civil', 'Residente de obra']);
  });

  it('after an employer is renamed and an offer is closed or passes its date, straight on the database', async () => {
    await app.db.update(bolsaEmpleadores).set({ razonSocial: 'Constructora Renombrada S.A. de C.V.' }).where(eq(bolsaEmpleadores.id, emp.id));
    await comparar();
    const [o] = (await app.inject({ url: `${URL}/ofertas` })).json();
    expect(o.empleador).toBe('Constructora Renombrada S.A. de C.V.');
    await app.db.update(bolsaOfertas).set({ cierre: '2020-01-31' }).where(eq(bolsaOfertas.id, primera));
    expect(await comparar()).toEqual(['Residente de obra civil']);
    const cerrar = await app.inject({ method: 'POST', url: `${URL}/ofertas/${o.id}/cerrar`, headers: bearer(emp.token), payload: { cubierta: false } });
    expect(cerrar.statusCode, cerrar.body).toBe(200);
    expect(await comparar()).toEqual([]);
  });
});
