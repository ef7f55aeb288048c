import { can } from '../../shared/permissions';
import { egresadoInputSchema } from '../../shared/schemas/egresados';
import { egresadoSchema, servicioSocialDeEgresadoSchema } from '../../shared/schemas/egresados-respuesta';
import { respuestasDeRecurso } from '../../shared/schemas/respuestas';
import { z } from '../../shared/validation';
import { audit } from '../audit/service';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../lib/rest';
import { respuestaArchivo, TIPOS_HOJA } from '../lib/respuesta-archivo';
import { attachment } from '../lib/spreadsheet';
import { requirePermission } from '../plugins/auth';
import type { App } from '../types';
import { EGRESADO_SORTABLE } from './consulta';
import { enlaceExportacion } from './enlace';
import { CONTENT_TYPES, exportFileName, exportStream, FORMATOS } from './exportar';
import { abrirEgresado, createEgresado, deleteEgresado, listEgresados, updateEgresado } from './service';
import { PERMISO_MOTIVO_BAJA, servicioSocialDeEgresado } from './servicio-social';

const DEFAULT_SORT: [string, 'ASC' | 'DESC'] = ['createdAt', 'DESC'];
const formato = z.enum(FORMATOS, { error: 'El formato debe ser csv o xlsx' }).default('csv');
const exportQuerySchema = listQuerySchema.extend({ formato, token: z.string().optional() });
const enlaceBodySchema = z.object({
  formato,
  filter: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
  sort: z.union([z.string(), z.array(z.string())]).optional(),
});

const respuestas = respuestasDeRecurso(egresadoSchema);

const archivoExportado = respuestaArchivo('La lista filtrada, como hoja de cálculo.', ...TIPOS_HOJA);

const asParam = (value: unknown) => (value === undefined || typeof value === 'string' ? value : JSON.stringify(value));

export default async function egresadosRoutes(app: App) {
  app.get(
    '/egresados',
    { onRequest: requirePermission('egresados.ver'), schema: { querystring: listQuerySchema, response: respuestas.lista } },
    async (request, reply) => {
      const params = parseListQuery(request.query, EGRESADO_SORTABLE, DEFAULT_SORT);
      const { rows, total, estimado } = await listEgresados(app.db, params, app.marcasEgresados);
      if (estimado) reply.header('X-Total-Estimado', '1');
      return sendList(reply, 'egresados', rows, total, params.offset);
    },
  );

  app.get(
    '/egresados/exportar',
    { onRequest: enlaceExportacion.guard(app.db, app.signer), schema: { querystring: exportQuerySchema, response: { 200: archivoExportado } } },
    async (request, reply) => {
      const params = parseListQuery(request.query, EGRESADO_SORTABLE, DEFAULT_SORT);
      const { formato } = request.query;
      return reply
        .header('Content-Type', CONTENT_TYPES[formato])
        .header('Content-Disposition', attachment(exportFileName(formato)))
        .header('Cache-Control', 'no-store')
        .send(exportStream(app.db, params, formato));
    },
  );

  app.post(
    '/egresados/exportar/enlace',
    { onRequest: requirePermission('egresados.ver'), schema: { body: enlaceBodySchema, response: { 200: z.object({ url: z.string() }) } } },
    async (request) => {
      const { formato, filter, sort } = request.body;
      const query = { filter: asParam(filter), sort: asParam(sort) };
      parseListQuery(query, EGRESADO_SORTABLE, DEFAULT_SORT); // a malformed filter is refused now, not at download time
      const params = new URLSearchParams({ formato });
      if (query.filter) params.set('filter', query.filter);
      if (query.sort) params.set('sort', query.sort);
      params.set('token', enlaceExportacion.sign(app.signer, request.user!.id));
      return { url: `/api/egresados/exportar?${params}` };
    },
  );

  app.get('/egresados/:id', { onRequest: requirePermission('egresados.ver'), schema: { params: idParamsSchema, response: respuestas.uno } }, async (request) =>
    abrirEgresado(app.db, request.params.id, request.user),
  );

  app.get('/egresados/:id/servicio-social', { onRequest: requirePermission('egresados.ver'), schema: { params: idParamsSchema, response: { 200: z.array(servicioSocialDeEgresadoSchema) } } }, async (request) =>
    // Why a service was dropped is the servicio social office's to read, not graduate staff's (issue 19).
    servicioSocialDeEgresado(app.db, request.params.id, { motivoBaja: can(request.user, PERMISO_MOTIVO_BAJA) }),
  );

  // Creating and deleting are for administrators only (ADMIN_ONLY in shared/permissions.ts).
  app.post(
    '/egresados',
    { onRequest: requirePermission('egresados.crear'), schema: { body: egresadoInputSchema, response: respuestas.creado } },
    async (request, reply) => {
      const egresado = await createEgresado(app.db, request.body, 'captura');
      await audit(app.db, request, { accion: 'crear', recurso: 'egresados', registroId: egresado.id, despues: egresado });
      return reply.status(201).send(egresado);
    },
  );

  app.put(
    '/egresados/:id',
    { onRequest: requirePermission('egresados.editar'), schema: { params: idParamsSchema, body: egresadoInputSchema, response: respuestas.uno } },
    async (request) => {
      const { antes, despues } = await updateEgresado(app.db, request.params.id, request.body);
      await audit(app.db, request, { accion: 'editar', recurso: 'egresados', registroId: despues.id, antes, despues });
      return despues;
    },
  );

  app.delete(
    '/egresados/:id',
    { onRequest: requirePermission('egresados.eliminar'), schema: { params: idParamsSchema, response: respuestas.uno } },
    async (request) => {
      const antes = await deleteEgresado(app.db, request.params.id);
      await audit(app.db, request, { accion: 'eliminar', recurso: 'egresados', registroId: antes.id, antes });
      return antes;
    },
  );
}
