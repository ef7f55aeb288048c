// The dashboard in one request. Each figure is its own aggregate and they run side by side (Promise.all): at
// 100,000 graduates every one is a single pass over egresados or an index range on page_views.
import { sql } from 'drizzle-orm';
import { hoyEnMexico } from '../../shared/egresados/fechas';
import { SITUACIONES_LABORALES } from '../../shared/egresados/valores';
import type { Tablero } from '../../shared/schemas/reportes';
import type { Db } from '../db/client';
import { diasEntre, inicioDelDia, mesesHasta, sumarDias } from './calendario';
import { SITUACIONES_EMPLEO } from './indicadores';
import { nombrePrograma, SIN_DATO } from './reporte';

/** The public registration page as the page-view tracker records it (the route table's path). */
export const RUTA_REGISTRO = '/egresados/registro';
const TOP_PROGRAMAS = 10;

const filas = async <T>(consulta: Promise<unknown>) => ((await consulta) as { rows: T[] }).rows;

/**
 * The period is `dias` whole Mexico City days ending today (today included, up to now); the previous period is
 * the `dias` days before it.
 *
 * - egresados: the total now; anterior = those already recorded when the period began.
 * - registros: graduates added in the period (any origin) vs. the previous period.
 * - verificados: addresses confirmed in the period (verificado_en) vs. the previous period.
 * - titulados, empleados: counts now; their status changes are not dated, so anterior counts the same status
 *   among the graduates already recorded when the period began (it shows growth through new records only).
 * - visitasRegistro: views of the public registration page in the period vs. the previous one.
 * - embudo.registrados: no record marks a bulk-loaded graduate who later updated their own data, so it counts
 *   graduates who registered themselves or confirmed their address (both things only the graduate can do).
 */
export async function tablero(db: Db, dias: number, ahora = new Date()): Promise<Tablero> {
  const hoy = hoyEnMexico(ahora);
  const primerDia = sumarDias(hoy, -(dias - 1));
  const desde = inicioDelDia(primerDia).toISOString();
  const anterior = inicioDelDia(sumarDias(primerDia, -dias)).toISOString();
  const meses = mesesHasta(hoy, 12);
  const desdeMes = inicioDelDia(`${meses[0]}-01`).toISOString();
  const empleo = [...SITUACIONES_EMPLEO];

  const [[k], [{ invitados }], porMes, porPrograma, situaciones, visitas] = await Promise.all([
    filas<Record<string, number>>(db.execute(sql`
      select count(*)::int as egresados,
        count(*) filter (where created_at < ${desde}::timestamptz)::int as egresados_antes,
        count(*) filter (where created_at >= ${desde}::timestamptz)::int as registros,
        count(*) filter (where created_at >= ${anterior}::timestamptz and created_at < ${desde}::timestamptz)::int as registros_antes,
        count(*) filter (where verificado_en >= ${desde}::timestamptz)::int as verificados_periodo,
        count(*) filter (where verificado_en >= ${anterior}::timestamptz and verificado_en < ${desde}::timestamptz)::int as verificados_antes,
        count(*) filter (where titulado)::int as titulados,
        count(*) filter (where titulado and created_at < ${desde}::timestamptz)::int as titulados_antes,
        count(*) filter (where situacion_laboral in ${empleo})::int as empleados,
        count(*) filter (where situacion_laboral in ${empleo} and created_at < ${desde}::timestamptz)::int as empleados_antes,
        count(*) filter (where origen = 'carga_masiva')::int as importados,
        count(*) filter (where origen = 'registro' or verificado)::int as registrados,
        count(*) filter (where verificado)::int as verificados
      from egresados`)),
    filas<{ invitados: number }>(db.execute(sql`
      select count(*)::int as invitados from egresados e
      where e.origen = 'carga_masiva'
        and exists (select 1 from campana_destinatarios d where d.egresado_id = e.id and d.estado = 'enviado')`)),
    filas<{ mes: string; origen: string; total: number }>(db.execute(sql`
      select to_char(created_at at time zone 'America/Mexico_City', 'YYYY-MM') as mes, origen, count(*)::int as total
      from egresados where created_at >= ${desdeMes}::timestamptz
      group by 1, 2`)),
    filas<{ programa: string; nivel: string; nivel_id: number; orden: number; total: number }>(db.execute(sql`
      select p.nombre as programa, n.nombre as nivel, n.id as nivel_id, n.orden, g.total
      from (select programa_id, count(*)::int as total from egresados group by programa_id) g
      join programas p on p.id = g.programa_id
      join niveles n on n.id = p.nivel_id
      order by g.total desc, lower(p.nombre)`)),
    filas<{ valor: string | null; total: number }>(db.execute(sql`
      select situacion_laboral as valor, count(*)::int as total from egresados group by 1 order by (situacion_laboral is null), 2 desc, 1`)),
    filas<{ dia: string; visitas: number }>(db.execute(sql`
      select to_char(created_at at time zone 'America/Mexico_City', 'YYYY-MM-DD') as dia, count(*)::int as visitas
      from page_views where route = ${RUTA_REGISTRO} and created_at >= ${anterior}::timestamptz
      group by 1`)),
  ]);

  const visitasPorDia = new Map(visitas.map((v) => [v.dia, v.visitas]));
  const visitasPeriodo = visitas.filter((v) => v.dia >= primerDia).reduce((acc, v) => acc + v.visitas, 0);
  const visitasAntes = visitas.filter((v) => v.dia < primerDia).reduce((acc, v) => acc + v.visitas, 0);

  const niveles = new Map<number, { etiqueta: string; orden: number; total: number }>();
  for (const p of porPrograma) {
    const nivel = niveles.get(p.nivel_id) ?? { etiqueta: p.nivel, orden: p.orden, total: 0 };
    nivel.total += p.total;
    niveles.set(p.nivel_id, nivel);
  }
  const programas = porPrograma.slice(0, TOP_PROGRAMAS).map((p) => ({ etiqueta: nombrePrograma(p.programa, p.nivel), total: p.total }));
  const otros = porPrograma.slice(TOP_PROGRAMAS).reduce((acc, p) => acc + p.total, 0);
  if (otros > 0) programas.push({ etiqueta: 'Otros', total: otros });

  const mes = (m: string, origen: string) => porMes.find((r) => r.mes === m && r.origen === origen)?.total ?? 0;

  return {
    dias,
    desde,
    hasta: ahora.toISOString(),
    kpis: {
      egresados: { valor: k.egresados, anterior: k.egresados_antes },
      registros: { valor: k.registros, anterior: k.registros_antes },
      verificados: { valor: k.verificados_periodo, anterior: k.verificados_antes },
      titulados: { valor: k.titulados, anterior: k.titulados_antes },
      empleados: { valor: k.empleados, anterior: k.empleados_antes },
      visitasRegistro: { valor: visitasPeriodo, anterior: visitasAntes },
    },
    registrosPorMes: meses.map((m) => ({ mes: m, registro: mes(m, 'registro'), cargaMasiva: mes(m, 'carga_masiva'), captura: mes(m, 'captura') })),
    porNivel: [...niveles.values()].sort((a, b) => a.orden - b.orden || b.total - a.total).map(({ etiqueta, total }) => ({ etiqueta, total })),
    porPrograma: programas,
    situacionLaboral: situaciones.map((s) => ({
      valor: s.valor,
      etiqueta: s.valor === null ? SIN_DATO : (SITUACIONES_LABORALES[s.valor as keyof typeof SITUACIONES_LABORALES] ?? s.valor),
      total: s.total,
    })),
    embudo: { importados: k.importados, invitados, registrados: k.registrados, verificados: k.verificados },
    visitasRegistro: diasEntre(primerDia, hoy).map((dia) => ({ dia, visitas: visitasPorDia.get(dia) ?? 0 })),
  };
}
