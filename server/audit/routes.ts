import { auditoriaSchema } from '../../shared/schemas/auditoria';
import { respuestasDeRecurso } from '../../shared/schemas/respuestas';
import { requirePermission } from '../plugins/auth';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../lib/rest';
import type { App } from '../types';
import { AUDIT_SORTABLE, getAudit, listAudit } from './service';

const respuestas = respuestasDeRecurso(auditoriaSchema);

/** The audit log is read-only: entries are written by the services that change data. */
export default async function auditRoutes(app: App) {
  const canRead = requirePermission('auditoria.ver');

  app.get('/auditoria', { onRequest: canRead, schema: { querystring: listQuerySchema, response: respuestas.lista } }, async (request, reply) => {
    const params = parseListQuery(request.query, AUDIT_SORTABLE, ['id', 'DESC']);
    const { rows, total } = await listAudit(app.db, params);
    return sendList(reply, 'auditoria', rows, total, params.offset);
  });

  app.get('/auditoria/:id', { onRequest: canRead, schema: { params: idParamsSchema, response: respuestas.uno } }, async (request) =>
    getAudit(app.db, request.params.id),
  );
}
