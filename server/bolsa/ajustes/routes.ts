import { ajustesBolsaSchema } from '../../../shared/schemas/bolsa';
import { requirePermission } from '../../plugins/auth';
import type { App } from '../../types';
import { guardarAjustes, leerAjustes } from './service';

export default async function ajustesBolsaRoutes(app: App) {
  app.get('/ajustes', { onRequest: requirePermission('bolsa.ver'), schema: { response: { 200: ajustesBolsaSchema } } }, async () => leerAjustes(app.db));
  app.put('/ajustes', { onRequest: requirePermission('bolsa.moderar'), schema: { body: ajustesBolsaSchema, response: { 200: ajustesBolsaSchema } } }, async (request) =>
    guardarAjustes(app.db, request, request.body));
}
