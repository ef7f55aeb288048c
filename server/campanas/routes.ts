import {
  ACCIONES_CAMPANA, audienciaRespuestaSchema, audienciaSchema, campanaInputSchema, campanaSchema, destinatarioSchema, type AccionCampana,
} from '../../shared/schemas/campanas';
import { respuestasDeRecurso } from '../../shared/schemas/respuestas';
import { z } from '../../shared/validation';
import { audit } from '../audit/service';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../lib/rest';
import { HttpError } from '../lib/http-error';
import { requireAuth, requirePermission } from '../plugins/auth';
import type { App } from '../types';
import { contarAudiencia } from './audiencia';
import { avisarCampanas } from './avisos';
import bajasRoutes from './bajas';
import {
  accionCampana, CAMPANA_SORTABLE, createCampana, deleteCampana, DESTINATARIO_SORTABLE, getCampana, listCampanas,
  listDestinatarios, updateCampana,
} from './service';

const accionParamsSchema = idParamsSchema.extend({
  accion: z.enum(Object.keys(ACCIONES_CAMPANA) as [AccionCampana, ...AccionCampana[]], { error: 'Acción desconocida' }),
});
const PERMISO_ACCION: Record<AccionCampana, string> = {
  enviar: 'campanas.editar',
  pausar: 'campanas.editar',
  reanudar: 'campanas.editar',
  cancelar: 'campanas.eliminar',
  reintentar: 'campanas.editar',
};

const respuestas = respuestasDeRecurso(campanaSchema);
const destinatarios = respuestasDeRecurso(destinatarioSchema);

export const SIN_SMTP =
  'No hay un servidor de correo configurado (SMTP_URL): la campaña no se puede enviar. Pida al administrador del sistema que lo configure.';

export default async function campanasRoutes(app: App) {
  await app.register(bajasRoutes);

  app.post(
    '/campanas/audiencia',
    { onRequest: requirePermission('campanas.ver'), schema: { body: audienciaSchema, response: { 200: audienciaRespuestaSchema } } },
    async (request) => contarAudiencia(app.db, request.body.filtro),
  );

  app.get(
    '/campanas',
    { onRequest: requirePermission('campanas.ver'), schema: { querystring: listQuerySchema, response: respuestas.lista } },
    async (request, reply) => {
      const params = parseListQuery(request.query, CAMPANA_SORTABLE, ['id', 'DESC']);
      const { rows, total } = await listCampanas(app.db, params);
      return sendList(reply, 'campanas', rows, total, params.offset);
    },
  );

  app.get(
    '/campanas/:id',
    { onRequest: requirePermission('campanas.ver'), schema: { params: idParamsSchema, response: respuestas.uno } },
    async (request) => getCampana(app.db, request.params.id),
  );

  app.get(
    '/campanas/:id/destinatarios',
    { onRequest: requirePermission('campanas.ver'), schema: { params: idParamsSchema, querystring: listQuerySchema, response: destinatarios.lista } },
    async (request, reply) => {
      const params = parseListQuery(request.query, DESTINATARIO_SORTABLE, ['id', 'ASC']);
      const { rows, total } = await listDestinatarios(app.db, request.params.id, params);
      return sendList(reply, 'destinatarios', rows, total, params.offset);
    },
  );

  app.post(
    '/campanas',
    { onRequest: requirePermission('campanas.crear'), schema: { body: campanaInputSchema, response: respuestas.creado } },
    async (request, reply) => {
      const campana = await createCampana(app.db, request.body, request.user);
      await audit(app.db, request, { accion: 'crear', recurso: 'campanas', registroId: campana.id, despues: campana });
      return reply.status(201).send(campana);
    },
  );

  app.put(
    '/campanas/:id',
    { onRequest: requirePermission('campanas.editar'), schema: { params: idParamsSchema, body: campanaInputSchema, response: respuestas.uno } },
    async (request) => {
      const { antes, despues } = await updateCampana(app.db, request.params.id, request.body);
      await audit(app.db, request, { accion: 'editar', recurso: 'campanas', registroId: despues.id, antes, despues });
      return despues;
    },
  );

  app.delete(
    '/campanas/:id',
    { onRequest: requirePermission('campanas.eliminar'), schema: { params: idParamsSchema, response: respuestas.uno } },
    async (request) => {
      const antes = await deleteCampana(app.db, request.params.id);
      await audit(app.db, request, { accion: 'eliminar', recurso: 'campanas', registroId: antes.id, antes });
      return antes;
    },
  );

  // The permission depends on the action: checked in the handler, once the params are known.
  app.post('/campanas/:id/:accion', { onRequest: requireAuth, schema: { params: accionParamsSchema, response: respuestas.uno } }, async (request, reply) => {
    const { id, accion } = request.params;
    await requirePermission(PERMISO_ACCION[accion])(request, reply);
    // Without SMTP the outbox keeps single messages for staff; a campaign would sit in «Enviando» for ever.
    if (accion !== 'pausar' && accion !== 'cancelar' && !app.config.SMTP_URL) throw new HttpError(409, SIN_SMTP);
    const { antes, despues } = await accionCampana(app.db, id, accion);
    await audit(app.db, request, { accion: 'editar', recurso: 'campanas', registroId: id, antes, despues });
    if (despues.estado === 'enviando' || despues.estado === 'programada') avisarCampanas(app.db);
    return despues;
  });
}
