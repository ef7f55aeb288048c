import {
  REGISTRO_EMPLEADOR_RECIBIDO, decisionEmpleadorSchema, edicionEmpleadorSchema, empleadorSchema, registroEmpleadorSchema,
} from '../../../shared/schemas/bolsa';
import { mensajeSchema, respuestasDeRecurso } from '../../../shared/schemas/respuestas';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../../lib/rest';
import { requirePermission } from '../../plugins/auth';
import type { App } from '../../types';
import { registrarEmpleador } from './registro';
import { EMPLEADOR_SORTABLE, decidirEmpleador, editarEmpleador, leerEmpleador, listarEmpleadores } from './service';

const FIFTEEN_MINUTES = 15 * 60_000;
const empleador = respuestasDeRecurso(empleadorSchema);

export default async function empleadoresRoutes(app: App) {
  // Public: the same 201 whether or not the address or RFC existed (no enumeration).
  app.post('/empleadores/registro', {
    schema: { body: registroEmpleadorSchema, response: { 201: mensajeSchema } }, config: { rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES } },
  }, async (request, reply) => {
    await registrarEmpleador(app, request, request.body);
    return reply.status(201).send({ message: REGISTRO_EMPLEADOR_RECIBIDO });
  });

  // ── Staff ──
  app.get('/empleadores', { onRequest: requirePermission('bolsa.ver'), schema: { querystring: listQuerySchema, response: empleador.lista } }, async (request, reply) => {
    const params = parseListQuery(request.query, EMPLEADOR_SORTABLE, ['createdAt', 'DESC']);
    const { rows, total } = await listarEmpleadores(app.db, params);
    return sendList(reply, 'empleadores', rows, total, params.offset);
  });
  app.get('/empleadores/:id', { onRequest: requirePermission('bolsa.ver'), schema: { params: idParamsSchema, response: empleador.uno } }, async (request) =>
    leerEmpleador(app.db, request.params.id));
  app.post('/empleadores/:id/decision', { onRequest: requirePermission('bolsa.empleadores'), schema: { params: idParamsSchema, body: decisionEmpleadorSchema, response: empleador.uno } }, async (request) =>
    decidirEmpleador(app, request, request.params.id, request.body));
  app.put('/empleadores/:id', { onRequest: requirePermission('bolsa.empleadores'), schema: { params: idParamsSchema, body: edicionEmpleadorSchema, response: empleador.uno } }, async (request) =>
    editarEmpleador(app, request, request.params.id, request.body));
}
