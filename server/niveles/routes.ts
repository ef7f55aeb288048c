import { nivelInputSchema, nivelSchema } from '../../shared/schemas/niveles';
import { respuestasDeRecurso } from '../../shared/schemas/respuestas';
import { audit } from '../audit/service';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../lib/rest';
import { requirePermission } from '../plugins/auth';
import type { App } from '../types';
import { createNivel, deleteNivel, getNivel, listNiveles, NIVEL_SORTABLE, updateNivel } from './service';

const respuestas = respuestasDeRecurso(nivelSchema);

export default async function nivelesRoutes(app: App) {
  app.get(
    '/niveles',
    { onRequest: requirePermission('niveles.ver'), schema: { querystring: listQuerySchema, response: respuestas.lista } },
    async (request, reply) => {
      const params = parseListQuery(request.query, NIVEL_SORTABLE, ['orden', 'ASC']);
      const { rows, total } = await listNiveles(app.db, params);
      return sendList(reply, 'niveles', rows, total, params.offset);
    },
  );

  app.get('/niveles/:id', { onRequest: requirePermission('niveles.ver'), schema: { params: idParamsSchema, response: respuestas.uno } }, async (request) =>
    getNivel(app.db, request.params.id),
  );

  app.post(
    '/niveles',
    { onRequest: requirePermission('niveles.crear'), schema: { body: nivelInputSchema, response: respuestas.creado } },
    async (request, reply) => {
      const nivel = await createNivel(app.db, request.body);
      await audit(app.db, request, { accion: 'crear', recurso: 'niveles', registroId: nivel.id, despues: nivel });
      return reply.status(201).send(nivel);
    },
  );

  app.put(
    '/niveles/:id',
    { onRequest: requirePermission('niveles.editar'), schema: { params: idParamsSchema, body: nivelInputSchema, response: respuestas.uno } },
    async (request) => {
      const { antes, despues } = await updateNivel(app.db, request.params.id, request.body);
      await audit(app.db, request, { accion: 'editar', recurso: 'niveles', registroId: despues.id, antes, despues });
      return despues;
    },
  );

  app.delete(
    '/niveles/:id',
    { onRequest: requirePermission('niveles.eliminar'), schema: { params: idParamsSchema, response: respuestas.uno } },
    async (request) => {
      const antes = await deleteNivel(app.db, request.params.id);
      await audit(app.db, request, { accion: 'eliminar', recurso: 'niveles', registroId: antes.id, antes });
      return antes;
    },
  );
}
