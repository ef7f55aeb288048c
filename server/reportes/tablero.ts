// The dashboard in one request: one grouped pass over egresados gives every count but the per-program one, which
// runs beside it (Promise.all) with the campaign semi-join and an index range on page_views.
import { sql } from 'drizzle-orm';
import { hoyEnMexico } from '../../shared/egresados/fechas';
import { SITUACIONES_LABORALES } from '../../shared/egresados/valores';
import type { Tablero } from '../../shared/schemas/reportes';
import type { Db } from '../db/client';
import { diasEntre, inicioDelDia, iniciosDeDias, mesesHasta, sumarDias } from './calendario';
import { SITUACIONES_EMPLEO } from './indicadores';
import { nombrePrograma, SIN_DATO } from './reporte';
import { egresadoVisible } from '../egresados/consulta';
import { indicadores as indicadoresBolsa } from '../bolsa/indicadores/service';

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
 * - embudo: the bulk-loaded graduates only, each stage inside the previous one as far as the data allow:
 *   invitados received a campaign message, registrados saved their own record through the emailed link or
 *   confirmed their address, verificados confirmed it. Self-registered graduates are in «Egresados nuevos».
 */
/** A PostgreSQL array literal of instants, sent as one parameter. */
const arreglo = (instantes: number[]) => `{${instantes.map((ms) => new Date(ms).toISOString()).join(',')}}`;

interface Grupo {
  /** width_bucket of created_at over `cortes`: 0 before the first, i from cortes[i - 1] on. */
  b: number;
  /** width_bucket of verificado_en over [anterior, desde]; null when never confirmed. */
  v: number | null;
  origen: string;
  titulado: boolean;
  verificado: boolean;
  /** Saved their own record through the emailed link. */
  propio: boolean;
  situacion: string | null;
  total: number;
}

/** Every count of the graduates the dashboard shows, bucketed over `cortes`; blocked (ARCO) graduates left out. */
async function conteos(db: Db, cortes: number[], periodo: [number, number]) {
  const [grupos, [{ invitados }], porPrograma] = await Promise.all([
    filas<Grupo>(db.execute(sql`
      select width_bucket(created_at, ${arreglo(cortes)}::timestamptz[]) as b,
        width_bucket(verificado_en, ${arreglo(periodo)}::timestamptz[]) as v,
        origen, titulado, verificado, actualizado_por_egresado_en is not null as propio,
        situacion_laboral as situacion, count(*)::int as total
      from egresados
      where ${egresadoVisible()}
      group by 1, 2, 3, 4, 5, 6, 7`)),
    filas<{ invitados: number }>(db.execute(sql`
      select count(distinct d.egresado_id)::int as invitados
      from campana_destinatarios d join egresados on egresados.id = d.egresado_id
      where d.estado = 'enviado' and egresados.origen = 'carga_masiva' and ${egresadoVisible()}`)),
    filas<{ programa: string; nivel: string; nivel_id: number; orden: number; total: number }>(db.execute(sql`
      select p.nombre as programa, n.nombre as nivel, n.id as nivel_id, n.orden, g.total
      from (select programa_id, count(*)::int as total from egresados where ${egresadoVisible()} group by programa_id) g
      join programas p on p.id = g.programa_id
      join niveles n on n.id = p.nivel_id
      order by g.total desc, lower(p.nombre)`)),
  ]);
  return { grupos, invitados, porPrograma };
}

type Obtener = <T>(clave: string, calcular: () => Promise<T>) => Promise<T>;
const enVivo: Obtener = (_clave, calcular) => calcular();

/** `obtener` keeps the graduates' counts (the app's CacheAgregados); without it every count is read live. */
export async function tablero(db: Db, dias: number, ahora = new Date(), obtener: Obtener = enVivo): Promise<Tablero> {
  const hoy = hoyEnMexico(ahora);
  const primerDia = sumarDias(hoy, -(dias - 1));
  const desde = inicioDelDia(primerDia).getTime();
  const anterior = inicioDelDia(sumarDias(primerDia, -dias)).getTime();
  const meses = mesesHasta(hoy, 12);
  const inicioMes = meses.map((m) => inicioDelDia(`${m}-01`).getTime());
  // Every boundary any figure needs, so one pass over egresados buckets each graduate by when they were added
  // (width_bucket is a binary search; converting 100,000 timestamps to local months costs far more).
  const cortes = [...new Set([...inicioMes, anterior, desde])].sort((a, b) => a - b);
  const diasVisitas = diasEntre(sumarDias(primerDia, -dias), hoy);
  const cortesVisitas = iniciosDeDias(diasVisitas);
  const empleo = new Set<string>(SITUACIONES_EMPLEO);

  // What the graduates say is the same until they change (see cache.ts); the page views are counted live.
  // The bolsa's placement rate is read live: no NOTIFY trigger watches the bolsa's tables (see cache.ts).
  const [{ grupos, invitados, porPrograma }, visitas, colocacion, colocacionAntes] = await Promise.all([
    obtener(`tablero:${cortes.join(',')}:${anterior},${desde}`, () => conteos(db, cortes, [anterior, desde])),
    filas<{ b: number; visitas: number }>(db.execute(sql`
      select width_bucket(created_at, ${arreglo(cortesVisitas)}::timestamptz[]) as b, count(*)::int as visitas
      from page_views where route = ${RUTA_REGISTRO} and created_at >= ${new Date(anterior).toISOString()}::timestamptz
      group by 1`)),
    indicadoresBolsa(db, { desde: primerDia }),
    indicadoresBolsa(db, { desde: sumarDias(primerDia, -dias), hasta: sumarDias(primerDia, -1) }),
  ]);

  const k = {
    egresados: 0, egresadosAntes: 0, registros: 0, registrosAntes: 0, verificadosPeriodo: 0, verificadosAntes: 0, titulados: 0,
    tituladosAntes: 0, empleados: 0, empleadosAntes: 0, importados: 0, registrados: 0, verificados: 0,
  };
  const porMes = meses.map((mes) => ({ mes, registro: 0, cargaMasiva: 0, captura: 0 }));
  const situaciones = new Map<string | null, number>();
  for (const g of grupos) {
    const inferior = g.b === 0 ? -Infinity : cortes[g.b - 1];
    const antes = inferior < desde;
    const empleado = g.situacion !== null && empleo.has(g.situacion);
    k.egresados += g.total;
    if (antes) k.egresadosAntes += g.total;
    else k.registros += g.total;
    if (antes && inferior >= anterior) k.registrosAntes += g.total;
    if (g.v === 2) k.verificadosPeriodo += g.total;
    if (g.v === 1) k.verificadosAntes += g.total;
    if (g.titulado) k.titulados += g.total;
    if (g.titulado && antes) k.tituladosAntes += g.total;
    if (empleado) k.empleados += g.total;
    if (empleado && antes) k.empleadosAntes += g.total;
    if (g.origen === 'carga_masiva') {
      k.importados += g.total;
      if (g.propio || g.verificado) k.registrados += g.total;
      if (g.verificado) k.verificados += g.total;
    }
    situaciones.set(g.situacion, (situaciones.get(g.situacion) ?? 0) + g.total);
    const mes = inicioMes.findLastIndex((inicio) => inferior >= inicio);
    if (mes >= 0) {
      const campo = g.origen === 'registro' ? 'registro' : g.origen === 'carga_masiva' ? 'cargaMasiva' : 'captura';
      porMes[mes][campo] += g.total;
    }
  }

  const visitasPorDia = new Map(visitas.filter((v) => v.b > 0).map((v) => [diasVisitas[v.b - 1], v.visitas]));
  const visitasPeriodo = [...visitasPorDia].filter(([dia]) => dia >= primerDia).reduce((acc, [, n]) => acc + n, 0);
  const visitasAntes = [...visitasPorDia].filter(([dia]) => dia < primerDia).reduce((acc, [, n]) => acc + n, 0);

  const niveles = new Map<number, { etiqueta: string; orden: number; total: number }>();
  for (const p of porPrograma) {
    const nivel = niveles.get(p.nivel_id) ?? { etiqueta: p.nivel, orden: p.orden, total: 0 };
    nivel.total += p.total;
    niveles.set(p.nivel_id, nivel);
  }
  const programas = porPrograma.slice(0, TOP_PROGRAMAS).map((p) => ({ etiqueta: nombrePrograma(p.programa, p.nivel), total: p.total }));
  const otros = porPrograma.slice(TOP_PROGRAMAS).reduce((acc, p) => acc + p.total, 0);
  if (otros > 0) programas.push({ etiqueta: 'Otros', total: otros });

  return {
    dias,
    desde: new Date(desde).toISOString(),
    hasta: ahora.toISOString(),
    kpis: {
      egresados: { valor: k.egresados, anterior: k.egresadosAntes },
      registros: { valor: k.registros, anterior: k.registrosAntes },
      verificados: { valor: k.verificadosPeriodo, anterior: k.verificadosAntes },
      titulados: { valor: k.titulados, anterior: k.tituladosAntes },
      empleados: { valor: k.empleados, anterior: k.empleadosAntes },
      visitasRegistro: { valor: visitasPeriodo, anterior: visitasAntes },
      // Offers published in the period: graduates hired / graduates who applied, 0–100.
      colocacion: { valor: colocacion.tasaColocacion, anterior: colocacionAntes.candidaturas ? colocacionAntes.tasaColocacion : null },
    },
    registrosPorMes: porMes,
    porNivel: [...niveles.values()].sort((a, b) => a.orden - b.orden || b.total - a.total).map(({ etiqueta, total }) => ({ etiqueta, total })),
    porPrograma: programas,
    situacionLaboral: [...situaciones]
      .sort(([a, x], [b, y]) => Number(a === null) - Number(b === null) || y - x || String(a).localeCompare(String(b)))
      .map(([valor, total]) => ({
        valor,
        etiqueta: valor === null ? SIN_DATO : (SITUACIONES_LABORALES[valor as keyof typeof SITUACIONES_LABORALES] ?? valor),
        total,
      })),
    embudo: { importados: k.importados, invitados, registrados: k.registrados, verificados: k.verificados },
    visitasRegistro: diasEntre(primerDia, hoy).map((dia) => ({ dia, visitas: visitasPorDia.get(dia) ?? 0 })),
  };
}
