// The institution's own closures (días inhábiles propios): the clock skips them like the LFT rest days.
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from '../../shared/validation';
import type { cierreArcoSchema } from '../../shared/schemas/arco';
import { audit } from '../audit/service';
import { arcoCierres } from '../db/schema';
import { notFound, unprocessable } from '../lib/http-error';
import { isUniqueViolation } from '../lib/pg-errors';
import type { App } from '../types';

export const listarCierres = (app: App) => app.db.select().from(arcoCierres).orderBy(asc(arcoCierres.dia));

export async function crearCierre(app: App, request: FastifyRequest, datos: z.infer<typeof cierreArcoSchema>) {
  const fecha = new Date(`${datos.dia}T00:00:00Z`);
  if (Number.isNaN(fecha.getTime()) || fecha.toISOString().slice(0, 10) !== datos.dia) throw unprocessable({ dia: ['Ese día no existe en el calendario'] });
  try {
    const [fila] = await app.db.insert(arcoCierres).values(datos).returning();
    await audit(app.db, request, { accion: 'crear', recurso: 'arco-cierres', registroId: fila.id, despues: fila });
    return fila;
  } catch (error) {
    if (isUniqueViolation(error)) throw unprocessable({ dia: ['Ese día ya está registrado como inhábil'] });
    throw error;
  }
}

export async function borrarCierre(app: App, request: FastifyRequest, id: number) {
  const [fila] = await app.db.delete(arcoCierres).where(eq(arcoCierres.id, id)).returning();
  if (!fila) throw notFound('El día inhábil no existe');
  await audit(app.db, request, { accion: 'eliminar', recurso: 'arco-cierres', registroId: id, antes: fila });
  return fila;
}
