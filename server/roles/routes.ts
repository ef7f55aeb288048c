import { ADMIN_ROLE, canGrant, isAdmin } from '../../shared/permissions';
import { respuestasDeRecurso } from '../../shared/schemas/respuestas';
import { rolInputSchema, rolSchema } from '../../shared/schemas/roles';
import { audit } from '../audit/service';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../lib/rest';
import { requirePermission } from '../plugins/auth';
import type { App } from '../types';
import { createRol, disableRol, getRol, listRoles, ROL_SORTABLE, updateRol } from './service';

// Guards run onRequest, before body validation: without access the answer is 401/403, never field errors.
const respuestas = respuestasDeRecurso(rolSchema);

export default async function rolesRoutes(app: App) {
  app.get('/roles', { onRequest: requirePermission('roles.ver'), schema: { querystring: listQuerySchema, response: respuestas.lista } }, async (request, reply) => {
    const params = parseListQuery(request.query, ROL_SORTABLE);
    const { rows, total } = await listRoles(app.db, params);
    // The user screen disables the roles this reader may not grant (the server refuses them anyway).
    const marked = rows.map((r) => ({ ...r, noConcedible: !canGrant(request.user, r.permisos) || (r.nombre === ADMIN_ROLE && !isAdmin(request.user)) }));
    return sendList(reply, 'roles', marked, total, params.offset);
  });

  app.get('/roles/:id', { onRequest: requirePermission('roles.ver'), schema: { params: idParamsSchema, response: respuestas.uno } }, async (request) =>
    getRol(app.db, request.params.id),
  );

  app.post('/roles', { onRequest: requirePermission('roles.crear'), schema: { body: rolInputSchema, response: respuestas.creado } }, async (request, reply) => {
    const rol = await createRol(app.db, request.user!, request.body);
    await audit(app.db, request, { accion: 'crear', recurso: 'roles', registroId: rol.id, despues: rol });
    return reply.status(201).send(rol);
  });

  app.put(
    '/roles/:id',
    { onRequest: requirePermission('roles.editar'), schema: { params: idParamsSchema, body: rolInputSchema, response: respuestas.uno } },
    async (request) => {
      const { antes, despues } = await updateRol(app.db, request.user!, request.params.id, request.body);
      await audit(app.db, request, { accion: 'editar', recurso: 'roles', registroId: despues.id, antes, despues });
      return despues;
    },
  );

  app.delete('/roles/:id', { onRequest: requirePermission('roles.eliminar'), schema: { params: idParamsSchema, response: respuestas.uno } }, async (request) => {
    const { antes, despues } = await disableRol(app.db, request.params.id);
    await audit(app.db, request, { accion: 'desactivar', recurso: 'roles', registroId: despues.id, antes, despues });
    return despues;
  });
}
