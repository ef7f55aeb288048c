import multipart from '@fastify/multipart';
import { HttpError } from '../../lib/http-error';
import { LIMITES_MULTIPART, recibirEnvio } from '../../importaciones/recepcion';
import { requirePermission } from '../../plugins/auth';
import type { App } from '../../types';
import { cargarElegibles } from './service';
import { cargaElegiblesSchema } from '../../../shared/schemas/servicio-social-respuesta';

// The guard runs onRequest, before the body is read: without the permission the file is never received.
export default async function elegiblesSsRoutes(app: App) {
  await app.register(multipart, { limits: LIMITES_MULTIPART });
  app.post('/estudiantes/elegibles', { onRequest: requirePermission('estudiantes.editar'), schema: { response: { 200: cargaElegiblesSchema } } }, async (request) => {
    const envio = await recibirEnvio(request);
    try {
      if (!envio.archivo) throw new HttpError(422, 'Adjunte el archivo (.csv o .xlsx)', { archivo: ['Adjunte el archivo (.csv o .xlsx)'] });
      return await cargarElegibles(app, request, envio.archivo);
    } finally {
      envio.limpiar();
    }
  });
}
