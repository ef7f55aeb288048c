import { listQuerySchema, parseListQuery, sendList } from '../lib/rest';
import { requireAuth, requirePermission } from '../plugins/auth';
import type { App } from '../types';
import { respuestasDeRecurso } from '../../shared/schemas/respuestas';
import { dashboardSchema, visitasPorRutaSchema } from '../../shared/schemas/dashboard';
import { dashboardFor } from './service';
import { listVisitsByRoute, VISIT_SORTABLE } from './visits';

export default async function dashboardRoutes(app: App) {
  app.get('/dashboard', { onRequest: requireAuth, schema: { response: { 200: dashboardSchema } } }, async (request) => dashboardFor(app.db, request.user!));

  app.get(
    '/estadisticas/visitas',
    { onRequest: requirePermission('estadisticas.ver'), schema: { querystring: listQuerySchema, response: respuestasDeRecurso(visitasPorRutaSchema).lista } },
    async (request, reply) => {
      const params = parseListQuery(request.query, VISIT_SORTABLE, ['visitas', 'DESC']);
      const { rows, total } = await listVisitsByRoute(app.db, params);
      return sendList(reply, 'visitas', rows, total, params.offset);
    },
  );
}
