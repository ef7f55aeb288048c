// Who reads a service's hours: its student, its institution's accounts, or staff with prestaciones.ver. Every
// query below takes the reader's scope, so a foreign id answers 404 exactly like a missing one.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { can } from '../../../shared/permissions';
import { MENSAJES_HORAS } from '../../../shared/schemas/servicio-social-horas';
import { ROL_ESTUDIANTE, ROL_INSTITUCION } from '../../../shared/servicio-social/valores';
import type { Db } from '../../db/client';
import { ssPrestaciones } from '../../db/schema';
import { HttpError, forbidden, notFound } from '../../lib/http-error';
import { UNAUTHENTICATED } from '../../plugins/auth';
import { estudianteDe, institucionIdDe } from '../comun/actor';

export type LectorHoras = { tipo: 'estudiante'; estudianteId: number } | { tipo: 'institucion'; institucionId: number } | { tipo: 'staff' };

export async function lectorDe(db: Db, request: FastifyRequest): Promise<LectorHoras> {
  const user = request.user;
  if (!user) throw new HttpError(401, UNAUTHENTICATED);
  if (user.roles.includes(ROL_ESTUDIANTE)) return { tipo: 'estudiante', estudianteId: (await estudianteDe(db, user)).id };
  if (user.roles.includes(ROL_INSTITUCION)) return { tipo: 'institucion', institucionId: (await institucionIdDe(db, user)).institucionId };
  if (!can(user, 'prestaciones.ver')) throw forbidden();
  return { tipo: 'staff' };
}

export function alcancePrestacion(lector: LectorHoras): SQL | undefined {
  if (lector.tipo === 'estudiante') return eq(ssPrestaciones.estudianteId, lector.estudianteId);
  if (lector.tipo === 'institucion') return eq(ssPrestaciones.institucionId, lector.institucionId);
  return undefined;
}

export type Prestacion = typeof ssPrestaciones.$inferSelect;

/** The service `id` if the reader may see it; 404 otherwise (a foreign id is not told apart from a missing one). */
export async function prestacionVisible(db: Db, lector: LectorHoras, id: number): Promise<Prestacion> {
  const [p] = await db.select().from(ssPrestaciones).where(and(eq(ssPrestaciones.id, id), alcancePrestacion(lector)));
  if (!p) throw notFound(MENSAJES_HORAS.prestacionNoExiste);
  return p;
}

/** The student's current service: the latest one (the one the home page shows), or null. */
export async function prestacionActualId(db: Db, estudianteId: number): Promise<number | null> {
  const [p] = await db
    .select({ id: ssPrestaciones.id })
    .from(ssPrestaciones)
    .where(eq(ssPrestaciones.estudianteId, estudianteId))
    .orderBy(desc(ssPrestaciones.createdAt), desc(ssPrestaciones.id))
    .limit(1);
  return p?.id ?? null;
}
