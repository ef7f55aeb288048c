import { cohorteInputSchema, cohorteSchema } from '../../shared/schemas/reportes';
import { respuestasDeRecurso } from '../../shared/schemas/respuestas';
import { audit } from '../audit/service';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../lib/rest';
import { requirePermission } from '../plugins/auth';
import type { App } from '../types';
import { COHORTE_SORTABLE, createCohorte, deleteCohorte, getCohorte, listCohortes, updateCohorte } from './service';

const respuestas = respuestasDeRecurso(cohorteSchema);

export default async function cohortesRoutes(app: App) {
  app.get(
    '/cohortes',
    { onRequest: requirePermission('cohortes.ver'), schema: { querystring: listQuerySchema, response: respuestas.lista } },
    async (request, reply) => {
      const params = parseListQuery(request.query, COHORTE_SORTABLE, ['anioEgreso', 'DESC']);
      const { rows, total } = await listCohortes(app.db, params);
      return sendList(reply, 'cohortes', rows, total, params.offset);
    },
  );

  app.get('/cohortes/:id', { onRequest: requirePermission('cohortes.ver'), schema: { params: idParamsSchema, response: respuestas.uno } }, async (request) =>
    getCohorte(app.db, request.params.id),
  );

  app.post(
    '/cohortes',
    { onRequest: requirePermission('cohortes.crear'), schema: { body: cohorteInputSchema, response: respuestas.creado } },
    async (request, reply) => {
      const cohorte = await createCohorte(app.db, request.body);
      await audit(app.db, request, { accion: 'crear', recurso: 'cohortes', registroId: cohorte.id, despues: cohorte });
      return reply.status(201).send(cohorte);
    },
  );

  app.put(
    '/cohortes/:id',
    { onRequest: requirePermission('cohortes.editar'), schema: { params: idParamsSchema, body: cohorteInputSchema, response: respuestas.uno } },
    async (request) => {
      const { antes, despues } = await updateCohorte(app.db, request.params.id, request.body);
      await audit(app.db, request, { accion: 'editar', recurso: 'cohortes', registroId: despues.id, antes, despues });
      return despues;
    },
  );

  app.delete(
    '/cohortes/:id',
    { onRequest: requirePermission('cohortes.eliminar'), schema: { params: idParamsSchema, response: respuestas.uno } },
    async (request) => {
      const antes = await deleteCohorte(app.db, request.params.id);
      await audit(app.db, request, { accion: 'eliminar', recurso: 'cohortes', registroId: antes.id, antes });
      return antes;
    },
  );
}
