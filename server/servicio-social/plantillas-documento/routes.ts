import { z } from 'zod';
import { plantillaDocumentoSchema } from '../../../shared/schemas/servicio-social-documentos';
import { audit } from '../../audit/service';
import { sendList } from '../../lib/rest';
import { requirePermission } from '../../plugins/auth';
import type { App } from '../../types';
import { guardarPlantillaDocumento, leerPlantillaDocumento, listarPlantillasDocumento } from './service';

const ver = { onRequest: requirePermission('ss-plantillas.ver') };
const editar = { onRequest: requirePermission('ss-plantillas.editar') };
const params = z.object({ tipo: z.string().max(30) });

export default async function plantillasDocumentoRoutes(app: App) {
  // react-admin reads the eight templates as records whose id is the type.
  app.get('/plantillas-documentos', ver, async (_request, reply) => {
    const filas = await listarPlantillasDocumento(app.db);
    return sendList(reply, 'plantillas-documentos', filas, filas.length, 0);
  });
  app.get('/plantillas-documentos/:tipo', { ...ver, schema: { params } }, async (request) => leerPlantillaDocumento(app.db, request.params.tipo));
  app.put('/plantillas-documentos/:tipo', { ...editar, schema: { params, body: plantillaDocumentoSchema } }, async (request) => {
    const antes = await leerPlantillaDocumento(app.db, request.params.tipo);
    const despues = await guardarPlantillaDocumento(app.db, request.params.tipo, request.body, request.user!.id);
    await audit(app.db, request, { accion: 'editar', recurso: 'ss-plantillas', registroId: request.params.tipo, antes, despues });
    return despues;
  });
}
