import { respuestasDeRecurso } from '../../shared/schemas/respuestas';
import { permisoInputSchema, permisoSchema } from '../../shared/schemas/permisos';
import { audit } from '../audit/service';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../lib/rest';
import { requirePermission } from '../plugins/auth';
import type { App } from '../types';
import { createPermiso, disablePermiso, getPermiso, listPermisos, PERMISO_SORTABLE, updatePermiso } from './service';

// Guards run onRequest, before body validation: without access the answer is 401/403, never field errors.
const respuestas = respuestasDeRecurso(permisoSchema);

export default async function permisosRoutes(app: App) {
  app.get(
    '/permisos',
    { onRequest: requirePermission('permisos.ver'), schema: { querystring: listQuerySchema, response: respuestas.lista } },
    async (request, reply) => {
      const params = parseListQuery(request.query, PERMISO_SORTABLE);
      const { rows, total } = await listPermisos(app.db, params);
      return sendList(reply, 'permisos', rows, total, params.offset);
    },
  );

  app.get('/permisos/:id', { onRequest: requirePermission('permisos.ver'), schema: { params: idParamsSchema, response: respuestas.uno } }, async (request) =>
    getPermiso(app.db, request.params.id),
  );

  app.post('/permisos', { onRequest: requirePermission('permisos.crear'), schema: { body: permisoInputSchema, response: respuestas.creado } }, async (request, reply) => {
    const permiso = await createPermiso(app.db, request.body);
    await audit(app.db, request, { accion: 'crear', recurso: 'permisos', registroId: permiso.id, despues: permiso });
    return reply.status(201).send(permiso);
  });

  app.put(
    '/permisos/:id',
    { onRequest: requirePermission('permisos.editar'), schema: { params: idParamsSchema, body: permisoInputSchema, response: respuestas.uno } },
    async (request) => {
      const { antes, despues } = await updatePermiso(app.db, request.params.id, request.body);
      await audit(app.db, request, { accion: 'editar', recurso: 'permisos', registroId: despues.id, antes, despues });
      return despues;
    },
  );

  app.delete(
    '/permisos/:id',
    { onRequest: requirePermission('permisos.eliminar'), schema: { params: idParamsSchema, response: respuestas.uno } },
    async (request) => {
      const { antes, despues } = await disablePermiso(app.db, request.params.id);
      await audit(app.db, request, { accion: 'desactivar', recurso: 'permisos', registroId: despues.id, antes, despues });
      return despues;
    },
  );
}
