import { programaInputSchema, programaSchema } from '../../shared/schemas/programas';
import { respuestasDeRecurso } from '../../shared/schemas/respuestas';
import { audit } from '../audit/service';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../lib/rest';
import { requirePermission } from '../plugins/auth';
import type { App } from '../types';
import { createPrograma, deletePrograma, getPrograma, listProgramas, PROGRAMA_SORTABLE, updatePrograma } from './service';

const respuestas = respuestasDeRecurso(programaSchema);

export default async function programasRoutes(app: App) {
  app.get(
    '/programas',
    { onRequest: requirePermission('programas.ver'), schema: { querystring: listQuerySchema, response: respuestas.lista } },
    async (request, reply) => {
      const params = parseListQuery(request.query, PROGRAMA_SORTABLE, ['nombre', 'ASC']);
      const { rows, total } = await listProgramas(app.db, params);
      return sendList(reply, 'programas', rows, total, params.offset);
    },
  );

  app.get('/programas/:id', { onRequest: requirePermission('programas.ver'), schema: { params: idParamsSchema, response: respuestas.uno } }, async (request) =>
    getPrograma(app.db, request.params.id),
  );

  app.post(
    '/programas',
    { onRequest: requirePermission('programas.crear'), schema: { body: programaInputSchema, response: respuestas.creado } },
    async (request, reply) => {
      const programa = await createPrograma(app.db, request.body);
      await audit(app.db, request, { accion: 'crear', recurso: 'programas', registroId: programa.id, despues: programa });
      return reply.status(201).send(programa);
    },
  );

  app.put(
    '/programas/:id',
    { onRequest: requirePermission('programas.editar'), schema: { params: idParamsSchema, body: programaInputSchema, response: respuestas.uno } },
    async (request) => {
      const { antes, despues } = await updatePrograma(app.db, request.params.id, request.body);
      await audit(app.db, request, { accion: 'editar', recurso: 'programas', registroId: despues.id, antes, despues });
      return despues;
    },
  );

  app.delete(
    '/programas/:id',
    { onRequest: requirePermission('programas.eliminar'), schema: { params: idParamsSchema, response: respuestas.uno } },
    async (request) => {
      const antes = await deletePrograma(app.db, request.params.id);
      await audit(app.db, request, { accion: 'eliminar', recurso: 'programas', registroId: antes.id, antes });
      return antes;
    },
  );
}
