// The TecNM indicators table over sent answers, in one aggregate query per scope (a wave, or every wave of a
// program), each with its target, whether it is met and its n; plus the methodology figures.
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { margenDeError, redondear, type Indicador, type Indicadores, type Poblacion } from '../../../shared/schemas/seguimiento';
import type { Db } from '../../db/client';
import { segAplicaciones, segCuestionarios, segInvitaciones, segMetas } from '../../db/schema';
import { contarPoblacion, poblacionPorGrupo } from '../aplicaciones/poblacion';

export interface DefinicionIndicador {
  clave: string;
  nombre: string;
  meta: number;
  unidad: Indicador['unidad'];
}

export const DEFINICIONES: DefinicionIndicador[] = [
  { clave: 'empleados', nombre: 'Egresados que trabajan actualmente', meta: 60, unidad: '%' },
  { clave: 'empleo_primer_anio', nombre: 'Egresados con empleo en su primer año de egreso', meta: 60, unidad: '%' },
  { clave: 'relacion_estudios', nombre: 'Egresados que trabajan en un empleo relacionado con sus estudios (alta o total)', meta: 90, unidad: '%' },
  { clave: 'ingreso_3_o_mas', nombre: 'Egresados que trabajan con ingreso de 3 o más salarios mínimos', meta: 50, unidad: '%' },
  { clave: 'satisfaccion_formacion', nombre: 'Satisfacción con la formación recibida (1 a 5)', meta: 4, unidad: 'promedio' },
  { clave: 'satisfaccion_empleadores', nombre: 'Desempeño de los egresados según sus empleadores (1 a 5)', meta: 4, unidad: 'promedio' },
];

export async function metas(db: Pick<Db, 'select'>): Promise<Map<string, number>> {
  const rows = await db.select().from(segMetas);
  const map = new Map(DEFINICIONES.map((d) => [d.clave, d.meta]));
  for (const r of rows) map.set(r.clave, r.meta);
  return map;
}

export async function listMetas(db: Db) {
  const m = await metas(db);
  return DEFINICIONES.map((d) => ({ id: d.clave, clave: d.clave, nombre: d.nombre, unidad: d.unidad, meta: m.get(d.clave)! }));
}

export async function guardarMeta(db: Db, clave: string, meta: number) {
  await db.insert(segMetas).values({ clave, meta }).onConflictDoUpdate({ target: segMetas.clave, set: { meta, updatedAt: new Date() } });
  return (await listMetas(db)).find((m) => m.clave === clave)!;
}

export interface Alcance {
  aplicacionIds: number[];
  programaId?: number;
  generacion?: number;
}

/**
 * The graduate answers' keys the indicators read, each taken out of the JSON once per row: with `respuestas->>` in
 * every FILTER, 15,000 answers cost three times as long.
 */
const claves = sql.raw(`jsonb_to_record(respuestas) AS r(actividad_actual text, tiempo_primer_empleo text, relacion_estudios text, ingreso_mensual text,
  satisfaccion_formacion jsonb)`);
const trabaja = sql`r.actividad_actual IN ('trabaja', 'estudia_y_trabaja')`;
const satisfaccion = sql`(CASE WHEN jsonb_typeof(r.satisfaccion_formacion) = 'number' THEN r.satisfaccion_formacion::numeric END)`;
const enviada = isNotNull(segInvitaciones.enviadaEn);
const numero = (clave: string) => sql.raw(`(CASE WHEN jsonb_typeof(respuestas->'${clave}') = 'number' THEN (respuestas->>'${clave}')::numeric END)`);

function scope(alcance: Alcance, tipo: 'egresado' | 'empleador'): SQL {
  return and(
    inArray(segInvitaciones.aplicacionId, alcance.aplicacionIds.length ? alcance.aplicacionIds : [-1]),
    eq(segInvitaciones.tipo, tipo),
    alcance.programaId ? eq(segInvitaciones.programaId, alcance.programaId) : undefined,
    alcance.generacion ? eq(segInvitaciones.generacion, alcance.generacion) : undefined,
  )!;
}

const pct = (si: number, n: number) => (n ? redondear((100 * si) / n) : null);

export async function calcularIndicadores(db: Db, alcance: Alcance): Promise<Indicadores> {
  // Sent answers are read through their partial index (seg_invitaciones_respondidas_idx); the invitation count alone
  // visits the scope's other rows.
  const [{ invitados }] = await db
    .select({ invitados: sql<number>`count(*)::int` })
    .from(segInvitaciones)
    .where(and(scope(alcance, 'egresado'), isNotNull(segInvitaciones.invitadaEn)));
  const [g] = (
    (await db.execute(sql`
      SELECT count(*)::int AS respuestas,
        (count(*) FILTER (WHERE ${trabaja}))::int AS empleados,
        (count(*) FILTER (WHERE ${trabaja} AND r.tiempo_primer_empleo IN ('antes_de_egresar', 'menos_6_meses', '6_a_12_meses')))::int AS "primerAnio",
        (count(*) FILTER (WHERE ${trabaja} AND r.relacion_estudios IS NOT NULL))::int AS "relN",
        (count(*) FILTER (WHERE ${trabaja} AND r.relacion_estudios IN ('alta', 'total')))::int AS "relSi",
        (count(*) FILTER (WHERE ${trabaja} AND r.ingreso_mensual IS NOT NULL))::int AS "ingN",
        (count(*) FILTER (WHERE ${trabaja} AND r.ingreso_mensual IN ('3_a_5', 'mas_de_5')))::int AS "ingSi",
        count(${satisfaccion})::int AS "satN",
        avg(${satisfaccion}) AS "satProm"
      FROM ${segInvitaciones}, ${claves}
      WHERE ${and(scope(alcance, 'egresado'), enviada)}`)) as unknown as {
      rows: { respuestas: number; empleados: number; primerAnio: number; relN: number; relSi: number; ingN: number; ingSi: number; satN: number; satProm: string | null }[];
    }
  ).rows;
  const [emp] = await db
    .select({
      n: sql<number>`count(${numero('desempeno_general')})::int`,
      prom: sql<string | null>`avg(${numero('desempeno_general')})`,
    })
    .from(segInvitaciones)
    .where(and(scope(alcance, 'empleador'), enviada));

  const filtros = alcance.aplicacionIds.length
    ? await db.select({ filtro: segAplicaciones.filtro }).from(segAplicaciones).where(inArray(segAplicaciones.id, alcance.aplicacionIds))
    : [];
  let poblacion = 0;
  for (const { filtro } of filtros) poblacion += await contarPoblacion(db, filtro as Poblacion, alcance);

  const m = await metas(db);
  const valores: Record<string, { valor: number | null; n: number }> = {
    empleados: { valor: pct(g.empleados, g.respuestas), n: g.respuestas },
    empleo_primer_anio: { valor: pct(g.primerAnio, g.respuestas), n: g.respuestas },
    relacion_estudios: { valor: pct(g.relSi, g.relN), n: g.relN },
    ingreso_3_o_mas: { valor: pct(g.ingSi, g.ingN), n: g.ingN },
    satisfaccion_formacion: { valor: g.satProm === null ? null : redondear(Number(g.satProm)), n: g.satN },
    satisfaccion_empleadores: { valor: emp.prom === null ? null : redondear(Number(emp.prom)), n: emp.n },
  };
  return {
    poblacion,
    invitados,
    respuestas: g.respuestas,
    tasaRespuesta: poblacion ? redondear((100 * g.respuestas) / poblacion) : 0,
    margenError: margenDeError(poblacion, g.respuestas),
    indicadores: DEFINICIONES.map((d) => {
      const { valor, n } = valores[d.clave];
      const meta = m.get(d.clave)!;
      return { clave: d.clave, nombre: d.nombre, valor, meta, cumple: valor === null ? null : valor >= meta, n, unidad: d.unidad };
    }),
  };
}

/** Every graduate-questionnaire wave that reaches a program (its population names it, or names no program). */
export async function aplicacionesDePrograma(db: Db, programaId: number): Promise<number[]> {
  const rows = await db
    .select({ id: segAplicaciones.id })
    .from(segAplicaciones)
    .innerJoin(segCuestionarios, eq(segCuestionarios.id, segAplicaciones.cuestionarioId))
    .where(
      and(
        eq(segCuestionarios.tipo, 'egresados'),
        sql`(coalesce(jsonb_array_length(${segAplicaciones.filtro}->'programaIds'), 0) = 0 OR ${segAplicaciones.filtro}->'programaIds' @> ${JSON.stringify([programaId])}::jsonb)`,
      ),
    );
  return rows.map((r) => r.id);
}

/** Response rate and margin of error per program and generación of a wave (the progress table). */
export async function avancePorGrupo(db: Db, aplicacionId: number, filtro: Poblacion) {
  const [pob, resp] = await Promise.all([
    poblacionPorGrupo(db, filtro),
    db
      .select({
        programaId: segInvitaciones.programaId,
        generacion: segInvitaciones.generacion,
        invitados: sql<number>`(count(*) filter (where invitada_en is not null))::int`,
        respuestas: sql<number>`(count(*) filter (where ${enviada}))::int`,
      })
      .from(segInvitaciones)
      .where(and(eq(segInvitaciones.aplicacionId, aplicacionId), eq(segInvitaciones.tipo, 'egresado')))
      .groupBy(segInvitaciones.programaId, segInvitaciones.generacion),
  ]);
  const key = (p: number | null, g: number | null) => `${p}:${g}`;
  const r = new Map(resp.map((x) => [key(x.programaId, x.generacion), x]));
  return pob.map((p) => {
    const x = r.get(key(p.programaId, p.generacion));
    const respuestas = x?.respuestas ?? 0;
    return {
      programaId: p.programaId, generacion: p.generacion, poblacion: p.n, invitados: x?.invitados ?? 0, respuestas,
      tasaRespuesta: p.n ? redondear((100 * respuestas) / p.n) : 0, margenError: margenDeError(p.n, respuestas),
    };
  });
}
