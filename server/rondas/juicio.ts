// A round's judging as staff read it (ranking, progress) and the ranking round's one jurado action: the order.
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { ESTADOS_EVALUABLES } from '../../shared/schemas/postulaciones';
import { ORDEN_INCOMPLETO, type ModoRonda, type RankingRondaFila } from '../../shared/schemas/rondas';
import { EVALUACION_ENVIADA_BLOQUEADA } from '../../shared/schemas/postulaciones';
import type { Db } from '../db/client';
import { evaluaciones, postulaciones, rondas, usuarios } from '../db/schema';
import { HttpError, notFound, unprocessable } from '../lib/http-error';
import { rankingDeRonda } from './ranking';
import { postulacionesDeRonda, rondaConCategoria } from './service';

export async function rankingDeRondaGuardada(db: Db, rondaId: number, normalizar?: boolean): Promise<RankingRondaFila[]> {
  const { r, normalizar: porConvocatoria } = await rondaConCategoria(db, rondaId);
  const [entradas, filas] = await Promise.all([
    postulacionesDeRonda(db, r),
    db
      .select({ postulacionId: evaluaciones.postulacionId, usuarioId: evaluaciones.usuarioId, estado: evaluaciones.estado, puntaje: evaluaciones.puntaje, voto: evaluaciones.voto, posicion: evaluaciones.posicion })
      .from(evaluaciones)
      .where(eq(evaluaciones.rondaId, rondaId)),
  ]);
  return rankingDeRonda(r.modo as ModoRonda, entradas.map((e) => ({ postulacionId: e.id, folio: e.folio })), filas, { normalizar: normalizar ?? porConvocatoria });
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
