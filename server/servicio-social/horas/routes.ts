import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { horaSchema, mesQuerySchema, MENSAJES_HORAS } from '../../../shared/schemas/servicio-social-horas';
import { entradaHorasSchema, horasMesSchema, progresoPrestacionSchema } from '../../../shared/schemas/servicio-social-horas-respuesta';
import { idParamsSchema } from '../../lib/rest';
import { notFound } from '../../lib/http-error';
import type { App } from '../../types';
import { estudianteDe, requireEstudiante } from '../comun/actor';
import { lectorDe, prestacionActualId, prestacionVisible } from './acceso';
import { borrarHora, editarHora, horasDeMes, progresoDe, registrarHora } from './service';

export default async function horasSsRoutes(app: App) {
  const estudianteId = async (request: FastifyRequest) => (await estudianteDe(app.db, request.user!)).id;

  // ── The student, on their current service ──
  app.get('/estudiante/horas', { onRequest: requireEstudiante, schema: { querystring: mesQuerySchema, response: { 200: horasMesSchema } } }, async (request) => {
    const id = await estudianteId(request);
    const prestacionId = await prestacionActualId(app.db, id);
    if (prestacionId === null) throw notFound(MENSAJES_HORAS.sinServicio);
    return horasDeMes(app.db, await prestacionVisible(app.db, { tipo: 'estudiante', estudianteId: id }, prestacionId), request.query.mes);
  });
  app.post('/estudiante/horas', { onRequest: requireEstudiante, schema: { body: horaSchema, response: { 201: entradaHorasSchema } } }, async (request, reply) =>
    reply.status(201).send(await registrarHora(app.db, await estudianteId(request), request.body)));
  app.put('/estudiante/horas/:id', { onRequest: requireEstudiante, schema: { params: idParamsSchema, body: horaSchema, response: { 200: entradaHorasSchema } } }, async (request) =>
    editarHora(app.db, await estudianteId(request), request.params.id, request.body));
  app.delete('/estudiante/horas/:id', { onRequest: requireEstudiante, schema: { params: idParamsSchema, response: { 204: z.undefined() } } }, async (request, reply) => {
    await borrarHora(app.db, await estudianteId(request), request.params.id);
    return reply.status(204).send();
  });

  // ── Any reader of the service: its student, its institution, staff ──
  app.get('/prestaciones/:id/horas', { schema: { params: idParamsSchema, querystring: mesQuerySchema, response: { 200: horasMesSchema } } }, async (request) =>
    horasDeMes(app.db, await prestacionVisible(app.db, await lectorDe(app.db, request), request.params.id), request.query.mes));
  app.get('/prestaciones/:id/progreso', { schema: { params: idParamsSchema, response: { 200: progresoPrestacionSchema } } }, async (request) =>
    progresoDe(await prestacionVisible(app.db, await lectorDe(app.db, request), request.params.id)));
}
