import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { egresados } from '../db/schema';
import { seedEgresados } from '../egresados/test-support';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';

const ISC = 'Ingeniería en Sistemas Computacionales (Licenciatura)';
const ADM = 'Administración (Licenciatura)';
const MBA = 'Maestría en Administración (Maestría)';

describe('reporte de egresados por dimensión', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  const seed = await seedEgresados(app, admin);
  const { programas, niveles } = seed;
  await app.db.update(egresados).set({ verificado: true, verificadoEn: new Date() }).where(eq(egresados.id, seed.ramon.id));
  await createRole(app, admin, 'lector de reportes', ['reportes.ver'], 'egresados');
  await createRole(app, admin, 'solo egresados', ['egresados.ver'], 'egresados');
  const lector = await userWithRoles(app, 'lector.reportes@universidad.mx', ['lector de reportes']);
  const ajeno = await userWithRoles(app, 'sin.reportes@universidad.mx', ['solo egresados']);

  const pedir = (dimension: string, filter?: unknown, token: string | null = lector) => {
    const params = new URLSearchParams({ dimension });
    if (filter !== undefined) params.set('filter', typeof filter === 'string' ? filter : JSON.stringify(filter));
    return app.inject({ url: `/api/egresados/reportes?${params}`, headers: token ? bearer(token) : {} });
  };
  const filas = async (dimension: string, filter?: unknown) => {
    const res = await pedir(dimension, filter);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().filas.map((f: { valor: unknown; etiqueta: string; total: number; porcentaje: number }) => [f.valor, f.etiqueta, f.total, f.porcentaje]);
  };

  it('por programa: nombre con su nivel, del más numeroso al menor', async () => {
    const res = await pedir('programa');
    expect(res.json()).toMatchObject({ dimension: 'programa', filtro: {}, total: 5 });
    expect(await filas('programa')).toEqual([
      [programas.adm, ADM, 2, 40],
      [programas.isc, ISC, 2, 40],
      [programas.mba, MBA, 1, 20],
    ]);
  });

  it('por nivel, año (ascendente), sexo, situación laboral, titulado, entidad y verificado; null es «Sin dato» y va al final', async () => {
    expect(await filas('nivel')).toEqual([[niveles.lic, 'Licenciatura', 4, 80], [niveles.mae, 'Maestría', 1, 20]]);
    expect(await filas('anioEgreso')).toEqual([[2019, '2019', 1, 20], [2020, '2020', 2, 40], [2021, '2021', 1, 20], [2023, '2023', 1, 20]]);
    expect(await filas('sexo')).toEqual([['H', 'Hombre', 3, 60], ['M', 'Mujer', 1, 20], [null, 'Sin dato', 1, 20]]);
    expect(await filas('situacionLaboral')).toEqual([
      ['desempleado', 'Desempleado', 1, 20], ['empleado', 'Empleado', 1, 20], ['emprendedor', 'Emprendedor', 1, 20],
      ['estudiando', 'Estudiando', 1, 20], [null, 'Sin dato', 1, 20],
    ]);
    expect(await filas('titulado')).toEqual([[false, 'No', 3, 60], [true, 'Sí', 2, 40]]);
    expect(await filas('entidadFederativa')).toEqual([['JC', 'Jalisco', 3, 60], ['DF', 'Ciudad de México', 1, 20], [null, 'Sin dato', 1, 20]]);
    expect(await filas('verificado')).toEqual([[false, 'No', 4, 80], [true, 'Sí', 1, 20]]);
  });

  it('aplica el filtro de la lista; porcentajes con un decimal; sin coincidencias, total 0 y sin filas', async () => {
    const licenciatura = await pedir('programa', { nivelId: niveles.lic });
    expect(licenciatura.json()).toMatchObject({ total: 4, filtro: { nivelId: niveles.lic } });
    expect(await filas('programa', { nivelId: niveles.lic })).toEqual([[programas.adm, ADM, 2, 50], [programas.isc, ISC, 2, 50]]);
    expect(await filas('sexo', { programaId: [programas.adm, programas.mba] })).toEqual([['H', 'Hombre', 2, 66.7], ['M', 'Mujer', 1, 33.3]]);
    expect(await filas('titulado', { q: 'zuniga' })).toEqual([[false, 'No', 1, 100]]);
    expect(await filas('programa', { titulado: true, situacionLaboral: 'desempleado' })).toEqual([[programas.adm, ADM, 1, 100]]);
    const vacio = await pedir('sexo', { anioEgreso: 1990 });
    expect(vacio.json()).toMatchObject({ total: 0, filas: [] });
  });

  it('pide sesión y el permiso reportes.ver', async () => {
    expect((await pedir('programa', undefined, null)).statusCode).toBe(401);
    expect((await pedir('programa', undefined, ajeno)).statusCode).toBe(403);
    expect((await pedir('programa', undefined, admin)).statusCode).toBe(200);
  });

  it('un filtro mal formado o una dimensión desconocida: 422 en español', async () => {
    for (const filter of ['{no es json', '[1,2]', '"texto"']) {
      const res = await pedir('programa', filter);
      expect(res.statusCode, filter).toBe(422);
      expect(res.json()).toEqual({ message: 'El filtro del reporte no es válido', errors: { filter: ['El filtro del reporte no es válido'] } });
    }
    const dimension = await pedir('color');
    expect(dimension.statusCode).toBe(422);
    expect(dimension.json().errors.dimension).toEqual(['Elija una dimensión del reporte']);
  });
});
