// A category's rounds: list, create, and the lookups the rest of judging shares (a round with its category, ronda 1
// of a category, the nominations a round judges).
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ESTADOS_EVALUABLES, type Criterio } from '../../shared/schemas/postulaciones';
import {
  MODO_CAMBIADO, MODO_CON_TRABAJO, MODO_RONDA_CERRADA, RONDA_CERRADA, type EstadoRonda, type modoRondaSchema, type Ronda, type rondaInputSchema,
} from '../../shared/schemas/rondas';
import type { z } from '../../shared/validation';
import type { Db } from '../db/client';
import { categorias, convocatorias, evaluaciones, postulaciones, rondaPostulaciones, rondas } from '../db/schema';
import { HttpError, notFound } from '../lib/http-error';
import { isUniqueViolation } from '../lib/pg-errors';
import { sinBloqueo } from '../arco/bloqueo';

type FilaRonda = typeof rondas.$inferSelect;

/** Staff close a round by promoting its shortlist; past `fin` it is closed anyway, before `inicio` only scheduled. */
export function estadoDe(r: Pick<FilaRonda, 'estado' | 'inicio' | 'fin'>, ahora = new Date()): EstadoRonda {
  if (r.estado === 'cerrada' || ahora > r.fin) return 'cerrada';
  return ahora < r.inicio ? 'programada' : 'abierta';
}

/** `conTrabajo`: somebody drafted, submitted or abstained in it (see cambiarModo). */
export function comoRonda(r: FilaRonda, conTrabajo = false): Ronda {
  return {
    id: r.id, categoriaId: r.categoriaId, numero: r.numero, nombre: r.nombre, modo: r.modo as Ronda['modo'], criterios: r.criterios,
    inicio: r.inicio, fin: r.fin, estado: estadoDe(r), documentosAdicionales: r.documentosAdicionales, modoEditable: !conTrabajo && r.estado !== 'cerrada',
  };
}

/** An assignment in one of these states is work done in its round: it fixes the round's mode. */
const CON_TRABAJO = ['borrador', 'enviada', 'abstenida'];

/** A jurado's work counts only while the round runs: past `fin`, or once staff promoted from it, it is refused. */
export function exigirRondaAbierta(r: Pick<FilaRonda, 'estado' | 'inicio' | 'fin'>) {
  if (estadoDe(r) === 'cerrada') throw new HttpError(409, RONDA_CERRADA);
}

export async function rondaConCategoria(db: Db, id: number) {
  const [fila] = await db
    .select({ r: rondas, c: categorias, normalizar: convocatorias.normalizar, convocatoriaEstado: convocatorias.estado })
    .from(rondas)
    .innerJoin(categorias, eq(categorias.id, rondas.categoriaId))
    .innerJoin(convocatorias, eq(convocatorias.id, categorias.convocatoriaId))
    .where(eq(rondas.id, id));
  if (!fila) throw notFound('La ronda no existe');
  return fila;
}

/**
 * Ronda 1 of a category: what the category's own judging endpoints act on. Created on first use from the category's
 * criteria and the call's judging window (close → results), so every way a category comes to be (form, copy of a
 * call, demo data) has one without each remembering to make it.
 */
export async function rondaUno(db: Db, categoriaId: number): Promise<FilaRonda> {
  const buscar = () => db.select().from(rondas).where(and(eq(rondas.categoriaId, categoriaId), eq(rondas.numero, 1)));
  const [r] = await buscar();
  if (r) return r;
  const [c] = await db
    .select({ criterios: categorias.criterios, cierre: convocatorias.cierre, publicacion: convocatorias.publicacionResultados })
    .from(categorias)
    .innerJoin(convocatorias, eq(convocatorias.id, categorias.convocatoriaId))
    .where(eq(categorias.id, categoriaId));
  if (!c) throw notFound('La categoría no existe');
  const fin = c.publicacion > c.cierre ? c.publicacion : new Date(c.cierre.getTime() + 86_400_000);
  await db.insert(rondas).values({ categoriaId, numero: 1, nombre: 'Ronda 1', modo: 'puntaje', criterios: c.criterios, inicio: c.cierre, fin }).onConflictDoNothing();
  return (await buscar())[0];
}

/** The category's criteria are ronda 1's while ronda 1 scores: an edit of one is an edit of the other. */
export async function sincronizarRondaUno(db: Db, categoriaId: number, criterios: Criterio[]) {
  await db.update(rondas).set({ criterios, updatedAt: new Date() }).where(and(eq(rondas.categoriaId, categoriaId), eq(rondas.numero, 1), eq(rondas.modo, 'puntaje')));
}

export async function listarRondas(db: Db, categoriaId: number): Promise<Ronda[]> {
  await rondaUno(db, categoriaId);
  // Qualified by hand: in a one-table select Drizzle writes ${rondas.id} as a bare "id", which would mean e.id here.
  const trabajo = sql<boolean>`exists (select 1 from ${evaluaciones} e where e.ronda_id = ${rondas}.id and e.estado in (${sql.join(CON_TRABAJO.map((x) => sql`${x}`), sql`, `)}))`;
  const filas = await db.select({ r: rondas, trabajo }).from(rondas).where(eq(rondas.categoriaId, categoriaId)).orderBy(asc(rondas.numero));
  return filas.map((f) => comoRonda(f.r, f.trabajo));
}

const conId = (criterios: z.output<typeof rondaInputSchema>['criterios']) =>
  (criterios ?? []).map((c) => ({ id: c.id ?? randomUUID().slice(0, 8), nombre: c.nombre, descripcion: c.descripcion, peso: c.peso }));

export async function crearRonda(db: Db, categoriaId: number, input: z.output<typeof rondaInputSchema>): Promise<Ronda> {
  const previas = await listarRondas(db, categoriaId);
  const ultima = previas[previas.length - 1];
  const criterios = input.modo === 'puntaje' ? conId(input.criterios) : [];
  try {
    const [r] = await db
      .insert(rondas)
      .values({ categoriaId, numero: ultima.numero + 1, nombre: input.nombre, modo: input.modo, criterios, inicio: input.inicio, fin: input.fin, documentosAdicionales: input.documentosAdicionales })
      .returning();
    return comoRonda(r);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'Otra persona agregó una ronda al mismo tiempo; recargue la página');
    throw error;
  }
}

/**
 * A round's mode (and criteria), chosen again while nobody has worked on it: ronda 1 is born `puntaje` with the
 * category's criteria, and a call may want a sí/no screen first. A draft, a submission or an abstention fixes the
 * mode (409, nothing changed); so does the promotion that closed the round. Ronda 1 scoring again gives the
 * category its criteria, as sincronizarRondaUno does the other way.
 */
export async function cambiarModo(db: Db, rondaId: number, input: z.output<typeof modoRondaSchema>) {
  return db.transaction(async (tx) => {
    // Jurados' saves hold this row FOR SHARE (modoVigente): a save in flight finishes first and is counted below.
    const [antes] = await tx.select().from(rondas).where(eq(rondas.id, rondaId)).for('update');
    if (!antes) throw notFound('La ronda no existe');
    if (antes.estado === 'cerrada') throw new HttpError(409, MODO_RONDA_CERRADA);
    const [{ trabajo }] = await tx
      .select({ trabajo: sql<number>`count(*)::int` })
      .from(evaluaciones)
      .where(and(eq(evaluaciones.rondaId, rondaId), inArray(evaluaciones.estado, CON_TRABAJO)));
    if (trabajo > 0) throw new HttpError(409, MODO_CON_TRABAJO);
    const criterios = input.modo === 'puntaje' ? conId(input.criterios) : [];
    const ahora = new Date();
    const [despues] = await tx.update(rondas).set({ modo: input.modo, criterios, updatedAt: ahora }).where(eq(rondas.id, rondaId)).returning();
    if (antes.numero === 1 && input.modo === 'puntaje') await tx.update(categorias).set({ criterios, updatedAt: ahora }).where(eq(categorias.id, antes.categoriaId));
    return { antes: comoRonda(antes), despues: comoRonda(despues) };
  });
}

/**
 * Inside a jurado's saving transaction: the round still has the mode and criteria the body was checked against (staff
 * may change them while nobody has worked on the round). The shared lock makes cambiarModo wait for this save, and see it.
 */
export async function modoVigente(tx: Db, leida: Pick<FilaRonda, 'id' | 'modo' | 'criterios'>) {
  const [r] = await tx.select({ modo: rondas.modo, criterios: rondas.criterios }).from(rondas).where(eq(rondas.id, leida.id)).for('share');
  if (r?.modo !== leida.modo || JSON.stringify(r.criterios) !== JSON.stringify(leida.criterios)) throw new HttpError(409, MODO_CAMBIADO);
}

/** The nominations a round judges: every eligible one in ronda 1, the promoted ones after. */
export function postulacionesDeRonda(db: Db, r: Pick<FilaRonda, 'id' | 'numero' | 'categoriaId'>) {
  const columnas = { id: postulaciones.id, folio: postulaciones.folio, nombre: postulaciones.nombre, estado: postulaciones.estado };
  if (r.numero === 1) {
    return db.select(columnas).from(postulaciones).where(and(eq(postulaciones.categoriaId, r.categoriaId), inArray(postulaciones.estado, ESTADOS_EVALUABLES), sinBloqueo(postulaciones)));
  }
  return db
    .select(columnas)
    .from(rondaPostulaciones)
    .innerJoin(postulaciones, eq(postulaciones.id, rondaPostulaciones.postulacionId))
    .where(and(eq(rondaPostulaciones.rondaId, r.id), inArray(postulaciones.estado, ESTADOS_EVALUABLES), sinBloqueo(postulaciones)));
}

export const enRonda = (rondaId: number) => sql`exists (select 1 from ${rondaPostulaciones} rp where rp.ronda_id = ${rondaId} and rp.postulacion_id = ${postulaciones.id})`;
