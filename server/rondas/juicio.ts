// A round's judging as staff read it (ranking, progress) and the ranking round's one jurado action: the order.
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { ESTADOS_EVALUABLES } from '../../shared/schemas/postulaciones';
import { ORDEN_INCOMPLETO, type ModoRonda, type RankingRondaFila } from '../../shared/schemas/rondas';
import { EVALUACION_ENVIADA_BLOQUEADA } from '../../shared/schemas/postulaciones';
import type { Db } from '../db/client';
import { evaluaciones, postulaciones, rondas, usuarios } from '../db/schema';
import { HttpError, notFound, unprocessable } from '../lib/http-error';
import { centesimas, reescalar } from '../evaluacion/ranking';
import { ordenarRonda, type Valores } from './ranking';
import { exigirRondaAbierta, modoVigente, postulacionesDeRonda, rondaConCategoria } from './service';

interface AgregadoRonda {
  id: number;
  promedio: number | null;
  n_puntaje: number;
  z: number | null;
  n_voto: number;
  si: number;
  borda: number | null;
  n_borda: number;
  abstenciones: number;
}

/**
 * Each nomination's figures for every mode at once, in one pass over the round's evaluations in the database: 2,000
 * rows reach the server instead of 10,000 (5 jurados). Only submitted evaluations count, as in ./ranking:
 * - puntaje: the mean, and the mean of each jurado's z-scores (σ = 0 counts as z = 0) for the normalised figure;
 * - si_no: the «sí» among the votes;
 * - ranking: Borda points, k − posición for a jurado who ordered k.
 */
async function agregadosDeRonda(db: Db, rondaId: number) {
  const r = await db.execute(sql`
    with e as (
      select postulacion_id, usuario_id, estado, puntaje::float8 as puntaje, voto, posicion
      from ${evaluaciones} where ronda_id = ${rondaId}),
    j as (
      select usuario_id, avg(puntaje) as mu, stddev_pop(puntaje) as sigma, count(posicion)::int as k
      from e where estado = 'enviada' group by usuario_id)
    select e.postulacion_id as id,
      avg(e.puntaje) filter (where e.estado = 'enviada') as promedio,
      (count(e.puntaje) filter (where e.estado = 'enviada'))::int as n_puntaje,
      avg(case when j.sigma > 1e-12 then (e.puntaje - j.mu) / j.sigma else 0 end) filter (where e.estado = 'enviada' and e.puntaje is not null) as z,
      (count(*) filter (where e.estado = 'enviada' and e.voto in ('si', 'no')))::int as n_voto,
      (count(*) filter (where e.estado = 'enviada' and e.voto = 'si'))::int as si,
      (sum(j.k - e.posicion) filter (where e.estado = 'enviada' and e.posicion is not null))::float8 as borda,
      (count(*) filter (where e.estado = 'enviada' and e.posicion is not null))::int as n_borda,
      (count(*) filter (where e.estado = 'abstenida'))::int as abstenciones
    from e left join j on j.usuario_id = e.usuario_id
    group by e.postulacion_id`);
  return (r as unknown as { rows: AgregadoRonda[] }).rows.map((f) => ({
    ...f, id: Number(f.id), promedio: f.promedio === null ? null : Number(f.promedio), z: f.z === null ? null : Number(f.z), borda: f.borda === null ? null : Number(f.borda),
  }));
}

/** The figures ./ranking's rankingDeRonda computes from every evaluation, from the aggregates instead. */
function valoresDeAgregados(modo: ModoRonda, agregados: Awaited<ReturnType<typeof agregadosDeRonda>>, normalizar: boolean): Valores {
  if (modo === 'si_no') return new Map(agregados.filter((a) => a.n_voto > 0).map((a) => [a.id, { valor: (100 * a.si) / a.n_voto, n: a.n_voto }]));
  if (modo === 'ranking') return new Map(agregados.filter((a) => a.n_borda > 0).map((a) => [a.id, { valor: a.borda ?? 0, n: a.n_borda }]));
  const puntuadas = agregados.filter((a) => a.n_puntaje > 0 && a.promedio !== null);
  const medias = new Map(puntuadas.map((a) => [a.id, a.promedio as number]));
  const figuras = normalizar ? reescalar(new Map(puntuadas.map((a) => [a.id, a.z ?? 0])), medias) : medias;
  return new Map(puntuadas.map((a) => [a.id, { valor: centesimas(figuras.get(a.id) as number), n: a.n_puntaje }]));
}

export async function rankingDeRondaGuardada(db: Db, rondaId: number, normalizar?: boolean): Promise<RankingRondaFila[]> {
  const { r, normalizar: porConvocatoria } = await rondaConCategoria(db, rondaId);
  const [entradas, agregados] = await Promise.all([postulacionesDeRonda(db, r), agregadosDeRonda(db, rondaId)]);
  const valores = valoresDeAgregados(r.modo as ModoRonda, agregados, normalizar ?? porConvocatoria);
  const abstenciones = new Map(agregados.filter((a) => a.abstenciones > 0).map((a) => [a.id, a.abstenciones]));
  return ordenarRonda(entradas.map((e) => ({ postulacionId: e.id, folio: e.folio })), valores, abstenciones);
}

/** Per jurado of the round: assigned (not recused), drafts, submitted, abstained, and still to do. */
export async function progresoDeRonda(db: Db, rondaId: number) {
  await rondaConCategoria(db, rondaId);
  const cuenta = (estado: string) => sql<number>`(count(*) filter (where ${evaluaciones.estado} = ${estado}))::int`;
  return db
    .select({
      usuarioId: evaluaciones.usuarioId,
      jurado: usuarios.name,
      asignadas: sql<number>`(count(*) filter (where ${evaluaciones.estado} <> 'recusada'))::int`,
      borradores: cuenta('borrador'),
      enviadas: cuenta('enviada'),
      abstenidas: cuenta('abstenida'),
      pendientes: sql<number>`(count(*) filter (where ${evaluaciones.estado} in ('pendiente', 'borrador')))::int`,
    })
    .from(evaluaciones)
    .innerJoin(usuarios, eq(usuarios.id, evaluaciones.usuarioId))
    .where(eq(evaluaciones.rondaId, rondaId))
    .groupBy(evaluaciones.usuarioId, usuarios.name)
    .orderBy(asc(usuarios.name), asc(evaluaciones.usuarioId));
}

/** (jurado, round) pairs with assignments still pendiente or borrador on a round that is closed; oldest end first. */
export async function juradosConPendientesEnRondasCerradas(db: Db) {
  const filas = await db
    .select({ usuarioId: evaluaciones.usuarioId, rondaId: rondas.id, createdAt: rondas.fin })
    .from(evaluaciones)
    .innerJoin(rondas, eq(rondas.id, evaluaciones.rondaId))
    .innerJoin(usuarios, eq(usuarios.id, evaluaciones.usuarioId))
    .where(and(inArray(evaluaciones.estado, ['pendiente', 'borrador']), eq(usuarios.activo, true), or(eq(rondas.estado, 'cerrada'), lt(rondas.fin, new Date()))))
    .groupBy(evaluaciones.usuarioId, rondas.id, rondas.fin)
    .orderBy(asc(rondas.fin));
  return { rows: filas.slice(0, 1), total: filas.length };
}

/**
 * A ranking round: the jurado sends all their assigned nominations (not recused, not abstained), each once, best
 * first; the order is their submission. Anything else is 422 with nothing stored; a round not theirs is 404.
 */
export async function ordenar(db: Db, usuarioId: number, rondaId: number, postulacionIds: number[]) {
  const { r } = await rondaConCategoria(db, rondaId).catch(() => {
    throw notFound('La ronda no existe o no tiene postulaciones asignadas a usted');
  });
  const suyas = await db
    .select({ id: evaluaciones.id, postulacionId: evaluaciones.postulacionId, estado: evaluaciones.estado })
    .from(evaluaciones)
    .innerJoin(postulaciones, eq(postulaciones.id, evaluaciones.postulacionId))
    .where(and(eq(evaluaciones.rondaId, rondaId), eq(evaluaciones.usuarioId, usuarioId), inArray(postulaciones.estado, ESTADOS_EVALUABLES)));
  if (!suyas.length) throw notFound('La ronda no existe o no tiene postulaciones asignadas a usted');
  if (r.modo !== 'ranking') throw unprocessable({ postulacionIds: ['Esta ronda no se califica por orden'] }, 'Esta ronda no se califica por orden');
  const activas = suyas.filter((e) => e.estado !== 'recusada' && e.estado !== 'abstenida');
  if (activas.some((e) => e.estado === 'enviada')) throw new HttpError(409, EVALUACION_ENVIADA_BLOQUEADA);
  exigirRondaAbierta(r);
  const esperadas = new Set(activas.map((e) => e.postulacionId));
  const repetidas = postulacionIds.filter((id, i) => postulacionIds.indexOf(id) !== i);
  const ajenas = postulacionIds.filter((id) => !esperadas.has(id));
  const faltan = [...esperadas].filter((id) => !postulacionIds.includes(id));
  if (repetidas.length || ajenas.length || faltan.length) {
    const detalle = [
      ...(faltan.length ? [`Faltan ${faltan.length} de sus postulaciones`] : []),
      ...(repetidas.length ? ['Hay postulaciones repetidas'] : []),
      ...(ajenas.length ? ['Hay postulaciones que no tiene asignadas en esta ronda'] : []),
    ];
    throw unprocessable({ postulacionIds: [ORDEN_INCOMPLETO, ...detalle] }, ORDEN_INCOMPLETO);
  }
  const ahora = new Date();
  const porPostulacion = new Map(activas.map((e) => [e.postulacionId, e.id]));
  await db.transaction(async (tx) => {
    await modoVigente(tx, r);
    for (const [i, postulacionId] of postulacionIds.entries()) {
      const filas = await tx
        .update(evaluaciones)
        .set({ posicion: i + 1, estado: 'enviada', enviadaEn: ahora, updatedAt: ahora })
        .where(and(eq(evaluaciones.id, porPostulacion.get(postulacionId)!), inArray(evaluaciones.estado, ['pendiente', 'borrador'])))
        .returning({ id: evaluaciones.id });
      if (!filas.length) throw new HttpError(409, EVALUACION_ENVIADA_BLOQUEADA);
    }
  });
  return { enviadas: postulacionIds.length };
}
