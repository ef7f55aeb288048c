// A category's rounds: list, create, and the lookups the rest of judging shares (a round with its category, ronda 1
// of a category, the nominations a round judges).
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ESTADOS_EVALUABLES, type Criterio } from '../../shared/schemas/postulaciones';
import type { EstadoRonda, Ronda, rondaInputSchema } from '../../shared/schemas/rondas';
import type { z } from '../../shared/validation';
import type { Db } from '../db/client';
import { categorias, convocatorias, postulaciones, rondaPostulaciones, rondas } from '../db/schema';
import { HttpError, notFound } from '../lib/http-error';
import { isUniqueViolation } from '../lib/pg-errors';

type FilaRonda = typeof rondas.$inferSelect;

/** Staff close a round by promoting its shortlist; past `fin` it is closed anyway, before `inicio` only scheduled. */
export function estadoDe(r: Pick<FilaRonda, 'estado' | 'inicio' | 'fin'>, ahora = new Date()): EstadoRonda {
  if (r.estado === 'cerrada' || ahora > r.fin) return 'cerrada';
  return ahora < r.inicio ? 'programada' : 'abierta';
}

export function comoRonda(r: FilaRonda): Ronda {
  return {
    id: r.id, categoriaId: r.categoriaId, numero: r.numero, nombre: r.nombre, modo: r.modo as Ronda['modo'], criterios: r.criterios,
    inicio: r.inicio, fin: r.fin, estado: estadoDe(r), documentosAdicionales: r.documentosAdicionales,
  };
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
  const filas = await db.select().from(rondas).where(eq(rondas.categoriaId, categoriaId)).orderBy(asc(rondas.numero));
  return filas.map(comoRonda);
}

export async function crearRonda(db: Db, categoriaId: number, input: z.output<typeof rondaInputSchema>): Promise<Ronda> {
  const previas = await listarRondas(db, categoriaId);
  const ultima = previas[previas.length - 1];
  const criterios = input.modo === 'puntaje' ? (input.criterios ?? []).map((c) => ({ id: c.id ?? randomUUID().slice(0, 8), nombre: c.nombre, descripcion: c.descripcion, peso: c.peso })) : [];
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

/** The nominations a round judges: every eligible one in ronda 1, the promoted ones after. */
export function postulacionesDeRonda(db: Db, r: Pick<FilaRonda, 'id' | 'numero' | 'categoriaId'>) {
  const columnas = { id: postulaciones.id, folio: postulaciones.folio, nombre: postulaciones.nombre, estado: postulaciones.estado };
  if (r.numero === 1) {
    return db.select(columnas).from(postulaciones).where(and(eq(postulaciones.categoriaId, r.categoriaId), inArray(postulaciones.estado, ESTADOS_EVALUABLES)));
  }
  return db
    .select(columnas)
    .from(rondaPostulaciones)
    .innerJoin(postulaciones, eq(postulaciones.id, rondaPostulaciones.postulacionId))
    .where(and(eq(rondaPostulaciones.rondaId, r.id), inArray(postulaciones.estado, ESTADOS_EVALUABLES)));
}

export const enRonda = (rondaId: number) => sql`exists (select 1 from ${rondaPostulaciones} rp where rp.ronda_id = ${rondaId} and rp.postulacion_id = ${postulaciones.id})`;
