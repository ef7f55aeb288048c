import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { egresados } from '../db/schema';
import { sortKey } from '../lib/search';
import { adminToken, bearer, buildTestApp } from '../test/helper';
import { CONTEO_EXACTO_HASTA } from './conteo';
import { MARCA_CADA, PROFUNDO_DESDE } from './marcas';
import { seedEgresados } from './test-support';

// Past CONTEO_EXACTO_HASTA matches the list answers PostgreSQL's estimate and says so; deep pages come from the
// sort's index and must be the same rows a plain ORDER BY … OFFSET returns.
describe('/api/egresados with many graduates', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  const { programas } = await seedEgresados(app, admin);
  const muchos = CONTEO_EXACTO_HASTA + 1_500;
  await app.db.execute(sql`
    insert into egresados (matricula, nombre, apellido_paterno, correo, programa_id, anio_egreso, created_at)
    select 'M' || lpad(i::text, 7, '0'), (array['Ana','Ángel','Beatriz','Óscar'])[1 + i % 4], (array['Núñez','Nava','Ávila','Zúñiga','López'])[1 + i % 5],
      'm' || i || '@correo.mx', ${programas.isc}, 2015 + i % 8, now() - make_interval(secs => i % 700)
    from generate_series(1, ${muchos}) as i`);
  await app.db.execute(sql`analyze egresados`);
  const list = (query: Record<string, unknown>) =>
    app.inject({
      url: `/api/egresados?${new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))}`,
      headers: bearer(admin),
    });
  const total = (res: { headers: Record<string, unknown> }) => Number(String(res.headers['content-range']).split('/')[1]);

  it('answers an estimate marked X-Total-Estimado when more than the exact limit match', async () => {
    const { rows } = (await app.db.execute(sql`select count(*)::int as n from egresados`)) as unknown as { rows: { n: number }[] };
    const { n } = rows[0];
    const res = await list({ range: [0, 24] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-estimado']).toBe('1');
    expect(total(res)).toBeGreaterThan(CONTEO_EXACTO_HASTA);
    expect(Math.abs(total(res) - n) / n).toBeLessThan(0.2);
    expect(res.json()).toHaveLength(25);
  });

  it('counts exactly, without the header, when few match', async () => {
    const res = await list({ range: [0, 24], filter: { q: 'M00001' } });
    expect(res.headers['x-total-estimado']).toBeUndefined();
    expect(total(res)).toBe(100); // M0000100 to M0000199
    const none = await list({ filter: { q: 'nadie se llama así' } });
    expect(none.headers['x-total-estimado']).toBeUndefined();
    expect(total(none)).toBe(0);
  });

  const plainIds = async (order: ReturnType<typeof sql>, offset: number, where = sql`true`) => {
    const plain = (await app.db.execute(sql`select id from egresados where ${where} order by ${order} limit 25 offset ${offset}`)) as unknown as { rows: { id: number }[] };
    return plain.rows.map((r) => r.id);
  };
  const pageIds = async (query: Record<string, unknown>) => {
    const res = await list(query);
    expect(res.statusCode).toBe(200);
    return res.json().map((e: { id: number }) => e.id);
  };

  // Deep pages start from the marks of marcas.ts; on either side of a mark they must be what OFFSET returns.
  it('serves deep pages, by the default sort and by names, as the plain query orders them', async () => {
    const cases = [
      { sort: ['createdAt', 'DESC'], order: sql`created_at desc, id desc` },
      { sort: ['apellidoPaterno', 'ASC'], order: sql`${sortKey(egresados.apellidoPaterno)}, id` },
      { sort: ['nombre', 'DESC'], order: sql`${sortKey(egresados.nombre)} desc, id desc` },
      { sort: ['id', 'ASC'], order: sql`id` },
    ];
    for (const { sort, order } of cases) {
      for (const offset of [PROFUNDO_DESDE, MARCA_CADA * 6 - 2, MARCA_CADA * 6 - 1, MARCA_CADA * 6, muchos - 10]) {
        expect(await pageIds({ sort, range: [offset, offset + 24] }), `${sort.join(' ')} ${offset}`).toEqual(await plainIds(order, offset));
      }
    }
    const where = sql`anio_egreso in (2015, 2016, 2017, 2018, 2019, 2020)`;
    const filtro = { anioEgreso: [2015, 2016, 2017, 2018, 2019, 2020] };
    expect(await pageIds({ filter: filtro, range: [5_100, 5_124] })).toEqual(await plainIds(sql`created_at desc, id desc`, 5_100, where));
  });

  it('moves deep pages as soon as a graduate is added or removed', async () => {
    const order = sql`id desc`;
    const query = { sort: ['id', 'DESC'], range: [5_500, 5_524] };
    expect(await pageIds(query)).toEqual(await plainIds(order, 5_500));
    await app.db.execute(sql`
      insert into egresados (matricula, nombre, apellido_paterno, correo, programa_id, anio_egreso)
      values ('NUEVO-1', 'Nueva', 'Pérez', 'nueva@correo.mx', ${programas.isc}, 2024)`);
    // Written here, not through the API: on PostgreSQL the notice comes back on the LISTEN connection.
    await app.marcasEgresados.sync();
    const despues = await pageIds(query);
    expect(despues).toEqual(await plainIds(order, 5_500));
    await app.db.execute(sql`delete from egresados where matricula in ('NUEVO-1', 'M0000001')`);
    await app.marcasEgresados.sync();
    expect(await pageIds(query)).toEqual(await plainIds(order, 5_500));
  });

  it('finds by any word with the trigram index, ignoring accents, and counts them', async () => {
    const res = await list({ filter: { q: 'ZÚÑIGA m0000013' }, range: [0, 24] });
    expect(total(res)).toBe(1);
    expect(res.json().map((e: { matricula: string; apellidoPaterno: string }) => [e.matricula, e.apellidoPaterno])).toEqual([['M0000013', 'Zúñiga']]);
  });
});
