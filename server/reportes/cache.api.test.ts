// The dashboard, report and indicators kept per process (cache.ts) must answer what the live query answers, right
// after every kind of change: rows inserted, updated, deleted, blocked (ARCO), a bulk upload, cohorts and campaigns.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campanaDestinatarios, campanas, cohortes, egresados, programas } from '../db/schema';
import { catalogoDePrueba, subir } from '../importaciones/test-support';
import { adminToken, bearer, buildTestApp } from '../test/helper';
import { indicadores } from './indicadores';
import { reporte } from './reporte';
import { tablero } from './tablero';

const DIA = 86_400_000;

// Each check asks ten questions twice and live: generous timeouts for a busy machine.
describe('tablero, reporte e indicadores guardados por proceso', { timeout: 120_000 }, async () => {
  const app = await buildTestApp();
  const token = await adminToken(app);
  const catalogo = await catalogoDePrueba(app);
  const ahora = Date.now();

  let n = 0;
  const egresado = (datos: Partial<typeof egresados.$inferInsert> = {}) => {
    n += 1;
    const creado = new Date(ahora - (n % 40) * DIA);
    return {
      matricula: `C${n}`, nombre: 'Egresada', apellidoPaterno: `Caché ${n}`, correo: `cache${n}@correo.mx`, programaId: n % 2 ? catalogo.ISC : catalogo.LAE,
      anioEgreso: 2018 + (n % 4), titulado: n % 3 === 0, situacionLaboral: ['empleado', 'desempleado', null, 'emprendedor'][n % 4], origen: n % 5 ? 'carga_masiva' : 'registro',
      createdAt: creado, updatedAt: creado, ...datos,
    };
  };
  await app.db.insert(egresados).values(Array.from({ length: 30 }, () => egresado()));

  const pedir = async (url: string) => {
    const res = await app.inject({ url, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const sinHasta = ({ hasta: _h, ...resto }: { hasta: string }) => resto;

  /** Asks each question twice through the API (the second answer comes from the cache) and once live. */
  async function comparar() {
    // Changes made straight on the database (not through this process's API) arrive as notifications.
    await app.cacheAgregados.sync();
    for (let vez = 0; vez < 2; vez++) {
      for (const dias of [7, 30, 365]) {
        expect(sinHasta(await pedir(`/api/egresados/tablero?dias=${dias}`))).toEqual(sinHasta(JSON.parse(JSON.stringify(await tablero(app.db, dias)))));
      }
      for (const agrupar of ['programa', 'programa_cohorte', 'cohorte'] as const) {
        expect(await pedir(`/api/egresados/reportes/indicadores?agrupar=${agrupar}`)).toEqual(JSON.parse(JSON.stringify(await indicadores(app.db, agrupar, {}))));
      }
      const filtro = { titulado: true };
      expect(await pedir(`/api/egresados/reportes/indicadores?agrupar=programa&filter=${encodeURIComponent(JSON.stringify(filtro))}`))
        .toEqual(JSON.parse(JSON.stringify(await indicadores(app.db, 'programa', filtro))));
      for (const dimension of ['programa', 'situacionLaboral'] as const) {
        expect(await pedir(`/api/egresados/reportes?dimension=${dimension}`)).toEqual(JSON.parse(JSON.stringify(await reporte(app.db, dimension, {}))));
      }
    }
    // The answers above did come from the cache (a cache that never keeps anything would pass the rest).
    expect(app.cacheAgregados.activa).toBe(true);
    expect(app.cacheAgregados.size).toBeGreaterThanOrEqual(9);
  }

  const total = async () => (await pedir('/api/egresados/tablero?dias=30')).kpis.egresados.valor as number;

  it('coincide con la consulta en vivo al empezar', async () => {
    await comparar();
    expect(await total()).toBe(30);
  });

  it('tras altas, cambios y bajas hechas directamente en la base de datos', async () => {
    await app.db.insert(egresados).values(Array.from({ length: 5 }, () => egresado({ titulado: true })));
    await comparar();
    expect(await total()).toBe(35);
    await app.db.update(egresados).set({ titulado: true, situacionLaboral: 'empleado', verificado: true, verificadoEn: new Date() }).where(inArray(egresados.matricula, ['C1', 'C2', 'C7']));
    await comparar();
    await app.db.update(egresados).set({ programaId: catalogo['ENF-L'], anioEgreso: 2015 }).where(eq(egresados.matricula, 'C4'));
    await comparar();
    await app.db.delete(egresados).where(inArray(egresados.matricula, ['C3', 'C5']));
    await comparar();
    expect(await total()).toBe(33);
  });

  it('un egresado bloqueado (ARCO) sale de los conteos guardados y de los en vivo', async () => {
    await app.db.update(egresados).set({ bloqueadoEn: new Date() }).where(inArray(egresados.matricula, ['C6', 'C8']));
    await comparar();
    expect(await total()).toBe(31);
  });

  it('tras una carga masiva por la API', async () => {
    const filas = Array.from({ length: 40 }, (_, i) => `M${i},Luz,Masiva ${i},masiva${i}@correo.mx,${i % 2 ? 'ISC' : 'LAE'},2020`);
    // C9 exists: updated by the upload.
    filas.push('C9,Egresada,Caché 9,cache9@correo.mx,LAE,2021');
    const res = await subir(app, token, {
      archivo: { contenido: ['Matrícula,Nombre,Apellido paterno,Correo,Programa,Año de egreso', ...filas].join('\r\n'), nombre: 'egresados.csv' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ creados: 40, actualizados: 1 });
    // No sync here: the upload's own answer waited for its notification (onSend), as staff's next request would.
    expect(await total()).toBe(71);
    await comparar();
  });

  it('tras capturar cohortes, renombrar un programa y enviar una campaña', async () => {
    await app.db.insert(cohortes).values([{ programaId: catalogo.ISC, anioEgreso: 2020, esperados: 50 }, { programaId: catalogo.LAE, anioEgreso: 2030, esperados: 7 }]);
    await comparar();
    await app.db.update(programas).set({ nombre: 'Ingeniería en Sistemas' }).where(eq(programas.id, catalogo.ISC));
    await comparar();
    const [c] = await app.db.insert(campanas).values({ nombre: 'Invitación' }).returning();
    const importados = await app.db.select({ id: egresados.id, correo: egresados.correo }).from(egresados).where(eq(egresados.origen, 'carga_masiva')).limit(4);
    await app.db.insert(campanaDestinatarios).values(importados.map((e) => ({ campanaId: c.id, egresadoId: e.id, correo: e.correo!, estado: 'pendiente' })));
    await comparar();
    await app.db.update(campanaDestinatarios).set({ estado: 'enviado' }).where(eq(campanaDestinatarios.campanaId, c.id));
    await comparar();
    expect((await pedir('/api/egresados/tablero?dias=30')).embudo.invitados).toBe(4);
  });

  it('tras vaciar la tabla (TRUNCATE)', async () => {
    await app.db.execute(sql`truncate egresados cascade`);
    await comparar();
    expect(await total()).toBe(0);
  });
});
