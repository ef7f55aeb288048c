// Placement indicators: offers published in the period and what came of them. Per program (the offers aimed at it,
// the applications of its people) and per program and generación (the applications and hires of each cohort).
// tasaColocacion (0–100) = graduates hired / graduates who applied; the medians are in days from publication.
import { sql, type SQL } from 'drizzle-orm';
import type { Indicadores, indicadoresQuerySchema } from '../../../shared/schemas/bolsa';
import type { z } from '../../../shared/validation';
import type { Db } from '../../db/client';

type Filtro = z.output<typeof indicadoresQuerySchema>;

const filas = async <T>(db: Db, consulta: SQL) => ((await db.execute(consulta)) as unknown as { rows: T[] }).rows;
const tasa = (contratados: number, postulantes: number) => (postulantes ? Math.round((1000 * contratados) / postulantes) / 10 : 0);
const num = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);

/** The offers of the period: published (now or before) between desde and hasta, Mexico City days. */
function ofertasDelPeriodo(f: Filtro) {
  return sql`select o.id, o.empleador_id, o.programa_ids, o.plazas, o.publicada_en from bolsa_ofertas o
    where o.publicada_en is not null
      ${f.desde ? sql`and o.publicada_en >= (${f.desde}::date)::timestamp at time zone 'America/Mexico_City'` : sql``}
      ${f.hasta ? sql`and o.publicada_en < ((${f.hasta}::date + 1)::timestamp at time zone 'America/Mexico_City')` : sql``}
      ${f.programaId ? sql`and o.programa_ids @> array[${f.programaId}]::integer[]` : sql``}`;
}

interface FilaGrupo {
  programa_id: number | null;
  programa: string | null;
  generacion: number | null;
  candidaturas: number;
  contratados: number;
  postulantes: number;
  colocados: number;
  dias_contratacion: number | null;
}

export async function indicadores(db: Db, f: Filtro): Promise<Indicadores> {
  const periodo = ofertasDelPeriodo(f);
  const deCandidaturas = (agrupar: SQL, columnas: SQL) => sql`
    with o as (${periodo})
    select ${columnas},
      count(c.id)::int as candidaturas,
      count(c.id) filter (where c.estado = 'contratada')::int as contratados,
      count(distinct c.egresado_id)::int as postulantes,
      count(distinct c.egresado_id) filter (where c.estado = 'contratada')::int as colocados,
      percentile_cont(0.5) within group (order by extract(epoch from c.estado_en - o.publicada_en) / 86400) filter (where c.estado = 'contratada') as dias_contratacion
    from o join bolsa_candidaturas c on c.oferta_id = o.id
    left join programas p on p.id = c.programa_id
    ${f.programaId ? sql`where c.programa_id = ${f.programaId}` : sql``}
    ${agrupar}`;
  const [totales] = await filas<FilaGrupo>(db, deCandidaturas(sql``, sql`null::int as programa_id, null as programa, null::int as generacion`));
  const [resumenOfertas] = await filas<{ ofertas: number; plazas: number; empleadores: number; dias_primera: number | null }>(db, sql`
    with o as (${periodo}),
    primera as (select o.id, o.publicada_en, min(c.created_at) as primera from o left join bolsa_candidaturas c on c.oferta_id = o.id group by o.id, o.publicada_en)
    select (select count(*) from o)::int as ofertas, (select coalesce(sum(plazas), 0) from o)::int as plazas,
      (select count(distinct empleador_id) from o)::int as empleadores,
      (select percentile_cont(0.5) within group (order by extract(epoch from primera - publicada_en) / 86400) from primera where primera is not null) as dias_primera`);
  const porProgramaOfertas = await filas<{ programa_id: number; programa: string; ofertas: number; plazas: number; dias_primera: number | null }>(db, sql`
    with o as (${periodo}),
    primera as (select o.id, min(c.created_at) - o.publicada_en as espera from o left join bolsa_candidaturas c on c.oferta_id = o.id group by o.id, o.publicada_en),
    x as (select unnest(o.programa_ids) as programa_id, o.id, o.plazas from o)
    select x.programa_id, p.nombre as programa, count(*)::int as ofertas, sum(x.plazas)::int as plazas,
      percentile_cont(0.5) within group (order by extract(epoch from primera.espera) / 86400) as dias_primera
    from x join programas p on p.id = x.programa_id join primera on primera.id = x.id
    ${f.programaId ? sql`where x.programa_id = ${f.programaId}` : sql``}
    group by x.programa_id, p.nombre`);
  const porProgramaCandidaturas = await filas<FilaGrupo>(db, deCandidaturas(sql`group by c.programa_id, p.nombre`, sql`c.programa_id, p.nombre as programa, null::int as generacion`));
  const porGeneracion = await filas<FilaGrupo>(db, deCandidaturas(sql`group by c.programa_id, p.nombre, c.generacion`, sql`c.programa_id, p.nombre as programa, c.generacion`));

  const programas = new Map<number, Indicadores['porPrograma'][number]>();
  for (const o of porProgramaOfertas) {
    programas.set(o.programa_id, {
      programaId: o.programa_id, programa: o.programa, generacion: null, ofertas: o.ofertas, plazas: o.plazas, candidaturas: 0, contratados: 0,
      tasaColocacion: 0, diasPrimeraCandidatura: num(o.dias_primera), diasContratacion: null,
    });
  }
  for (const c of porProgramaCandidaturas) {
    if (c.programa_id === null) continue;
    const fila = programas.get(c.programa_id) ?? {
      programaId: c.programa_id, programa: c.programa ?? '', generacion: null, ofertas: 0, plazas: 0, candidaturas: 0, contratados: 0,
      tasaColocacion: 0, diasPrimeraCandidatura: null, diasContratacion: null,
    };
    programas.set(c.programa_id, { ...fila, candidaturas: c.candidaturas, contratados: c.contratados, tasaColocacion: tasa(c.colocados, c.postulantes), diasContratacion: num(c.dias_contratacion) });
  }
  const cohortes = porGeneracion
    .filter((g) => g.programa_id !== null)
    .map((g) => ({
      programaId: g.programa_id!, programa: g.programa ?? '', generacion: g.generacion, ofertas: programas.get(g.programa_id!)?.ofertas ?? 0,
      plazas: programas.get(g.programa_id!)?.plazas ?? 0, candidaturas: g.candidaturas, contratados: g.contratados,
      tasaColocacion: tasa(g.colocados, g.postulantes), diasPrimeraCandidatura: null, diasContratacion: num(g.dias_contratacion),
    }));
  const orden = (a: { programa: string; generacion: number | null }, b: { programa: string; generacion: number | null }) =>
    a.programa.localeCompare(b.programa, 'es') || (a.generacion ?? 0) - (b.generacion ?? 0);
  return {
    ofertas: resumenOfertas.ofertas,
    plazas: resumenOfertas.plazas,
    candidaturas: totales?.candidaturas ?? 0,
    contratados: totales?.contratados ?? 0,
    tasaColocacion: tasa(totales?.colocados ?? 0, totales?.postulantes ?? 0),
    empleadoresActivos: resumenOfertas.empleadores,
    diasPrimeraCandidatura: num(resumenOfertas.dias_primera),
    diasContratacion: num(totales?.dias_contratacion),
    porPrograma: [...programas.values()].sort(orden),
    porGeneracion: cohortes.sort(orden),
  };
}
