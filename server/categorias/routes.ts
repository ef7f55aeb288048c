import { categoriaInputSchema } from '../../shared/schemas/postulaciones';
import { categoriaSchema } from '../../shared/schemas/postulaciones-respuesta';
import { respuestasDeRecurso } from '../../shared/schemas/respuestas';
import { audit } from '../audit/service';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../lib/rest';
import { requirePermission } from '../plugins/auth';
import type { App } from '../types';
import { CATEGORIA_SORTABLE, createCategoria, deleteCategoria, getCategoria, listCategorias, updateCategoria } from './service';

const respuestas = respuestasDeRecurso(categoriaSchema);

export default async function categoriasRoutes(app: App) {
  app.get('/categorias', { onRequest: requirePermission('categorias.ver'), schema: { querystring: listQuerySchema, response: respuestas.lista } }, async (request, reply) => {
    const params = parseListQuery(request.query, CATEGORIA_SORTABLE, ['orden', 'ASC']);
    const { rows, total } = await listCategorias(app.db, params);
    return sendList(reply, 'categorias', rows, total, params.offset);
  });

  app.get('/categorias/:id', { onRequest: requirePermission('categorias.ver'), schema: { params: idParamsSchema, response: respuestas.uno } }, async (request) =>
    getCategoria(app.db, request.params.id),
  );

  app.post('/categorias', { onRequest: requirePermission('categorias.crear'), schema: { body: categoriaInputSchema, response: respuestas.creado } }, async (request, reply) => {
    const categoria = await createCategoria(app.db, request.body);
    await audit(app.db, request, { accion: 'crear', recurso: 'categorias', registroId: categoria.id, despues: categoria });
    return reply.status(201).send(categoria);
  });

  app.put(
    '/categorias/:id',
    { onRequest: requirePermission('categorias.editar'), schema: { params: idParamsSchema, body: categoriaInputSchema, response: respuestas.uno } },
    async (request) => {
      const { antes, despues } = await updateCategoria(app.db, request.params.id, request.body);
      await audit(app.db, request, { accion: 'editar', recurso: 'categorias', registroId: despues.id, antes, despues });
      return despues;
    },
  );

  app.delete('/categorias/:id', { onRequest: requirePermission('categorias.eliminar'), schema: { params: idParamsSchema, response: respuestas.uno } }, async (request) => {
    const antes = await deleteCategoria(app.db, request.params.id);
    await audit(app.db, request, { accion: 'eliminar', recurso: 'categorias', registroId: antes.id, antes });
    return antes;
  });
}
