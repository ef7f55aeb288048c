import { MENSAJES_SS, type InstitucionDetalle, institucionDatosSchema, invitacionSchema, validacionInstitucionSchema } from '../../../shared/schemas/servicio-social';
import { forbidden } from '../../lib/http-error';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../../lib/rest';
import { requirePermission } from '../../plugins/auth';
import type { App } from '../../types';
import { institucionIdDe, requireInstitucion } from '../comun/actor';
import { invitarColega } from '../registro/service';
import {
  INSTITUCION_SORTABLE, actualizarInstitucion, colegas, leerInstitucion, listarInstituciones, panelInstitucion, validarInstitucion,
} from './service';
import { mensajeSchema, respuestasDeRecurso } from '../../../shared/schemas/respuestas';
import { colegaSchema, institucionDetalleSchema, institucionSsSchema, panelInstitucionSchema } from '../../../shared/schemas/servicio-social-respuesta';
import { z } from '../../../shared/validation';

const institucion = respuestasDeRecurso(institucionSsSchema);

export default async function institucionesSsRoutes(app: App) {
  // ── Staff ──
  app.get('/instituciones', { onRequest: requirePermission('instituciones.ver'), schema: { querystring: listQuerySchema, response: institucion.lista } }, async (request, reply) => {
    const params = parseListQuery(request.query, INSTITUCION_SORTABLE, ['createdAt', 'DESC']);
    const { rows, total } = await listarInstituciones(app.db, params);
    return sendList(reply, 'instituciones', rows, total, params.offset);
  });
  // The detail carries the institution's accounts (the responsable and the colleagues they invited).
  app.get('/instituciones/:id', { onRequest: requirePermission('instituciones.ver'), schema: { params: idParamsSchema, response: { 200: institucionDetalleSchema } } }, async (request): Promise<InstitucionDetalle> => ({
    ...(await leerInstitucion(app.db, request.params.id)),
    usuarios: await colegas(app.db, request.params.id),
  }));
  app.put('/instituciones/:id', { onRequest: requirePermission('instituciones.editar'), schema: { params: idParamsSchema, body: institucionDatosSchema, response: institucion.uno } }, async (request) => {
    await leerInstitucion(app.db, request.params.id);
    return actualizarInstitucion(app, request, request.params.id, request.body, false);
  });
  app.put('/instituciones/:id/validacion', { onRequest: requirePermission('instituciones.editar'), schema: { params: idParamsSchema, body: validacionInstitucionSchema, response: institucion.uno } }, async (request) =>
    validarInstitucion(app, request, request.params.id, request.body));

  // ── The institution's own ──
  // Status and profile are what an institution sees before staff approve it; everything else waits (actor.ts).
  app.get('/institucion', { onRequest: requireInstitucion, schema: { response: { 200: panelInstitucionSchema } } }, async (request) => {
    const { institucionId, responsable } = await institucionIdDe(app.db, request.user!, { soloEstado: true });
    return panelInstitucion(app.db, institucionId, responsable);
  });
  app.get('/institucion/perfil', { onRequest: requireInstitucion, schema: { response: institucion.uno } }, async (request) => {
    const { institucionId } = await institucionIdDe(app.db, request.user!, { soloEstado: true });
    return leerInstitucion(app.db, institucionId);
  });
  app.put('/institucion/perfil', { onRequest: requireInstitucion, schema: { body: institucionDatosSchema, response: institucion.uno } }, async (request) => {
    const { institucionId } = await institucionIdDe(app.db, request.user!, { soloEstado: true });
    return actualizarInstitucion(app, request, institucionId, request.body, true);
  });
  app.get('/institucion/colegas', { onRequest: requireInstitucion, schema: { response: { 200: z.array(colegaSchema) } } }, async (request) => {
    const { institucionId } = await institucionIdDe(app.db, request.user!);
    return colegas(app.db, institucionId);
  });
  app.post('/institucion/invitaciones', {
    onRequest: requireInstitucion, schema: { body: invitacionSchema, response: { 202: mensajeSchema } }, config: { rateLimit: { max: 20, timeWindow: 15 * 60_000 } },
  }, async (request, reply) => {
    const { institucionId, responsable } = await institucionIdDe(app.db, request.user!);
    if (!responsable) throw forbidden(MENSAJES_SS.soloResponsable);
    await invitarColega(app, request, institucionId, request.body);
    return reply.status(202).send({ message: `Enviamos la invitación a ${request.body.correo}.` });
  });
}
