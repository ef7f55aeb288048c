import { respuestasDeRecurso } from '../../../shared/schemas/respuestas';
import { prestacionSsSchema } from '../../../shared/schemas/servicio-social-estudiante-respuesta';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../../lib/rest';
import type { App } from '../../types';
import { actorDe } from '../comun/actor';
import { PRESTACION_SORTABLE, leerPrestacion, listarPrestaciones } from './service';

const respuestas = respuestasDeRecurso(prestacionSsSchema);

export default async function prestacionesSsRoutes(app: App) {
  // Staff with prestaciones.ver see all; an institution account its own students; students get 403.
  app.get('/prestaciones', { schema: { querystring: listQuerySchema, response: respuestas.lista } }, async (request, reply) => {
    const actor = await actorDe(app.db, request, 'prestaciones.ver');
    const params = parseListQuery(request.query, PRESTACION_SORTABLE, ['fechaInicio', 'DESC']);
    const { rows, total } = await listarPrestaciones(app.db, actor, params);
    return sendList(reply, 'prestaciones', rows, total, params.offset);
  });
  app.get('/prestaciones/:id', { schema: { params: idParamsSchema, response: respuestas.uno } }, async (request) =>
    leerPrestacion(app.db, await actorDe(app.db, request, 'prestaciones.ver'), request.params.id));
}
