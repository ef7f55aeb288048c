// Staff side of judging: each category's pool of jurados, assigning nominations (everyone, or N at random
// balancing the load), manual assignment, unlocking a submitted score, progress, and the recusal re-assignment.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { sinBloqueo } from '../arco/bloqueo';
import type { FastifyRequest } from 'fastify';
import type { Asignacion, JuradoDisponible, ProgresoEvaluacion, asignarSchema } from '../../shared/schemas/postulaciones';
import type { z } from '../../shared/validation';
import type { Db } from '../db/client';
import {
  categorias, evaluaciones, juradoCategorias, permisos, postulacionHistorial, postulaciones, rolPermisos, roles, usuarioRoles, usuarios,
} from '../db/schema';
import { HttpError, notFound, unprocessable } from '../lib/http-error';

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

async function categoriaExistente(db: Db, id: number) {
  const [row] = await db.select().from(categorias).where(eq(categorias.id, id));
  if (!row) throw notFound('La categoría no existe');
  return row;
}

export async function juradosDeCategoria(db: Db, categoriaId: number): Promise<JuradoDisponible[]> {
  await categoriaExistente(db, categoriaId);
  return db
    .select({ id: usuarios.id, name: usuarios.name, email: usuarios.email, activo: usuarios.activo })
    .from(juradoCategorias)
    .innerJoin(usuarios, eq(usuarios.id, juradoCategorias.usuarioId))
    .where(eq(juradoCategorias.categoriaId, categoriaId))
    .orderBy(asc(usuarios.name), asc(usuarios.id));
}

/** Replaces the pool. Existing assignments stay: removing a jurado from the pool does not undo their work. */
export async function guardarJuradosDeCategoria(db: Db, categoriaId: number, usuarioIds: number[]) {
  await categoriaExistente(db, categoriaId);
  const ids = [...new Set(usuarioIds)];
  const validos = ids.length ? await juradosQuery(db).where(and(inArray(usuarios.id, ids), eq(usuarios.activo, true))) : [];
  const faltan = ids.filter((id) => !validos.some((v) => v.id === id));
  if (faltan.length) throw unprocessable({ usuarioIds: [`${NO_ES_JURADO} (usuario ${faltan.join(', ')})`] }, NO_ES_JURADO);
  const antes = await juradosDeCategoria(db, categoriaId);
  await db.transaction(async (tx) => {
    await tx.delete(juradoCategorias).where(eq(juradoCategorias.categoriaId, categoriaId));
    if (ids.length) await tx.insert(juradoCategorias).values(ids.map((usuarioId) => ({ categoriaId, usuarioId })));
  });
  return { antes, despues: await juradosDeCategoria(db, categoriaId) };
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

/** Load per jurado in a category: their assignments that are not recused. */
async function cargaEnCategoria(tx: Db, categoriaId: number): Promise<Map<number, number>> {
  const filas = await tx
    .select({ usuarioId: evaluaciones.usuarioId, n: sql<number>`count(*)::int` })
    .from(evaluaciones)
    .innerJoin(postulaciones, eq(postulaciones.id, evaluaciones.postulacionId))
    .where(and(eq(postulaciones.categoriaId, categoriaId), ne(evaluaciones.estado, 'recusada'), sinBloqueo(postulaciones)))
    .groupBy(evaluaciones.usuarioId);
  return new Map(filas.map((f) => [f.usuarioId, f.n]));
}

/**
 * Assigns the category's eligible (and already in-evaluation) nominations. `todos`: every pool jurado on every
 * nomination. `aleatoria`: tops each nomination up to N active jurados, picking the least-loaded pool members
 * (random among equals); a jurado who recused from a nomination is never given it again.
 */
export async function asignar(db: Db, request: FastifyRequest, categoriaId: number, input: z.output<typeof asignarSchema>) {
  await categoriaExistente(db, categoriaId);
  return db.transaction(async (tx) => {
    // One assignment run per category at a time: two staff clicking at once must not double the load.
    await tx.select({ id: categorias.id }).from(categorias).where(eq(categorias.id, categoriaId)).for('update');
    const pool = (await tx.select({ usuarioId: juradoCategorias.usuarioId }).from(juradoCategorias).innerJoin(usuarios, eq(usuarios.id, juradoCategorias.usuarioId)).where(and(eq(juradoCategorias.categoriaId, categoriaId), eq(usuarios.activo, true)))).map((p) => p.usuarioId);
    if (!pool.length) throw unprocessable({ modo: ['La categoría no tiene jurados: agréguelos antes de asignar'] }, 'La categoría no tiene jurados: agréguelos antes de asignar');
    const n = input.modo === 'todos' ? pool.length : input.porPostulacion ?? 1;
    if (n > pool.length) {
      const msg = `La categoría tiene ${pool.length} ${pool.length === 1 ? 'jurado' : 'jurados'}: no se pueden asignar ${n} por postulación`;
      throw unprocessable({ porPostulacion: [msg] }, msg);
    }
    const nominaciones = await tx
      .select({ id: postulaciones.id })
      .from(postulaciones)
      .where(and(eq(postulaciones.categoriaId, categoriaId), inArray(postulaciones.estado, ESTADOS_ASIGNABLES), sinBloqueo(postulaciones)));
    const existentes = nominaciones.length
      ? await tx.select({ postulacionId: evaluaciones.postulacionId, usuarioId: evaluaciones.usuarioId, estado: evaluaciones.estado }).from(evaluaciones).where(inArray(evaluaciones.postulacionId, nominaciones.map((p) => p.id)))
      : [];
    const carga = await cargaEnCategoria(tx, categoriaId);
    const nuevas: { postulacionId: number; usuarioId: number; origen: string }[] = [];
    for (const { id } of barajar(nominaciones)) {
      const suyas = existentes.filter((e) => e.postulacionId === id);
      const activas = suyas.filter((e) => e.estado !== 'recusada').length;
      const candidatos = pool.filter((u) => !suyas.some((e) => e.usuarioId === u));
      const elegidos = input.modo === 'todos' ? candidatos : menosCargados(candidatos, carga, Math.max(n - activas, 0));
      for (const usuarioId of elegidos) {
        nuevas.push({ postulacionId: id, usuarioId, origen: input.modo === 'todos' ? 'categoria' : 'aleatoria' });
        carga.set(usuarioId, (carga.get(usuarioId) ?? 0) + 1);
      }
    }
    for (let i = 0; i < nuevas.length; i += 1000) await tx.insert(evaluaciones).values(nuevas.slice(i, i + 1000)).onConflictDoNothing();
    const movidas = await pasarAEvaluacion(tx, [...new Set(nuevas.map((x) => x.postulacionId))], request);
    return { asignadas: nuevas.length, movidas };
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

export async function asignarManual(db: Db, request: FastifyRequest, postulacionId: number, usuarioId: number): Promise<Asignacion> {
  const [p] = await db.select({ estado: postulaciones.estado }).from(postulaciones).where(eq(postulaciones.id, postulacionId));
  if (!p) throw notFound('La postulación no existe');
  if (!ESTADOS_ASIGNABLES.includes(p.estado)) {
    throw new HttpError(409, 'Solo se asignan jurados a postulaciones elegibles o en evaluación');
  }
  const [jurado] = await juradosQuery(db).where(and(eq(usuarios.id, usuarioId), eq(usuarios.activo, true)));
  if (!jurado) throw unprocessable({ usuarioId: [NO_ES_JURADO] }, NO_ES_JURADO);
  const id = await db.transaction(async (tx) => {
    const [nueva] = await tx.insert(evaluaciones).values({ postulacionId, usuarioId, origen: 'manual' }).onConflictDoNothing().returning({ id: evaluaciones.id });
    if (!nueva) throw new HttpError(409, 'Esa persona ya está asignada a esta postulación (o se recusó de ella)');
    await pasarAEvaluacion(tx, [postulacionId], request);
    return nueva.id;
  });
  return getAsignacion(db, id);
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
 * After a recusal: the least-loaded pool member not yet on the nomination (assigned, or recused before) takes it.
 * Runs inside the recusal's transaction. Returns the new jurado's id, or null when the pool has nobody left.
 */
export async function reasignar(tx: Db, postulacionId: number, categoriaId: number): Promise<number | null> {
  const pool = (
    await tx
      .select({ usuarioId: juradoCategorias.usuarioId })
      .from(juradoCategorias)
      .innerJoin(usuarios, eq(usuarios.id, juradoCategorias.usuarioId))
      .where(and(eq(juradoCategorias.categoriaId, categoriaId), eq(usuarios.activo, true)))
  ).map((p) => p.usuarioId);
  const ya = new Set((await tx.select({ usuarioId: evaluaciones.usuarioId }).from(evaluaciones).where(eq(evaluaciones.postulacionId, postulacionId))).map((e) => e.usuarioId));
  const candidatos = pool.filter((u) => !ya.has(u));
  if (!candidatos.length) return null;
  const [elegido] = menosCargados(candidatos, await cargaEnCategoria(tx, categoriaId), 1);
  await tx.insert(evaluaciones).values({ postulacionId, usuarioId: elegido, origen: 'reasignacion' }).onConflictDoNothing();
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
