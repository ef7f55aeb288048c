import type { FastifyRequest } from 'fastify';
import { vacanteSchema } from '../../../shared/schemas/servicio-social';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../../lib/rest';
import type { App } from '../../types';
import { actorDe, institucionIdDe, requireInstitucion } from '../comun/actor';
import { VACANTE_SORTABLE, cambiarEstadoVacante, crearVacante, editarVacante, leerVacante, listarVacantes } from './service';
import { respuestasDeRecurso } from '../../../shared/schemas/respuestas';
import { vacanteSsSchema } from '../../../shared/schemas/servicio-social-respuesta';

const vacante = respuestasDeRecurso(vacanteSsSchema);

export default async function vacantesSsRoutes(app: App) {
  const propia = async (request: FastifyRequest) => ({ tipo: 'institucion' as const, ...(await institucionIdDe(app.db, request.user!)) });

  app.get('/vacantes', { schema: { querystring: listQuerySchema, response: vacante.lista } }, async (request, reply) => {
    const actor = await actorDe(app.db, request, 'vacantes.ver');
    const params = parseListQuery(request.query, VACANTE_SORTABLE, ['updatedAt', 'DESC']);
    const { rows, total } = await listarVacantes(app.db, actor, params);
    return sendList(reply, 'vacantes', rows, total, params.offset);
  });
  app.get('/vacantes/:id', { schema: { params: idParamsSchema, response: vacante.uno } }, async (request) =>
    leerVacante(app.db, await actorDe(app.db, request, 'vacantes.ver'), request.params.id));

  app.post('/vacantes', { onRequest: requireInstitucion, schema: { body: vacanteSchema, response: vacante.creado } }, async (request, reply) => {
    const actor = await propia(request);
    return reply.status(201).send(await crearVacante(app, request, actor.institucionId, request.body));
  });
  app.put('/vacantes/:id', { onRequest: requireInstitucion, schema: { params: idParamsSchema, body: vacanteSchema, response: vacante.uno } }, async (request) =>
    editarVacante(app, request, await propia(request), request.params.id, request.body));
  app.post('/vacantes/:id/abrir', { onRequest: requireInstitucion, schema: { params: idParamsSchema, response: vacante.uno } }, async (request) =>
    cambiarEstadoVacante(app, request, await propia(request), request.params.id, 'abierta'));
  // Institutions close their own; staff (vacantes.editar) may close any.
  app.post('/vacantes/:id/cerrar', { schema: { params: idParamsSchema, response: vacante.uno } }, async (request) =>
    cambiarEstadoVacante(app, request, await actorDe(app.db, request, 'vacantes.editar'), request.params.id, 'cerrada'));
}
