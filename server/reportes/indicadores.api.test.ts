import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { egresados } from '../db/schema';
import { seedEgresados } from '../egresados/test-support';
import { adminToken, bearer, buildTestApp } from '../test/helper';

const ISC = 'Ingeniería en Sistemas Computacionales (Licenciatura)';
const ADM = 'Administración (Licenciatura)';
const MBA = 'Maestría en Administración (Maestría)';

describe('indicadores por programa y generación', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  const seed = await seedEgresados(app, admin);
  const { programas } = seed;
  await app.db.update(egresados).set({ verificado: true, verificadoEn: new Date() }).where(eq(egresados.id, seed.ramon.id));
  for (const cohorte of [
    { programaId: programas.isc, anioEgreso: 2020, esperados: 10 },
    { programaId: programas.adm, anioEgreso: 2019, esperados: 4 },
    { programaId: programas.adm, anioEgreso: 2018, esperados: 5 },
  ]) {
    const res = await app.inject({ method: 'POST', url: '/api/cohortes', headers: bearer(admin), payload: cohorte });
    expect(res.statusCode, res.body).toBe(201);
  }
  const pedir = async (agrupar?: string, filter?: object) => {
    const params = new URLSearchParams();
    if (agrupar) params.set('agrupar', agrupar);
    if (filter) params.set('filter', JSON.stringify(filter));
    const res = await app.inject({ url: `/api/egresados/reportes/indicadores?${params}`, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const resumen = (f: Record<string, unknown>) => [
    f.programa, f.anioEgreso, f.esperados, f.registrados, f.cobertura, f.titulados, f.tasaTitulacion,
    f.empleados, f.conSituacion, f.tasaEmpleo, f.verificados, f.tasaVerificacion,
  ];

  it('por programa y generación (por omisión): esperados del catálogo, cobertura y tasas; una generación sin registrados también sale', async () => {
    const res = await pedir();
    expect(res.agrupar).toBe('programa_cohorte');
    expect(res.filas.map(resumen)).toEqual([
      [ADM, 2018, 5, 0, 0, 0, null, 0, 0, null, 0, null],
      [ADM, 2019, 4, 1, 25, 1, 100, 1, 1, 100, 0, 0],
      [ADM, 2021, null, 1, null, 1, 100, 0, 1, 0, 0, 0],
      [ISC, 2020, 10, 2, 20, 0, 0, 1, 1, 100, 1, 50],
      [MBA, 2023, null, 1, null, 0, 0, 0, 1, 0, 0, 0],
    ]);
    expect(res.filas[0]).toMatchObject({ programaId: programas.adm, nivel: 'Licenciatura' });
    // Coverage only over the cohorts whose esperados were captured: (0 + 1 + 2) / 19.
    expect(resumen(res.totales)).toEqual([null, null, 19, 5, 15.8, 2, 40, 2, 4, 50, 1, 20]);
  });

  it('por programa suma los esperados de sus generaciones; por generación suma los programas', async () => {
    const porPrograma = await pedir('programa');
    expect(porPrograma.filas.map(resumen)).toEqual([
      [ADM, null, 9, 2, 11.1, 2, 100, 1, 2, 50, 0, 0],
      [ISC, null, 10, 2, 20, 0, 0, 1, 1, 100, 1, 50],
      [MBA, null, null, 1, null, 0, 0, 0, 1, 0, 0, 0],
    ]);
    const porCohorte = await pedir('cohorte');
    expect(porCohorte.filas.map((f: Record<string, unknown>) => [f.programa, f.anioEgreso, f.esperados, f.registrados, f.cobertura])).toEqual([
      [null, 2018, 5, 0, 0],
      [null, 2019, 4, 1, 25],
      [null, 2020, 10, 2, 20],
      [null, 2021, null, 1, null],
      [null, 2023, null, 1, null],
    ]);
    expect(porCohorte.totales).toMatchObject({ esperados: 19, registrados: 5, cobertura: 15.8 });
  });

  it('el filtro acota egresados y generaciones del catálogo', async () => {
    const isc = await pedir('programa_cohorte', { programaId: programas.isc });
    expect(isc.filas.map(resumen)).toEqual([[ISC, 2020, 10, 2, 20, 0, 0, 1, 1, 100, 1, 50]]);
    const titulados = await pedir('programa', { titulado: true });
    expect(titulados.filas.map((f: Record<string, unknown>) => [f.programa, f.registrados, f.esperados])).toEqual([[ADM, 2, 9], [ISC, 0, 10]]);
    const nada = await pedir('programa', { anioEgreso: 1990 });
    expect(nada.filas).toEqual([]);
    expect(nada.totales).toMatchObject({ esperados: null, registrados: 0, cobertura: null, tasaTitulacion: null });
  });

  it('agrupación desconocida o filtro mal formado: 422', async () => {
    const mala = await app.inject({ url: '/api/egresados/reportes/indicadores?agrupar=carrera', headers: bearer(admin) });
    expect(mala.statusCode).toBe(422);
    expect(mala.json().errors.agrupar).toBeDefined();
    const filtro = await app.inject({ url: '/api/egresados/reportes/indicadores?filter=%7Bx', headers: bearer(admin) });
    expect(filtro.statusCode).toBe(422);
    expect(filtro.json().errors).toEqual({ filter: ['El filtro del reporte no es válido'] });
    expect((await app.inject({ url: '/api/egresados/reportes/indicadores' })).statusCode).toBe(401);
  });
});
