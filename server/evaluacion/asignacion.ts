// Staff side of judging: each round's pool of jurados, assigning nominations (everyone, or N at random balancing the
// load, never a pair flagged as a conflict of interest), manual assignment, unlocking a submitted score, progress,
// and the recusal re-assignment. The category's own endpoints act on its ronda 1.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { sinBloqueo } from '../arco/bloqueo';
import type { FastifyRequest } from 'fastify';
import type { Asignacion, JuradoDisponible, ProgresoEvaluacion, asignarSchema } from '../../shared/schemas/postulaciones';
import type { z } from '../../shared/validation';
import type { Db } from '../db/client';
import {
  categorias, evaluaciones, permisos, postulacionHistorial, postulaciones, rolPermisos, rondaJurados, rondaPostulaciones, rondas, roles, usuarioRoles, usuarios,
} from '../db/schema';
import { HttpError, notFound, unprocessable } from '../lib/http-error';
import { conflictoEntre, juradoParaConflicto, partesDe } from '../rondas/conflictos';
import { rondaConCategoria } from '../rondas/service';

/** The permission that makes a user a jurado. */
export const PERMISO_JURADO = 'evaluaciones.editar';
/** Nominations that may receive jurados: eligible ones and those already being judged. */
export const ESTADOS_ASIGNABLES = ['elegible', 'en_evaluacion'];

export const NO_ES_JURADO = 'La persona no tiene el permiso de jurado (evaluaciones.editar) o su cuenta está inactiva';

/** Users whose active roles grant the jurado permission (explicitly; the administrator role is not a jurado). */
function juradosQuery(db: Db) {
  return db
    .selectDistinct({ id: usuarios.id, name: usuarios.name, email: usuarios.email, activo: usuarios.activo })
    .from(usuarios)
    .innerJoin(usuarioRoles, eq(usuarioRoles.usuarioId, usuarios.id))
    .innerJoin(roles, and(eq(roles.id, usuarioRoles.rolId), eq(roles.activo, true)))
    .innerJoin(rolPermisos, eq(rolPermisos.rolId, roles.id))
    .innerJoin(permisos, and(eq(permisos.id, rolPermisos.permisoId), eq(permisos.activo, true), eq(permisos.nombre, PERMISO_JURADO)));
}

export async function juradosDisponibles(db: Db): Promise<JuradoDisponible[]> {
  return juradosQuery(db).where(eq(usuarios.activo, true)).orderBy(asc(usuarios.name), asc(usuarios.id));
}

async function rondaExistente(db: Db, id: number) {
  const [row] = await db.select().from(rondas).where(eq(rondas.id, id));
  if (!row) throw notFound('La ronda no existe');
  return row;
}

export async function juradosDeRonda(db: Db, rondaId: number): Promise<JuradoDisponible[]> {
  await rondaExistente(db, rondaId);
  return db
    .select({ id: usuarios.id, name: usuarios.name, email: usuarios.email, activo: usuarios.activo })
    .from(rondaJurados)
    .innerJoin(usuarios, eq(usuarios.id, rondaJurados.usuarioId))
    .where(eq(rondaJurados.rondaId, rondaId))
    .orderBy(asc(usuarios.name), asc(usuarios.id));
}

/** Replaces the pool. Existing assignments stay: removing a jurado from the pool does not undo their work. */
export async function guardarJuradosDeRonda(db: Db, rondaId: number, usuarioIds: number[]) {
  await rondaExistente(db, rondaId);
  const ids = [...new Set(usuarioIds)];
  const validos = ids.length ? await juradosQuery(db).where(and(inArray(usuarios.id, ids), eq(usuarios.activo, true))) : [];
  const faltan = ids.filter((id) => !validos.some((v) => v.id === id));
  if (faltan.length) throw unprocessable({ usuarioIds: [`${NO_ES_JURADO} (usuario ${faltan.join(', ')})`] }, NO_ES_JURADO);
  const antes = await juradosDeRonda(db, rondaId);
  await db.transaction(async (tx) => {
    await tx.delete(rondaJurados).where(eq(rondaJurados.rondaId, rondaId));
    if (ids.length) await tx.insert(rondaJurados).values(ids.map((usuarioId) => ({ rondaId, usuarioId })));
  });
  return { antes, despues: await juradosDeRonda(db, rondaId) };
}

/** Shuffles in place (Fisher–Yates): random order among equals is what keeps assignment fair. */
function barajar<T>(xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
}

/** The `n` least-loaded candidates, random among equal loads. */
export function menosCargados(candidatos: number[], carga: Map<number, number>, n: number): number[] {
  return barajar([...candidatos]).sort((a, b) => (carga.get(a) ?? 0) - (carga.get(b) ?? 0)).slice(0, n);
}

/** elegible → en_evaluacion, with a history entry, once a nomination has a jurado. Returns the moved ids. */
async function pasarAEvaluacion(tx: Db, ids: number[], request: FastifyRequest): Promise<number[]> {
  if (!ids.length) return [];
  const movidas = await tx
    .update(postulaciones)
    .set({ estado: 'en_evaluacion', updatedAt: new Date() })
    .where(and(inArray(postulaciones.id, ids), eq(postulaciones.estado, 'elegible')))
    .returning({ id: postulaciones.id });
  if (movidas.length) {
    await tx.insert(postulacionHistorial).values(
      movidas.map((m) => ({
        postulacionId: m.id,
        estadoAnterior: 'elegible',
        estado: 'en_evaluacion',
        motivo: 'Asignada al jurado',
        usuarioId: request.user?.id ?? null,
        usuarioEmail: request.user?.email ?? null,
      })),
    );
  }
  return movidas.map((m) => m.id);
}

/** Load per jurado in a round: their assignments that are not recused. */
async function cargaEnRonda(tx: Db, rondaId: number): Promise<Map<number, number>> {
  const filas = await tx
    .select({ usuarioId: evaluaciones.usuarioId, n: sql<number>`count(*)::int` })
    .from(evaluaciones)
    .innerJoin(postulaciones, eq(postulaciones.id, evaluaciones.postulacionId))
    .where(and(eq(evaluaciones.rondaId, rondaId), ne(evaluaciones.estado, 'recusada'), sinBloqueo(postulaciones)))
    .groupBy(evaluaciones.usuarioId);
  return new Map(filas.map((f) => [f.usuarioId, f.n]));
}

/** The active members of a round's pool. */
async function poolDeRonda(tx: Db, rondaId: number): Promise<number[]> {
  const filas = await tx
    .select({ usuarioId: rondaJurados.usuarioId })
    .from(rondaJurados)
    .innerJoin(usuarios, eq(usuarios.id, rondaJurados.usuarioId))
    .where(and(eq(rondaJurados.rondaId, rondaId), eq(usuarios.activo, true)));
  return filas.map((p) => p.usuarioId);
}

/** The nominations a round may assign: ronda 1's eligible ones and those being judged; a later round's finalists. */
async function asignablesDeRonda(tx: Db, ronda: { id: number; numero: number; categoriaId: number }): Promise<number[]> {
  const filas = ronda.numero === 1
    ? await tx.select({ id: postulaciones.id }).from(postulaciones).where(and(eq(postulaciones.categoriaId, ronda.categoriaId), inArray(postulaciones.estado, ESTADOS_ASIGNABLES), sinBloqueo(postulaciones)))
    : await tx
      .select({ id: postulaciones.id })
      .from(rondaPostulaciones)
      .innerJoin(postulaciones, eq(postulaciones.id, rondaPostulaciones.postulacionId))
      .where(and(eq(rondaPostulaciones.rondaId, ronda.id), eq(postulaciones.estado, 'finalista'), sinBloqueo(postulaciones)));
  return filas.map((f) => f.id);
}

/** Pairs (postulacionId:usuarioId) flagged as a conflict of interest among these nominations and jurados. */
async function paresEnConflicto(tx: Db, postulacionIds: number[], usuarioIds: number[]): Promise<Set<string>> {
  const pares = new Set<string>();
  const jurados = (await Promise.all(usuarioIds.map((id) => juradoParaConflicto(tx, id)))).filter((j) => j !== undefined);
  for (const p of await partesDe(tx, postulacionIds)) for (const j of jurados) if (conflictoEntre(j, p)) pares.add(`${p.id}:${j.id}`);
  return pares;
}

/**
 * Assigns a round's nominations. `todos`: every pool jurado on every nomination. `aleatoria`: tops each nomination
 * up to N active jurados (an abstention counts: nobody replaces it), picking the least-loaded pool members (random
 * among equals); a jurado who recused from a nomination is never given it again, nor one flagged as a conflict.
 */
export async function asignar(db: Db, request: FastifyRequest, rondaId: number, input: z.output<typeof asignarSchema>) {
  const { r: ronda } = await rondaConCategoria(db, rondaId);
  return db.transaction(async (tx) => {
    // One assignment run per round at a time: two staff clicking at once must not double the load.
    await tx.select({ id: rondas.id }).from(rondas).where(eq(rondas.id, rondaId)).for('update');
    const pool = await poolDeRonda(tx, rondaId);
    const donde = ronda.numero === 1 ? 'La categoría' : 'La ronda';
    if (!pool.length) throw unprocessable({ modo: [`${donde} no tiene jurados: agréguelos antes de asignar`] }, `${donde} no tiene jurados: agréguelos antes de asignar`);
    const n = input.modo === 'todos' ? pool.length : input.porPostulacion ?? 1;
    if (n > pool.length) {
      const msg = `${donde} tiene ${pool.length} ${pool.length === 1 ? 'jurado' : 'jurados'}: no se pueden asignar ${n} por postulación`;
      throw unprocessable({ porPostulacion: [msg] }, msg);
    }
    const nominaciones = await asignablesDeRonda(tx, ronda);
    const existentes = nominaciones.length
      ? await tx.select({ postulacionId: evaluaciones.postulacionId, usuarioId: evaluaciones.usuarioId, estado: evaluaciones.estado }).from(evaluaciones).where(and(eq(evaluaciones.rondaId, rondaId), inArray(evaluaciones.postulacionId, nominaciones)))
      : [];
    const conflictos = await paresEnConflicto(tx, nominaciones, pool);
    const carga = await cargaEnRonda(tx, rondaId);
    const nuevas: { postulacionId: number; usuarioId: number; rondaId: number; origen: string }[] = [];
    for (const id of barajar([...nominaciones])) {
      const suyas = existentes.filter((e) => e.postulacionId === id);
      const activas = suyas.filter((e) => e.estado !== 'recusada').length;
      const candidatos = pool.filter((u) => !suyas.some((e) => e.usuarioId === u) && !conflictos.has(`${id}:${u}`));
      const elegidos = input.modo === 'todos' ? candidatos : menosCargados(candidatos, carga, Math.max(n - activas, 0));
      for (const usuarioId of elegidos) {
        nuevas.push({ postulacionId: id, usuarioId, rondaId, origen: input.modo === 'todos' ? 'categoria' : 'aleatoria' });
        carga.set(usuarioId, (carga.get(usuarioId) ?? 0) + 1);
      }
    }
    for (let i = 0; i < nuevas.length; i += 1000) await tx.insert(evaluaciones).values(nuevas.slice(i, i + 1000)).onConflictDoNothing();
    const movidas = await pasarAEvaluacion(tx, [...new Set(nuevas.map((x) => x.postulacionId))], request);
    return { asignadas: nuevas.length, movidas, omitidasPorConflicto: conflictos.size };
  });
}

const asignacionColumns = {
  id: evaluaciones.id,
  postulacionId: evaluaciones.postulacionId,
  folio: postulaciones.folio,
  usuarioId: evaluaciones.usuarioId,
  jurado: usuarios.name,
  juradoEmail: usuarios.email,
  origen: evaluaciones.origen,
  estado: evaluaciones.estado,
  puntajes: evaluaciones.puntajes,
  comentario: evaluaciones.comentario,
  puntaje: evaluaciones.puntaje,
  conflictoMotivo: evaluaciones.conflictoMotivo,
  rondaId: evaluaciones.rondaId,
  voto: evaluaciones.voto,
  posicion: evaluaciones.posicion,
  abstencionMotivo: evaluaciones.abstencionMotivo,
  motivoConflictoAsignacion: evaluaciones.motivoConflictoAsignacion,
  enviadaEn: evaluaciones.enviadaEn,
  updatedAt: evaluaciones.updatedAt,
};

function comoAsignacion(r: { enviadaEn: Date | null; updatedAt: Date } & Record<string, unknown>): Asignacion {
  return { ...r, enviadaEn: r.enviadaEn?.toISOString() ?? null, updatedAt: r.updatedAt.toISOString() } as unknown as Asignacion;
}

function consultaAsignaciones(db: Db) {
  return db
    .select(asignacionColumns)
    .from(evaluaciones)
    .innerJoin(postulaciones, eq(postulaciones.id, evaluaciones.postulacionId))
    .innerJoin(usuarios, eq(usuarios.id, evaluaciones.usuarioId));
}

export async function asignacionesDePostulacion(db: Db, postulacionId: number): Promise<Asignacion[]> {
  const [p] = await db.select({ id: postulaciones.id }).from(postulaciones).where(eq(postulaciones.id, postulacionId));
  if (!p) throw notFound('La postulación no existe');
  const filas = await consultaAsignaciones(db).where(eq(evaluaciones.postulacionId, postulacionId)).orderBy(asc(usuarios.name), asc(evaluaciones.id));
  return filas.map(comoAsignacion);
}

export async function getAsignacion(db: Db, id: number): Promise<Asignacion> {
  const [fila] = await consultaAsignaciones(db).where(eq(evaluaciones.id, id));
  if (!fila) throw notFound('La asignación no existe');
  return comoAsignacion(fila);
}

/** The latest round that judges a nomination: the highest one it was promoted to, else its category's ronda 1. */
async function rondaActualDe(db: Db, postulacionId: number, categoriaId: number): Promise<number> {
  const [fila] = await db
    .select({ id: rondas.id })
    .from(rondas)
    .where(and(eq(rondas.categoriaId, categoriaId), sql`(${rondas.numero} = 1 or exists (select 1 from ${rondaPostulaciones} rp where rp.ronda_id = ${rondas.id} and rp.postulacion_id = ${postulacionId}))`))
    .orderBy(sql`${rondas.numero} desc`)
    .limit(1);
  if (!fila) throw notFound('La categoría no tiene ronda 1');
  return fila.id;
}

export const CONFLICTO_SIN_MOTIVO = 'La persona tiene un posible conflicto de interés con esta postulación: escriba el motivo para asignarla de todos modos';

/**
 * Staff assign one jurado by hand, in the nomination's current round unless `rondaId` says another. A pair flagged
 * as a conflict of interest needs a written reason (`motivoConflicto`), kept on the assignment and audited.
 */
export async function asignarManual(db: Db, request: FastifyRequest, postulacionId: number, usuarioId: number, opciones: { rondaId?: number; motivoConflicto?: string } = {}) {
  const [p] = await db.select({ estado: postulaciones.estado, categoriaId: postulaciones.categoriaId }).from(postulaciones).where(eq(postulaciones.id, postulacionId));
  if (!p) throw notFound('La postulación no existe');
  if (![...ESTADOS_ASIGNABLES, 'finalista'].includes(p.estado)) {
    throw new HttpError(409, 'Solo se asignan jurados a postulaciones elegibles, en evaluación o finalistas');
  }
  const rondaId = opciones.rondaId ?? (await rondaActualDe(db, postulacionId, p.categoriaId));
  const { r: ronda } = await rondaConCategoria(db, rondaId);
  if (ronda.categoriaId !== p.categoriaId || !(await asignablesDeRonda(db, ronda)).includes(postulacionId)) {
    throw unprocessable({ rondaId: ['La postulación no participa en esa ronda'] }, 'La postulación no participa en esa ronda');
  }
  const [jurado] = await juradosQuery(db).where(and(eq(usuarios.id, usuarioId), eq(usuarios.activo, true)));
  if (!jurado) throw unprocessable({ usuarioId: [NO_ES_JURADO] }, NO_ES_JURADO);
  const conflicto = (await paresEnConflicto(db, [postulacionId], [usuarioId])).size > 0;
  const motivo = opciones.motivoConflicto?.trim() || null;
  if (conflicto && !motivo) throw unprocessable({ motivoConflicto: [CONFLICTO_SIN_MOTIVO] }, CONFLICTO_SIN_MOTIVO);
  const id = await db.transaction(async (tx) => {
    const [nueva] = await tx
      .insert(evaluaciones)
      .values({ postulacionId, usuarioId, rondaId, origen: 'manual', motivoConflictoAsignacion: conflicto ? motivo : null })
      .onConflictDoNothing()
      .returning({ id: evaluaciones.id });
    if (!nueva) throw new HttpError(409, 'Esa persona ya está asignada a esta postulación en la ronda (o se recusó de ella)');
    await pasarAEvaluacion(tx, [postulacionId], request);
    return nueva.id;
  });
  return { asignacion: await getAsignacion(db, id), conflicto };
}

export async function quitarAsignacion(db: Db, postulacionId: number, evaluacionId: number): Promise<Asignacion> {
  const antes = await getAsignacion(db, evaluacionId);
  if (antes.postulacionId !== postulacionId) throw notFound('La asignación no existe');
  if (antes.estado === 'enviada') throw new HttpError(409, 'La evaluación ya se envió: desbloquéela antes de quitar la asignación');
  if (antes.estado === 'recusada') throw new HttpError(409, 'La asignación quedó recusada por conflicto de interés y se conserva como registro');
  const borradas = await db
    .delete(evaluaciones)
    .where(and(eq(evaluaciones.id, evaluacionId), inArray(evaluaciones.estado, ['pendiente', 'borrador'])))
    .returning({ id: evaluaciones.id });
  if (!borradas.length) throw new HttpError(409, 'El jurado envió la evaluación al mismo tiempo; recargue la página');
  return antes;
}

export async function desbloquear(db: Db, evaluacionId: number) {
  const antes = await getAsignacion(db, evaluacionId);
  const filas = await db
    .update(evaluaciones)
    .set({ estado: 'borrador', enviadaEn: null, updatedAt: new Date() })
    .where(and(eq(evaluaciones.id, evaluacionId), eq(evaluaciones.estado, 'enviada')))
    .returning({ id: evaluaciones.id });
  if (!filas.length) throw new HttpError(409, 'Solo se desbloquea una evaluación enviada');
  return { antes, despues: await getAsignacion(db, evaluacionId) };
}

/**
 * After a recusal: the least-loaded pool member of the round not yet on the nomination (assigned, or recused before)
 * and not flagged as a conflict takes it. Runs inside the recusal's transaction. Returns the new jurado's id, or null
 * when the pool has nobody left.
 */
export async function reasignar(tx: Db, postulacionId: number, rondaId: number): Promise<number | null> {
  const pool = await poolDeRonda(tx, rondaId);
  const ya = new Set((await tx.select({ usuarioId: evaluaciones.usuarioId }).from(evaluaciones).where(and(eq(evaluaciones.rondaId, rondaId), eq(evaluaciones.postulacionId, postulacionId)))).map((e) => e.usuarioId));
  const conflictos = await paresEnConflicto(tx, [postulacionId], pool);
  const candidatos = pool.filter((u) => !ya.has(u) && !conflictos.has(`${postulacionId}:${u}`));
  if (!candidatos.length) return null;
  const [elegido] = menosCargados(candidatos, await cargaEnRonda(tx, rondaId), 1);
  await tx.insert(evaluaciones).values({ postulacionId, usuarioId: elegido, rondaId, origen: 'reasignacion' }).onConflictDoNothing();
  return elegido;
}

export async function progreso(db: Db, convocatoriaId: number): Promise<ProgresoEvaluacion> {
  const cuenta = (estado: string) => sql<number>`(count(*) filter (where ${evaluaciones.estado} = ${estado}))::int`;
  const porJurado = await db
    .select({
      usuarioId: evaluaciones.usuarioId,
      jurado: usuarios.name,
      asignadas: sql<number>`(count(*) filter (where ${evaluaciones.estado} <> 'recusada'))::int`,
      enviadas: cuenta('enviada'),
      borradores: cuenta('borrador'),
      recusadas: cuenta('recusada'),
    })
    .from(evaluaciones)
    .innerJoin(postulaciones, eq(postulaciones.id, evaluaciones.postulacionId))
    .innerJoin(usuarios, eq(usuarios.id, evaluaciones.usuarioId))
    .where(and(eq(postulaciones.convocatoriaId, convocatoriaId), sinBloqueo(postulaciones)))
    .groupBy(evaluaciones.usuarioId, usuarios.name)
    .orderBy(asc(usuarios.name));
  const porCategoria = await db
    .select({
      categoriaId: categorias.id,
      categoria: categorias.nombre,
      // Raw, fully qualified: drizzle drops table names in single-table queries, which would make "id" ambiguous here.
      postulaciones: sql<number>`(select count(*)::int from "postulaciones" p where p."categoria_id" = "categorias"."id"
        and p."estado" in ('elegible', 'en_evaluacion', 'finalista', 'ganadora', 'no_seleccionada'))`,
      asignadas: sql<number>`(select count(*)::int from "evaluaciones" e join "postulaciones" p on p."id" = e."postulacion_id"
        where p."categoria_id" = "categorias"."id" and e."estado" <> 'recusada')`,
      enviadas: sql<number>`(select count(*)::int from "evaluaciones" e join "postulaciones" p on p."id" = e."postulacion_id"
        where p."categoria_id" = "categorias"."id" and e."estado" = 'enviada')`,
      calificadas: sql<number>`(select count(distinct e."postulacion_id")::int from "evaluaciones" e join "postulaciones" p on p."id" = e."postulacion_id"
        where p."categoria_id" = "categorias"."id" and e."estado" = 'enviada')`,
    })
    .from(categorias)
    .where(eq(categorias.convocatoriaId, convocatoriaId))
    .orderBy(asc(categorias.orden), asc(categorias.id));
  return { porJurado, porCategoria };
}
