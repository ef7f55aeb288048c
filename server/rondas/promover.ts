// Promotion: after a round, staff send a shortlist to the next round — by hand, the best N, or all at or above a
// value. The promoted become «finalista» (a history entry names the round), join the next round's nominations, and
// the round closes. The rest wait: they become no_seleccionada when results are published, as before rounds.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { RONDA_CON_PENDIENTES, type promoverSchema } from '../../shared/schemas/rondas';
import type { z } from '../../shared/validation';
import { sinBloqueo } from '../arco/bloqueo';
import { evaluaciones, outbox, postulacionHistorial, postulaciones, rondaPostulaciones, rondas } from '../db/schema';
import { HttpError, unprocessable } from '../lib/http-error';
import { outboxRow } from '../mail/outbox';
import { mensajeDocumentosRonda } from '../postulaciones/mails';
import type { App } from '../types';
import { rankingDeRondaGuardada } from './juicio';
import { rondaConCategoria } from './service';

export async function promover(app: App, request: FastifyRequest, rondaId: number, input: z.output<typeof promoverSchema>) {
  const db = app.db;
  const { r } = await rondaConCategoria(db, rondaId);
  const [siguiente] = await db.select().from(rondas).where(and(eq(rondas.categoriaId, r.categoriaId), eq(rondas.numero, r.numero + 1)));
  if (!siguiente) throw new HttpError(409, `Cree primero la ronda ${r.numero + 1} de la categoría: ahí se evaluarán las postulaciones promovidas`);
  const [{ pendientes }] = await db
    .select({ pendientes: sql<number>`count(*)::int` })
    .from(evaluaciones)
    .where(and(eq(evaluaciones.rondaId, rondaId), inArray(evaluaciones.estado, ['pendiente', 'borrador'])));
  if (pendientes > 0 && !input.forzar) throw new HttpError(409, RONDA_CON_PENDIENTES, undefined, undefined, { pendientes });
  const ranking = await rankingDeRondaGuardada(db, rondaId);
  let elegidas: number[];
  if (input.postulacionIds) {
    const enRonda = new Set(ranking.map((f) => f.postulacionId));
    const ajenas = input.postulacionIds.filter((id) => !enRonda.has(id));
    if (ajenas.length) throw unprocessable({ postulacionIds: [`No participan en la ronda ${r.numero}: ${ajenas.join(', ')}`] }, `Hay postulaciones que no participan en la ronda ${r.numero}`);
    elegidas = [...new Set(input.postulacionIds)];
  } else if (input.mejores !== undefined) {
    elegidas = ranking.filter((f) => f.valor !== null).slice(0, input.mejores).map((f) => f.postulacionId);
  } else {
    elegidas = ranking.filter((f) => f.valor !== null && f.valor >= (input.minimo as number)).map((f) => f.postulacionId);
  }
  await db.transaction(async (tx) => {
    // One promotion per round at a time.
    await tx.select({ id: rondas.id }).from(rondas).where(eq(rondas.id, rondaId)).for('update');
    if (elegidas.length) {
      const nuevas = await tx
        .insert(rondaPostulaciones)
        .values(elegidas.map((postulacionId) => ({ rondaId: siguiente.id, postulacionId, promovidaPor: request.user?.id ?? null })))
        .onConflictDoNothing()
        .returning({ postulacionId: rondaPostulaciones.postulacionId });
      const ids = nuevas.map((n) => n.postulacionId);
      if (ids.length) {
        const antes = await tx.select({ id: postulaciones.id, estado: postulaciones.estado }).from(postulaciones).where(inArray(postulaciones.id, ids));
        await tx.update(postulaciones).set({ estado: 'finalista', updatedAt: new Date() }).where(and(inArray(postulaciones.id, ids), inArray(postulaciones.estado, ['elegible', 'en_evaluacion'])));
        await tx.insert(postulacionHistorial).values(
          antes.map((p) => ({
            postulacionId: p.id,
            estadoAnterior: p.estado,
            estado: 'finalista',
            motivo: `Finalista en la ronda ${siguiente.numero}`,
            usuarioId: request.user?.id ?? null,
            usuarioEmail: request.user?.email ?? null,
          })),
        );
        const pedidos = siguiente.documentosAdicionales.map((d) => d.nombre);
        if (pedidos.length) {
          const noms = await tx
            .select({ folio: postulaciones.folio, nombre: postulaciones.nombre, nominadorNombre: postulaciones.nominadorNombre, nominadorCorreo: postulaciones.nominadorCorreo })
            .from(postulaciones)
            .where(and(inArray(postulaciones.id, ids), sinBloqueo(postulaciones)));
          const ronda = { numero: siguiente.numero, nombre: siguiente.nombre, documentos: pedidos };
          if (noms.length) await tx.insert(outbox).values(noms.map((n) => outboxRow(mensajeDocumentosRonda(app, n, ronda))));
        }
      }
    }
    await tx.update(rondas).set({ estado: 'cerrada', updatedAt: new Date() }).where(eq(rondas.id, rondaId));
  });
  return { promovidas: elegidas.length, rondaSiguienteId: siguiente.id, postulacionIds: elegidas };
}
