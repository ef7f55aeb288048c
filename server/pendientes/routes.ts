import { pendientesSchema } from '../../shared/schemas/pendientes';
import { requireAuth } from '../plugins/auth';
import type { App } from '../types';
import { pendientesDe } from './service';

export default async function pendientesRoutes(app: App) {
  app.get('/pendientes', { onRequest: requireAuth, schema: { response: { 200: pendientesSchema } } }, async (request) => ({
    pendientes: await pendientesDe(app, request.user!),
  }));
}
