import { indicadoresQuerySchema, indicadoresSchema } from '../../../shared/schemas/bolsa';
import { requirePermission } from '../../plugins/auth';
import type { App } from '../../types';
import { indicadores } from './service';

export default async function indicadoresBolsaRoutes(app: App) {
  app.get('/indicadores', { onRequest: requirePermission('bolsa.ver'), schema: { querystring: indicadoresQuerySchema, response: { 200: indicadoresSchema } } }, async (request) =>
    indicadores(app.db, request.query));
}
