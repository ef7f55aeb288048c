import { ajustesSchema, periodoSchema } from '../../../shared/schemas/servicio-social';
import { audit } from '../../audit/service';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../../lib/rest';
import { requirePermission } from '../../plugins/auth';
import type { App } from '../../types';
import {
  PERIODO_SORTABLE, borrarPeriodo, guardarAjustes, guardarPeriodo, informacionPublica, leerAjustes, leerPeriodo, listarPeriodos,
} from './service';
import { respuestasDeRecurso } from '../../../shared/schemas/respuestas';
import { ajustesSsSchema, informacionPublicaSchema, periodoSsSchema } from '../../../shared/schemas/servicio-social-respuesta';

const ver = { onRequest: requirePermission('ajustes-ss.ver') };
const editar = { onRequest: requirePermission('ajustes-ss.editar') };
const ajustes = { 200: ajustesSsSchema };
const periodos = respuestasDeRecurso(periodoSsSchema);

export default async function ajustesSsRoutes(app: App) {
  app.get('/informacion', { schema: { response: { 200: informacionPublicaSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return informacionPublica(app.db);
  });

  app.get('/ajustes', { ...ver, schema: { response: ajustes } }, async () => leerAjustes(app.db));
  // react-admin edits it as a record with id 1.
  app.get('/ajustes/:id', { ...ver, schema: { response: ajustes } }, async () => leerAjustes(app.db));
  for (const url of ['/ajustes', '/ajustes/:id']) {
    app.put(url, { ...editar, schema: { body: ajustesSchema, response: ajustes } }, async (request) => {
      const antes = await leerAjustes(app.db);
      const despues = await guardarAjustes(app.db, request.body);
      await audit(app.db, request, { accion: 'editar', recurso: 'ss-ajustes', registroId: 1, antes, despues });
      return despues;
    });
  }

  app.get('/periodos', { ...ver, schema: { querystring: listQuerySchema, response: periodos.lista } }, async (request, reply) => {
    const params = parseListQuery(request.query, PERIODO_SORTABLE, ['inicio', 'DESC']);
    const { rows, total } = await listarPeriodos(app.db, params);
    return sendList(reply, 'periodos', rows, total, params.offset);
  });
  app.get('/periodos/:id', { ...ver, schema: { params: idParamsSchema, response: periodos.uno } }, async (request) => leerPeriodo(app.db, request.params.id));
  app.post('/periodos', { ...editar, schema: { body: periodoSchema, response: periodos.creado } }, async (request, reply) => {
    const despues = await guardarPeriodo(app.db, request.body);
    await audit(app.db, request, { accion: 'crear', recurso: 'ss-periodos', registroId: despues.id, despues });
    return reply.status(201).send(despues);
  });
  app.put('/periodos/:id', { ...editar, schema: { params: idParamsSchema, body: periodoSchema, response: periodos.uno } }, async (request) => {
    const antes = await leerPeriodo(app.db, request.params.id);
    const despues = await guardarPeriodo(app.db, request.body, request.params.id);
    await audit(app.db, request, { accion: 'editar', recurso: 'ss-periodos', registroId: despues.id, antes, despues });
    return despues;
  });
  app.delete('/periodos/:id', { ...editar, schema: { params: idParamsSchema, response: periodos.uno } }, async (request) => {
    const antes = await borrarPeriodo(app.db, request.params.id);
    await audit(app.db, request, { accion: 'eliminar', recurso: 'ss-periodos', registroId: antes.id, antes });
    return antes;
  });
}
