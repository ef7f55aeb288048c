// Issue 32: an employer's offer is refused for a discriminatory phrase (quoted, with the legal basis), a salary under
// the minimum wage or a far closing date; staff publish, return or decline it with a reason mailed; a trusted
// employer's offer publishes at once; the public search lists only published, unexpired offers.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bolsaOfertas } from '../../db/schema';
import { adminToken, bearer, buildTestApp } from '../../test/helper';
import { URL, crearPrograma, empresa, enDias, lastOutboxId, mailSince, ofertaDatos, ofertaPublicada } from '../test/fixtures';
import { CONTEO_OFERTAS_HASTA } from './publico';
import { vencerOfertas } from './service';

describe('bolsa: offers', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  const programa = await crearPrograma(app, { clave: 'ISC-B', nombre: 'Ingeniería en Sistemas Computacionales' });
  const otro = await crearPrograma(app, { clave: 'ENF-B', nombre: 'Enfermería' });
  const emp = await empresa(app, 11);
  const crear = (payload: unknown, token = emp.token) => app.inject({ method: 'POST', url: `${URL}/ofertas`, headers: bearer(token), payload: payload as object });
  const buscar = (filter: object = {}, sort?: [string, string]) =>
    app.inject({ url: `${URL}/ofertas?filter=${encodeURIComponent(JSON.stringify(filter))}${sort ? `&sort=${encodeURIComponent(JSON.stringify(sort))}` : ''}` });

  it('refuses «edad de 25 a 35 años» quoting the phrase and the legal basis; nothing stored', async () => {
    const antes = await app.db.$count(bolsaOfertas);
    const res = await crear(ofertaDatos(programa.id, { descripcion: '<p>Requisitos: <em>edad de 25 a 35 años</em>, licenciatura.</p>' }));
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors.descripcion[0]).toContain('«edad de 25 a 35 años»');
    expect(body.errors.descripcion[0]).toContain('LFT art. 133, fr. I y XIV; LFPED art. 1, fr. III');
    expect(body.message).toBe(body.errors.descripcion[0]);
    expect(await app.db.$count(bolsaOfertas)).toBe(antes);
    const titulo = await crear(ofertaDatos(programa.id, { titulo: 'Recepcionista, solo mujeres' }));
    expect(titulo.statusCode).toBe(422);
    expect(titulo.json().errors.titulo[0]).toContain('«solo mujeres»');
  });

  it('refuses a full-time salary under the 2026 minimum wage, by zone', async () => {
    const bajo = await crear(ofertaDatos(programa.id, { sueldoMin: 9000, sueldoMax: 9500 }));
    expect(bajo.statusCode).toBe(422);
    expect(bajo.json().errors.sueldoMin[0]).toContain('$9,577.22');
    const frontera = await crear(ofertaDatos(programa.id, { entidad: 'BC', municipio: 'Tijuana', sueldoMin: 12000, sueldoMax: 14000 }));
    expect(frontera.json().errors.sueldoMin[0]).toContain('$13,402.45');
    // Half time is not held to the full-time minimum; «no publicado» has nothing to check.
    expect((await crear(ofertaDatos(programa.id, { jornada: 'medio_tiempo', sueldoMin: 6000, sueldoMax: 7000 }))).statusCode).toBe(201);
    expect((await crear(ofertaDatos(programa.id, { sueldoMin: undefined, sueldoMax: undefined }))).statusCode).toBe(201);
  });

  it('refuses a closing date more than 60 days ahead, or in the past', async () => {
    const lejos = await crear(ofertaDatos(programa.id, { cierre: enDias(61) }));
    expect(lejos.statusCode).toBe(422);
    expect(lejos.json().errors.cierre[0]).toMatch(/60 días/);
    expect((await crear(ofertaDatos(programa.id, { cierre: enDias(-1) }))).json().errors.cierre).toBeDefined();
    expect((await crear(ofertaDatos(programa.id, { cierre: enDias(60) }))).statusCode).toBe(201);
  });

  it('waits in review, then staff return it with observations and publish it, each mailed', async () => {
    const res = await crear(ofertaDatos(programa.id, { titulo: 'Analista de datos' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().estado).toBe('en_revision');
    const id = res.json().id;
    expect((await buscar({ q: 'analista' })).json()).toEqual([]);
    let since = await lastOutboxId(app);
    const obs = await app.inject({ method: 'POST', url: `${URL}/ofertas/${id}/decision`, headers: bearer(admin), payload: { decision: 'observar', motivo: 'Precise el horario' } });
    expect(obs.json().estado).toBe('con_observaciones');
    expect((await mailSince(app, since)).map((m) => [m.to, m.subject])).toEqual([[emp.correo, 'Su oferta tiene observaciones']]);
    const editada = await app.inject({ method: 'PUT', url: `${URL}/ofertas/${id}`, headers: bearer(emp.token), payload: ofertaDatos(programa.id, { titulo: 'Analista de datos (lunes a viernes)' }) });
    expect(editada.json().estado).toBe('en_revision');
    since = await lastOutboxId(app);
    const pub = await app.inject({ method: 'POST', url: `${URL}/ofertas/${id}/decision`, headers: bearer(admin), payload: { decision: 'publicar' } });
    expect(pub.json().estado).toBe('publicada');
    expect((await mailSince(app, since)).map((m) => m.subject)).toEqual(['Su oferta fue publicada']);
    expect((await buscar({ q: 'ANALISTA' })).json().map((o: { id: number }) => o.id)).toEqual([id]);
    const again = await app.inject({ method: 'POST', url: `${URL}/ofertas/${id}/decision`, headers: bearer(admin), payload: { decision: 'rechazar', motivo: 'x' } });
    expect(again.statusCode).toBe(409);
  });

  it('a trusted employer publishes at once; staff review afterwards', async () => {
    const confiable = await empresa(app, 12, { confiable: true });
    const res = await crear(ofertaDatos(programa.id, { titulo: 'Enfermera o enfermero de piso' }), confiable.token);
    expect(res.json()).toMatchObject({ estado: 'publicada', revisionPosterior: true });
    const cola = await app.inject({ url: `${URL}/revision/ofertas?filter=${encodeURIComponent('{"estado":"publicada"}')}`, headers: bearer(admin) });
    expect(cola.json().some((o: { id: number; revisionPosterior: boolean }) => o.id === res.json().id && o.revisionPosterior)).toBe(true);
  });

  it('public search: accent-free text, filters and both sorts; only published and unexpired', async () => {
    const a = await ofertaPublicada(app, emp, otro.id, { titulo: 'Técnico en mantenimiento eléctrico', modalidad: 'presencial', jornada: 'medio_tiempo', sueldoMin: 8000, sueldoMax: 9000, cierre: enDias(5) });
    const b = await ofertaPublicada(app, emp, otro.id, { titulo: 'Tecnico de soporte remoto', modalidad: 'remoto', entidad: 'DF', municipio: 'Coyoacán', sueldoMin: undefined, sueldoMax: undefined, cierre: enDias(40) });
    const ids = async (filter: object, sort?: [string, string]) => (await buscar(filter, sort)).json().map((o: { id: number }) => o.id);
    expect(await ids({ q: 'tecnico', programaId: otro.id })).toEqual([b, a]);
    expect(await ids({ q: 'técnico', programaId: otro.id }, ['cierre', 'ASC'])).toEqual([a, b]);
    expect(await ids({ programaId: otro.id, modalidad: 'remoto' })).toEqual([b]);
    expect(await ids({ programaId: otro.id, entidad: 'DF' })).toEqual([b]);
    expect(await ids({ programaId: otro.id, jornada: 'medio_tiempo' })).toEqual([a]);
    expect(await ids({ programaId: otro.id, conSueldo: true })).toEqual([a]);
    expect(await ids({ programaId: otro.id, sueldoMin: 8500 })).toEqual([a]);
    expect(await ids({ programaId: otro.id, sueldoMin: 9500 })).toEqual([]);
    const res = await buscar({ programaId: otro.id });
    expect(res.headers['content-range']).toBe('ofertas 0-1/2');
    expect(res.json()[0]).not.toHaveProperty('motivo');
    // The list leaves the description to the offer's page.
    expect(res.json()[0]).not.toHaveProperty('descripcion');
    expect((await app.inject({ url: `${URL}/ofertas/${a}` })).json().descripcion).toContain('<p>');
    // Words match by their start, whatever the accents and case: «mantenim» finds «mantenimiento», «ELECTR» finds «eléctrico».
    expect(await ids({ q: 'mantenim ELECTR', programaId: otro.id })).toEqual([a]);
    expect(await ids({ q: 'coyoacan', programaId: otro.id })).toEqual([b]);
    // Only the words' start: the middle of a word is not a match; symbols are not words.
    expect(await ids({ q: 'tenimiento', programaId: otro.id })).toEqual([]);
    expect(await ids({ q: "técnico' & !(", programaId: otro.id })).toEqual([b, a]);
    expect((await buscar({ modalidad: 'submarino' })).statusCode).toBe(422);
    // Its closing date passes: it leaves search, its page says so, the employer is told once.
    await app.db.update(bolsaOfertas).set({ cierre: enDias(-1) }).where(eq(bolsaOfertas.id, a));
    // Written straight on the database: the kept search pages learn of it by notification (caches.ts).
    await app.cacheBusquedaBolsa.sync();
    expect(await ids({ programaId: otro.id })).toEqual([b]);
    const since = await lastOutboxId(app);
    await vencerOfertas(app);
    await vencerOfertas(app);
    expect((await mailSince(app, since)).filter((m) => m.subject === 'Su oferta cerró en su fecha')).toHaveLength(1);
    const pagina = await app.inject({ url: `${URL}/ofertas/${a}` });
    expect(pagina.json()).toMatchObject({ id: a, estado: 'cerrada' });
  });

  it('past CONTEO_OFERTAS_HASTA matches the search says «more than» (X-Total-Estimado) and still pages in order', async () => {
    const prog = await crearPrograma(app, { clave: 'MUC-B', nombre: 'Mercadotecnia' });
    const modelo = await app.db.select().from(bolsaOfertas).where(eq(bolsaOfertas.id, await ofertaPublicada(app, emp, prog.id, { titulo: 'Vendedor de mostrador' })));
    const { id: _id, busquedaTsv: _t, ...resto } = modelo[0];
    await app.db.insert(bolsaOfertas).values(Array.from({ length: CONTEO_OFERTAS_HASTA + 5 }, (_, i) => ({ ...resto, publicadaEn: new Date(Date.now() - (i + 1) * 60_000) })));
    await app.cacheBusquedaBolsa.sync();
    for (const filter of [{ programaId: prog.id }, { programaId: prog.id, q: 'vendedor mostrador' }]) {
      const res = await buscar(filter);
      expect(res.headers['x-total-estimado']).toBe('1');
      expect(res.headers['content-range']).toBe(`ofertas 0-24/${CONTEO_OFERTAS_HASTA}`);
      const fechas = res.json().map((o: { publicadaEn: string }) => Date.parse(o.publicadaEn));
      expect(fechas).toEqual([...fechas].sort((x, y) => y - x));
    }
    const exacta = await buscar({ programaId: prog.id, q: 'vendedor', modalidad: 'remoto' });
    expect(exacta.headers['x-total-estimado']).toBeUndefined();
    // A page past the last match still knows the count.
    const lejos = await app.inject({ url: `${URL}/ofertas?filter=${encodeURIComponent(JSON.stringify({ programaId: otro.id }))}&range=${encodeURIComponent('[50,69]')}` });
    expect(lejos.json()).toEqual([]);
    expect(lejos.headers['content-range']).toMatch(/\/\d+$/);
  });

  it('an offer in review is not public; another employer cannot see, edit or close it', async () => {
    const id = (await crear(ofertaDatos(programa.id))).json().id;
    expect((await app.inject({ url: `${URL}/ofertas/${id}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `${URL}/ofertas/${id}`, headers: bearer(emp.token) })).statusCode).toBe(200);
    const ajena = await empresa(app, 13);
    expect((await app.inject({ url: `${URL}/ofertas/${id}`, headers: bearer(ajena.token) })).statusCode).toBe(404);
    expect((await app.inject({ url: `${URL}/empleador/ofertas/${id}`, headers: bearer(ajena.token) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: `${URL}/ofertas/${id}`, headers: bearer(ajena.token), payload: ofertaDatos(programa.id) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `${URL}/ofertas/${id}/cerrar`, headers: bearer(ajena.token), payload: {} })).statusCode).toBe(404);
  });

  it('closes (cubierta) and renews once, by up to 60 days', async () => {
    const id = await ofertaPublicada(app, emp, programa.id, { cierre: enDias(10) });
    expect((await app.inject({ method: 'POST', url: `${URL}/ofertas/${id}/renovar`, headers: bearer(emp.token), payload: { cierre: enDias(71) } })).statusCode).toBe(422);
    const ren = await app.inject({ method: 'POST', url: `${URL}/ofertas/${id}/renovar`, headers: bearer(emp.token), payload: { cierre: enDias(70) } });
    expect(ren.json()).toMatchObject({ renovada: true, cierre: enDias(70) });
    expect((await app.inject({ method: 'POST', url: `${URL}/ofertas/${id}/renovar`, headers: bearer(emp.token), payload: { cierre: enDias(75) } })).statusCode).toBe(409);
    const cerrada = await app.inject({ method: 'POST', url: `${URL}/ofertas/${id}/cerrar`, headers: bearer(emp.token), payload: { cubierta: true } });
    expect(cerrada.json()).toMatchObject({ estado: 'cerrada', cubierta: true });
    expect((await app.inject({ method: 'POST', url: `${URL}/ofertas/${id}/cerrar`, headers: bearer(emp.token), payload: {} })).statusCode).toBe(409);
  });
});
