// Accreditation indicators per program and cohort. One statement: the graduates are counted per (program, year)
// once, full-joined with the captured cohorts (a cohort nobody registered from still shows, with 0), then rolled
// up to the grouping asked for.
import { sql, type SQL } from 'drizzle-orm';
import type { Agrupacion, FilaIndicador, Indicadores } from '../../shared/schemas/reportes';
import type { Db } from '../db/client';
import { egresadoWhere } from '../egresados/consulta';
import { nombrePrograma, porcentaje } from './reporte';

/** Employment counts those who work for someone or for themselves. */
export const SITUACIONES_EMPLEO = ['empleado', 'emprendedor'] as const;

const enteros = (value: unknown) =>
  (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value]).map(Number).filter(Number.isInteger);

/** The cohorts the filter's program, level and year narrow to (its other criteria are about people, not cohorts). */
function cohorteWhere(filtro: Record<string, unknown>): SQL {
  const partes: SQL[] = [sql`true`];
  const programaIds = enteros(filtro.programaId);
  const nivelIds = enteros(filtro.nivelId);
  const anios = enteros(filtro.anioEgreso);
  if (filtro.programaId !== undefined) partes.push(programaIds.length ? sql`c.programa_id in ${programaIds}` : sql`false`);
  if (filtro.nivelId !== undefined) {
    partes.push(nivelIds.length ? sql`c.programa_id in (select id from programas where nivel_id in ${nivelIds})` : sql`false`);
  }
  if (filtro.anioEgreso !== undefined) partes.push(anios.length ? sql`c.anio_egreso in ${anios}` : sql`false`);
  return sql.join(partes, sql` and `);
}

interface Fila {
  programa_id: number | null;
  programa: string | null;
  nivel: string | null;
  anio_egreso: number | null;
  esperados: number | null;
  registrados: number;
  /** Graduates of the cohorts whose esperados were captured: the only fair numerator of coverage. */
  registrados_base: number;
  titulados: number;
  empleados: number;
  con_situacion: number;
  verificados: number;
}

const tasa = (parte: number, total: number | null) => (total ? porcentaje(parte, total) : null);

function indicador(f: Fila): FilaIndicador {
  return {
    programaId: f.programa_id,
    programa: f.programa === null || f.nivel === null ? null : nombrePrograma(f.programa, f.nivel),
    nivel: f.nivel,
    anioEgreso: f.anio_egreso,
    esperados: f.esperados,
    registrados: f.registrados,
    cobertura: f.esperados === null ? null : tasa(f.registrados_base, f.esperados),
    titulados: f.titulados,
    tasaTitulacion: tasa(f.titulados, f.registrados),
    empleados: f.empleados,
    conSituacion: f.con_situacion,
    tasaEmpleo: tasa(f.empleados, f.con_situacion),
    verificados: f.verificados,
    tasaVerificacion: tasa(f.verificados, f.registrados),
  };
}

const GRUPOS: Record<Agrupacion, { select: SQL; group: SQL; order: SQL }> = {
  programa_cohorte: {
    select: sql`p.id as programa_id, p.nombre as programa, n.nombre as nivel, b.anio_egreso`,
    group: sql`p.id, p.nombre, n.nombre, n.orden, b.anio_egreso`,
    order: sql`n.orden, lower(p.nombre), p.id, b.anio_egreso`,
  },
  programa: {
    select: sql`p.id as programa_id, p.nombre as programa, n.nombre as nivel, null::int as anio_egreso`,
    group: sql`p.id, p.nombre, n.nombre, n.orden`,
    order: sql`n.orden, lower(p.nombre), p.id`,
  },
  cohorte: {
    select: sql`null::int as programa_id, null::text as programa, null::text as nivel, b.anio_egreso`,
    group: sql`b.anio_egreso`,
    order: sql`b.anio_egreso`,
  },
};

export async function indicadores(db: Db, agrupar: Agrupacion, filtro: Record<string, unknown>): Promise<Indicadores> {
  const grupo = GRUPOS[agrupar];
  const result = await db.execute(sql`
    with e as (
      select programa_id, anio_egreso, count(*)::int as registrados,
        count(*) filter (where titulado)::int as titulados,
        count(*) filter (where situacion_laboral in ${[...SITUACIONES_EMPLEO]})::int as empleados,
        count(situacion_laboral)::int as con_situacion,
        count(*) filter (where verificado)::int as verificados
      from egresados
      where ${egresadoWhere(filtro) ?? sql`true`}
      group by programa_id, anio_egreso
    ), b as (
      select coalesce(e.programa_id, c.programa_id) as programa_id, coalesce(e.anio_egreso, c.anio_egreso) as anio_egreso,
        c.esperados, coalesce(e.registrados, 0) as registrados, coalesce(e.titulados, 0) as titulados,
        coalesce(e.empleados, 0) as empleados, coalesce(e.con_situacion, 0) as con_situacion, coalesce(e.verificados, 0) as verificados
      from e full join (select * from cohortes c where ${cohorteWhere(filtro)}) c
        on c.programa_id = e.programa_id and c.anio_egreso = e.anio_egreso
    )
    select ${grupo.select},
      sum(b.esperados)::int as esperados, sum(b.registrados)::int as registrados,
      coalesce(sum(b.registrados) filter (where b.esperados is not null), 0)::int as registrados_base,
      sum(b.titulados)::int as titulados, sum(b.empleados)::int as empleados,
      sum(b.con_situacion)::int as con_situacion, sum(b.verificados)::int as verificados
    from b
    join programas p on p.id = b.programa_id
    join niveles n on n.id = p.nivel_id
    group by ${grupo.group}
    order by ${grupo.order}
  `);
  const filas = (result as unknown as { rows: Fila[] }).rows;
  const suma = (campo: keyof Fila) => filas.reduce((acc, f) => acc + Number(f[campo] ?? 0), 0);
  const conEsperados = filas.some((f) => f.esperados !== null);
  const totales = indicador({
    programa_id: null, programa: null, nivel: null, anio_egreso: null,
    esperados: conEsperados ? suma('esperados') : null,
    registrados: suma('registrados'), registrados_base: suma('registrados_base'), titulados: suma('titulados'),
    empleados: suma('empleados'), con_situacion: suma('con_situacion'), verificados: suma('verificados'),
  });
  return { agrupar, filtro, filas: filas.map(indicador), totales };
}
