// The staff reports of the servicio social area. Two grouped queries (no per-row work): the services counted
// by state, period, program and institution in one GROUPING SETS pass, which also sums each service's review
// totals for the average turnaround of each stage; and the monthly reports overdue. Built to answer in well under
// 300 ms at 50,000 services (bench section servicio-social).
import { sql, type SQL } from 'drizzle-orm';
import type { FilaConteo, ReporteSs, ReporteSsFiltro, TurnoRevision } from '../../../shared/schemas/servicio-social-evaluaciones';
import { ESTADOS_PRESTACION, type EstadoPrestacion } from '../../../shared/servicio-social/valores';
import { apuntaANoBloqueado } from '../../arco/bloqueo';
import { ssEstudiantes } from '../../db/schema';
import type { Db } from '../../db/client';
import { hoyMexico } from '../comun/fechas';

type Fila = Record<string, unknown>;

async function filas(db: Db, query: SQL): Promise<Fila[]> {
  const res = (await db.execute(query)) as unknown as { rows: Fila[] };
  return res.rows;
}

/** The filter as a condition on `p` (ss_prestaciones). */
function donde(filtro: ReporteSsFiltro): SQL {
  // A student blocked after an ARCO cancellation counts in no figure.
  const partes: SQL[] = [apuntaANoBloqueado(ssEstudiantes, sql`p.estudiante_id`)];
  if (filtro.periodo) partes.push(sql`p.periodo = ${filtro.periodo}`);
  if (filtro.institucionId) partes.push(sql`p.institucion_id = ${filtro.institucionId}`);
  return sql.join(partes, sql` and `);
}

const n = (v: unknown) => Number(v ?? 0);

function conteo(f: Fila, id: string, etiqueta: string): FilaConteo {
  return {
    id, etiqueta, total: n(f.total), enCurso: n(f.en_curso), concluidas: n(f.concluidas), liberadas: n(f.liberadas), bajas: n(f.bajas),
    horasAprobadas: Math.round(n(f.horas_aprobadas) * 100) / 100,
  };
}

async function conteos(db: Db, filtro: ReporteSsFiltro) {
  const rows = await filas(db, sql`
    with g as (
      select grouping(p.periodo) as g_periodo, grouping(p.programa_id) as g_programa, grouping(p.institucion_id) as g_institucion,
        p.periodo, p.programa_id, p.institucion_id, count(*) as total,
        count(*) filter (where p.estado = 'en_curso') as en_curso, count(*) filter (where p.estado = 'concluida') as concluidas,
        count(*) filter (where p.estado = 'liberada') as liberadas, count(*) filter (where p.estado = 'baja') as bajas,
        sum(p.horas_aprobadas) as horas_aprobadas, sum(p.horas_registradas) as horas_registradas, sum(p.horas_requeridas) as horas_requeridas,
        sum(p.revisiones_institucion) as revisiones_institucion, sum(p.espera_institucion_segundos) as espera_institucion,
        sum(p.revisiones_oficina) as revisiones_oficina, sum(p.espera_oficina_segundos) as espera_oficina
      from ss_prestaciones p
      where ${donde(filtro)}
      group by grouping sets ((p.periodo), (p.programa_id), (p.institucion_id), ())
    )
    select g.*, pr.nombre as programa, i.razon_social as institucion
    from g
    left join ss_programas pr on g.g_programa = 0 and pr.id = g.programa_id
    left join ss_instituciones i on g.g_institucion = 0 and i.id = g.institucion_id`);
  const total = rows.find((r) => n(r.g_periodo) + n(r.g_programa) + n(r.g_institucion) === 3) ?? {};
  const orden = (a: FilaConteo, b: FilaConteo) => b.total - a.total || a.etiqueta.localeCompare(b.etiqueta, 'es');
  return {
    total,
    porPeriodo: rows.filter((r) => n(r.g_periodo) === 0).map((r) => conteo(r, String(r.periodo), String(r.periodo))).sort((a, b) => b.etiqueta.localeCompare(a.etiqueta)),
    porPrograma: rows.filter((r) => n(r.g_programa) === 0).map((r) => conteo(r, String(r.programa_id), String(r.programa))).sort(orden),
    porInstitucion: rows.filter((r) => n(r.g_institucion) === 0).map((r) => conteo(r, String(r.institucion_id), String(r.institucion))).sort(orden),
  };
}

/**
 * Monthly reports due and not sent: a service in progress owes one report for every month already over since the
 * month it started; a report counts once sent (whatever its review says since).
 */
async function vencidos(db: Db, filtro: ReporteSsFiltro, hoy: string) {
  const mes = Number(hoy.slice(0, 4)) * 12 + Number(hoy.slice(5, 7));
  const rows = await filas(db, sql`
    with x as (
      select p.institucion_id,
        greatest(0, ${mes} - (extract(year from p.fecha_inicio)::int * 12 + extract(month from p.fecha_inicio)::int) - (
          -- Counted per service in progress from the partial index ss_documentos_informes_enviados_idx (index only),
          -- never by grouping every document.
          select count(*)::int from ss_documentos d where d.prestacion_id = p.id and d.tipo = 'informe_mensual' and d.estado <> 'borrador'
        )) as faltan
      from ss_prestaciones p
      where p.estado = 'en_curso' and ${donde(filtro)}
    ), g as (
      select grouping(institucion_id) as g_institucion, institucion_id, sum(faltan)::int as informes, count(*) filter (where faltan > 0)::int as prestaciones
      from x group by rollup (institucion_id)
    )
    select g.*, i.razon_social as institucion from g left join ss_instituciones i on g.g_institucion = 0 and i.id = g.institucion_id`);
  const total = rows.find((r) => n(r.g_institucion) === 1);
  return {
    informes: n(total?.informes),
    prestaciones: n(total?.prestaciones),
    porInstitucion: rows
      .filter((r) => n(r.g_institucion) === 0 && n(r.informes) > 0)
      .map((r) => ({ id: String(r.institucion_id), etiqueta: String(r.institucion), informes: n(r.informes), prestaciones: n(r.prestaciones) }))
      .sort((a, b) => b.informes - a.informes || a.etiqueta.localeCompare(b.etiqueta, 'es')),
  };
}

/**
 * Average time each stage took to decide: from the round reaching it (the version sent, or for the office after
 * the institution, the institution's approval of that same round) to the decision. Each review stores its wait and
 * each service the count and sum of its reviews' waits (migration 0010), so this reads the totals row of conteos.
 */
function turnos(total: Fila): TurnoRevision[] {
  return (['institucion', 'oficina'] as const).map((etapa) => {
    const revisiones = n(total[`revisiones_${etapa}`]);
    const promedioHoras = revisiones > 0 ? Math.round((n(total[`espera_${etapa}`]) / revisiones / 3600) * 10) / 10 : null;
    return { etapa, revisiones, promedioHoras };
  });
}

export async function reporteSs(db: Db, filtro: ReporteSsFiltro, hoy = hoyMexico()): Promise<ReporteSs> {
  const [c, v] = await Promise.all([conteos(db, filtro), vencidos(db, filtro, hoy)]);
  const t = c.total;
  return {
    filtro,
    totales: { prestaciones: n(t.total), enCurso: n(t.en_curso), concluidas: n(t.concluidas), liberadas: n(t.liberadas), bajas: n(t.bajas) },
    horas: { requeridas: n(t.horas_requeridas), registradas: Math.round(n(t.horas_registradas) * 100) / 100, aprobadas: Math.round(n(t.horas_aprobadas) * 100) / 100 },
    porEstado: (Object.keys(ESTADOS_PRESTACION) as EstadoPrestacion[]).map((estado) => ({
      estado, total: n(t[{ en_curso: 'en_curso', concluida: 'concluidas', liberada: 'liberadas', baja: 'bajas' }[estado]]),
    })),
    porPeriodo: c.porPeriodo,
    porPrograma: c.porPrograma,
    porInstitucion: c.porInstitucion,
    informesVencidos: v,
    revision: turnos(t),
  };
}
