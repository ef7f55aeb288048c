import { afterAll, describe, expect, it } from 'vitest';
import { emptyPostgres, testDatabase } from '../test/helper';
import { openPostgres } from './client';
import { reclamarPeriodo } from './una-vez-por-periodo';

const HORA = 3600_000;

describe('una tarea programada, una vez por periodo entre procesos', async () => {
  const database = await testDatabase();
  afterAll(() => database.close());

  it('de muchos que la reclaman a la vez en el mismo periodo, gana uno', async () => {
    // On PostgreSQL two pools on a database of their own stand for two processes, and the claims really race.
    const vacia = process.env.TEST_DATABASE_URL ? await emptyPostgres() : null;
    const pools = vacia ? [await openPostgres(vacia.url, 4), await openPostgres(vacia.url, 4)] : [];
    const ahora = Date.UTC(2026, 10, 27, 8, 15);
    try {
      const dbs = pools.length ? pools.map((p) => p.db) : [database.db];
      const resultados = await Promise.all(Array.from({ length: 8 }, (_, i) => reclamarPeriodo(dbs[i % dbs.length], 'prueba', HORA, ahora)));
      expect(resultados.filter(Boolean)).toHaveLength(1);
    } finally {
      for (const p of pools) await p.close();
      await vacia?.drop();
    }
  });

  it('el siguiente periodo se reclama otra vez, y uno anterior (un reloj atrasado) ya no', async () => {
    const ahora = Date.UTC(2026, 10, 27, 9, 5);
    expect(await reclamarPeriodo(database.db, 'otra', HORA, ahora)).toBe(true);
    expect(await reclamarPeriodo(database.db, 'otra', HORA, ahora + 60_000)).toBe(false);
    expect(await reclamarPeriodo(database.db, 'otra', HORA, ahora + HORA)).toBe(true);
    expect(await reclamarPeriodo(database.db, 'otra', HORA, ahora)).toBe(false);
  });
});
