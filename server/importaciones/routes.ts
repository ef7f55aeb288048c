import multipart from '@fastify/multipart';
import { z } from 'zod';
import { importacionDetalleSchema, importacionSchema, resultadoImportacionSchema } from '../../shared/schemas/importaciones';
import { respuestasDeRecurso } from '../../shared/schemas/respuestas';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../lib/rest';
import { HttpError } from '../lib/http-error';
import { respuestaArchivo, TIPOS_HOJA } from '../lib/respuesta-archivo';
import { attachment } from '../lib/spreadsheet';
import { requirePermission } from '../plugins/auth';
import type { App } from '../types';
import { archivoRechazados, IMPORTACION_SORTABLE, listarImportaciones, obtenerImportacion } from './historial';
import { importar } from './importar';
import { marcarInterrumpidas } from './interrupcion';
import { LIMITES_MULTIPART, recibirEnvio } from './recepcion';
import { leerMapeo } from './validacion';

const si = (v: string | undefined) => v === 'true' || v === '1' || v === 'on';

// Guards run onRequest, before the body is read: without access the upload is never received.
export default async function importacionesRoutes(app: App) {
  // Registered here so multipart parsing exists only for this plugin's routes.
  await app.register(multipart, { limits: LIMITES_MULTIPART });
  const interrumpidas = await marcarInterrumpidas(app.db);
  if (interrumpidas) app.log.warn({ interrumpidas }, 'cargas masivas interrumpidas por un proceso que terminó; no guardaron ningún registro');

  app.post('/egresados/importaciones', { onRequest: requirePermission('importaciones.crear'), schema: { response: { 200: resultadoImportacionSchema } } }, async (request) => {
    const envio = await recibirEnvio(request);
    try {
      if (!envio.archivo) {
        throw new HttpError(422, 'Adjunte el archivo (.csv o .xlsx)', { archivo: ['Adjunte el archivo (.csv o .xlsx)'] });
      }
      const user = request.user!;
      return await importar(
        app.db,
        envio.archivo,
        { id: user.id, email: user.email, ip: request.ip?.slice(0, 64) ?? null },
        { simular: si(envio.campos.simular), vistaPrevia: si(envio.campos.vistaPrevia), mapeo: leerMapeo(envio.campos.mapeo) },
      );
    } finally {
      envio.limpiar();
    }
  });

  app.get(
    '/egresados/importaciones',
    { onRequest: requirePermission('importaciones.ver'), schema: { querystring: listQuerySchema, response: respuestasDeRecurso(importacionSchema).lista } },
    async (request, reply) => {
      const params = parseListQuery(request.query, IMPORTACION_SORTABLE, ['id', 'DESC']);
      const { rows, total } = await listarImportaciones(app.db, params);
      return sendList(reply, 'importaciones', rows, total, params.offset);
    },
  );

  app.get(
    '/egresados/importaciones/:id',
    { onRequest: requirePermission('importaciones.ver'), schema: { params: idParamsSchema, response: { 200: importacionDetalleSchema } } },
    async (request) => obtenerImportacion(app.db, request.params.id),
  );

  app.get(
    '/egresados/importaciones/:id/rechazados',
    {
      onRequest: requirePermission('importaciones.ver'),
      schema: {
        params: idParamsSchema,
        querystring: z.object({ formato: z.enum(['csv', 'xlsx'], { error: 'El formato debe ser csv o xlsx' }).default('csv') }),
        response: { 200: respuestaArchivo('Las filas rechazadas con sus errores, listas para corregir y volver a cargar.', ...TIPOS_HOJA) },
      },
    },
    async (request, reply) => {
      const archivo = await archivoRechazados(app.db, request.params.id, request.query.formato);
      return reply
        .header('Content-Type', archivo.tipo)
        .header('Content-Disposition', attachment(archivo.nombre))
        .send(archivo.contenido);
    },
  );
}
