import type { FastifyRequest } from 'fastify';
import { can } from '../../shared/permissions';
import { plantillaInputSchema, plantillaSchema, vistaPreviaRespuestaSchema, vistaPreviaSchema } from '../../shared/schemas/plantillas';
import { respuestasDeRecurso } from '../../shared/schemas/respuestas';
import { z } from '../../shared/validation';
import { audit } from '../audit/service';
import { conAcceso } from '../lib/acceso';
import { HttpError } from '../lib/http-error';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../lib/rest';
import { requirePermission, UNAUTHENTICATED } from '../plugins/auth';
import type { App } from '../types';
import { createPlantilla, deletePlantilla, getPlantilla, listPlantillas, PLANTILLA_SORTABLE, updatePlantilla } from './service';
import { enviarPrueba, vistaPrevia } from './vista-previa';

const RECURSO = 'plantillas';

/** Whoever may write a template may mail themselves a test of it. */
async function puedeProbar(request: FastifyRequest) {
  if (!request.user) throw new HttpError(401, UNAUTHENTICATED);
  if (!can(request.user, 'plantillas.editar') && !can(request.user, 'plantillas.crear')) {
    throw new HttpError(403, 'No tiene permiso para realizar esta acción');
  }
}
conAcceso(puedeProbar, 'El permiso «plantillas.editar» o «plantillas.crear».');

// Per user, not per IP: each test is a real message from the university's domain.
const limitePrueba = {
  rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: (request: FastifyRequest) => `plantilla-prueba:${request.user?.id ?? request.ip}` },
};

const respuestas = respuestasDeRecurso(plantillaSchema);

export default async function plantillasRoutes(app: App) {
  app.get(
    '/plantillas',
    { onRequest: requirePermission('plantillas.ver'), schema: { querystring: listQuerySchema, response: respuestas.lista } },
    async (request, reply) => {
      const params = parseListQuery(request.query, PLANTILLA_SORTABLE, ['updatedAt', 'DESC']);
      const { rows, total } = await listPlantillas(app.db, params);
      return sendList(reply, 'plantillas', rows, total, params.offset);
    },
  );

  app.get('/plantillas/:id', { onRequest: requirePermission('plantillas.ver'), schema: { params: idParamsSchema, response: respuestas.uno } }, async (request) =>
    getPlantilla(app.db, request.params.id),
  );

  app.post(
    '/plantillas',
    { onRequest: requirePermission('plantillas.crear'), schema: { body: plantillaInputSchema, response: respuestas.creado } },
    async (request, reply) => {
      const plantilla = await createPlantilla(app.db, request.body);
      await audit(app.db, request, { accion: 'crear', recurso: RECURSO, registroId: plantilla.id, despues: plantilla });
      return reply.status(201).send(plantilla);
    },
  );

  app.put(
    '/plantillas/:id',
    { onRequest: requirePermission('plantillas.editar'), schema: { params: idParamsSchema, body: plantillaInputSchema, response: respuestas.uno } },
    async (request) => {
      const { antes, despues } = await updatePlantilla(app.db, request.params.id, request.body);
      await audit(app.db, request, { accion: 'editar', recurso: RECURSO, registroId: despues.id, antes, despues });
      return despues;
    },
  );

  app.delete(
    '/plantillas/:id',
    { onRequest: requirePermission('plantillas.eliminar'), schema: { params: idParamsSchema, response: respuestas.uno } },
    async (request) => {
      const antes = await deletePlantilla(app.db, request.params.id);
      await audit(app.db, request, { accion: 'eliminar', recurso: RECURSO, registroId: antes.id, antes });
      return antes;
    },
  );

  app.post(
    '/plantillas/vista-previa',
    { onRequest: requirePermission('plantillas.ver'), schema: { body: vistaPreviaSchema, response: { 200: vistaPreviaRespuestaSchema } } },
    async (request) => vistaPrevia(app, request.body, can(request.user, 'egresados.ver')),
  );

  app.post(
    '/plantillas/prueba',
    { onRequest: puedeProbar, config: limitePrueba, schema: { body: vistaPreviaSchema, response: { 202: z.object({ enviadoA: z.string() }) } } },
    async (request, reply) => reply.status(202).send(await enviarPrueba(app, request.user!.email, request.body, can(request.user, 'egresados.ver'))),
  );
}
