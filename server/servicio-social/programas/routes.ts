import type { FastifyRequest } from 'fastify';
import { programaSsSchema, revisionProgramaSchema } from '../../../shared/schemas/servicio-social';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../../lib/rest';
import { requirePermission } from '../../plugins/auth';
import type { App } from '../../types';
import { actorDe, institucionIdDe, requireInstitucion } from '../comun/actor';
import {
  PROGRAMA_SORTABLE, borrarPrograma, crearPrograma, editarPrograma, enviarPrograma, leerPrograma, listarProgramas, revisarPrograma,
} from './service';
import { respuestasDeRecurso } from '../../../shared/schemas/respuestas';
import { borradoSchema, programaSsRespuestaSchema } from '../../../shared/schemas/servicio-social-respuesta';

const programa = respuestasDeRecurso(programaSsRespuestaSchema);

export default async function programasSsRoutes(app: App) {
  const propia = async (request: FastifyRequest) => ({ tipo: 'institucion' as const, ...(await institucionIdDe(app.db, request.user!)) });

  app.get('/programas', { schema: { querystring: listQuerySchema, response: programa.lista } }, async (request, reply) => {
    const actor = await actorDe(app.db, request, 'ss-programas.ver');
    const params = parseListQuery(request.query, PROGRAMA_SORTABLE, ['updatedAt', 'DESC']);
    const { rows, total } = await listarProgramas(app.db, actor, params);
    return sendList(reply, 'programas', rows, total, params.offset);
  });
  app.get('/programas/:id', { schema: { params: idParamsSchema, response: programa.uno } }, async (request) =>
    leerPrograma(app.db, await actorDe(app.db, request, 'ss-programas.ver'), request.params.id));

  app.post('/programas', { onRequest: requireInstitucion, schema: { body: programaSsSchema, response: programa.creado } }, async (request, reply) => {
    const actor = await propia(request);
    return reply.status(201).send(await crearPrograma(app, request, actor.institucionId, request.body));
  });
  app.put('/programas/:id', { onRequest: requireInstitucion, schema: { params: idParamsSchema, body: programaSsSchema, response: programa.uno } }, async (request) =>
    editarPrograma(app, request, await propia(request), request.params.id, request.body));
  app.delete('/programas/:id', { onRequest: requireInstitucion, schema: { params: idParamsSchema, response: { 200: borradoSchema } } }, async (request) =>
    borrarPrograma(app, request, await propia(request), request.params.id));
  app.post('/programas/:id/enviar', { onRequest: requireInstitucion, schema: { params: idParamsSchema, response: programa.uno } }, async (request) =>
    enviarPrograma(app, request, await propia(request), request.params.id));

  app.put('/programas/:id/revision', { onRequest: requirePermission('ss-programas.editar'), schema: { params: idParamsSchema, body: revisionProgramaSchema, response: programa.uno } }, async (request) =>
    revisarPrograma(app, request, request.params.id, request.body));
}
