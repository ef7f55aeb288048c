import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ACEPTACION_PENDIENTE, TRANSICION_NO_PERMITIDA, TRANSICIONES_POSTULACION, type EstadoPostulacion,
} from '../../shared/schemas/postulaciones';
import { audit } from '../audit/service';
import { categorias, convocatorias, postulacionHistorial, postulaciones } from '../db/schema';
import { HttpError, notFound, unprocessable } from '../lib/http-error';
import type { App } from '../types';
import { getPostulacion } from './consulta';
import { enviarCambioEstado, quietly } from './mails';

/** Moves a nomination one step along the order; audited, with an optional message to the nominator. */
export async function cambiarEstado(
  app: App,
  request: FastifyRequest,
  id: number,
  input: { estado: EstadoPostulacion; motivo?: string; mensaje?: string },
) {
  const cambio = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ p: postulaciones, requiereAceptacion: categorias.requiereAceptacion, categoria: categorias.nombre, convocatoria: convocatorias.nombre })
      .from(postulaciones)
      .innerJoin(categorias, eq(categorias.id, postulaciones.categoriaId))
      .innerJoin(convocatorias, eq(convocatorias.id, postulaciones.convocatoriaId))
      .where(eq(postulaciones.id, id))
      .for('update', { of: postulaciones });
    if (!row) throw notFound('La postulación no existe');
    const de = row.p.estado as EstadoPostulacion;
    if (!TRANSICIONES_POSTULACION[de]?.includes(input.estado)) {
      throw unprocessable({ estado: [`${TRANSICION_NO_PERMITIDA}: de «${de}» no se puede pasar a «${input.estado}»`] }, TRANSICION_NO_PERMITIDA);
    }
    if (row.requiereAceptacion && row.p.aceptacion !== 'aceptada' && row.p.aceptacion !== 'no_requerida' && input.estado === 'en_revision') {
      throw unprocessable({ estado: [ACEPTACION_PENDIENTE] }, ACEPTACION_PENDIENTE);
    }
    const motivo = input.estado === 'no_elegible' ? input.motivo ?? null : row.p.motivo;
    const updated = await tx
      .update(postulaciones)
      .set({ estado: input.estado, motivo, updatedAt: new Date() })
      .where(and(eq(postulaciones.id, id), eq(postulaciones.estado, de)))
      .returning({ id: postulaciones.id });
    if (!updated.length) throw new HttpError(409, 'Otra persona cambió el estado al mismo tiempo; recargue la página');
    await tx.insert(postulacionHistorial).values({
      postulacionId: id,
      estadoAnterior: de,
      estado: input.estado,
      motivo: input.motivo ?? null,
      mensaje: input.mensaje ?? null,
      usuarioId: request.user?.id ?? null,
      usuarioEmail: request.user?.email ?? null,
    });
    return { row, de };
  });
  await audit(app.db, request, {
    accion: 'editar', recurso: 'postulaciones', registroId: id,
    antes: { estado: cambio.de }, despues: { estado: input.estado, motivo: input.motivo ?? null, mensaje: input.mensaje ?? null },
  });
  if (input.mensaje || input.estado === 'no_elegible') {
    const p = cambio.row.p;
    await quietly(request.log, 'cambio de estado', () =>
      enviarCambioEstado(app, { ...p, categoria: cambio.row.categoria, convocatoria: cambio.row.convocatoria }, input.estado, input.mensaje, input.motivo),
    );
  }
  return getPostulacion(app.db, id);
}
