import type { FastifyRequest } from 'fastify';
import { resolverSolicitudSchema, solicitudSchema } from '../../../shared/schemas/servicio-social';
import { solicitudPropiaSchema } from '../../../shared/schemas/servicio-social-estudiante-respuesta';
import { z } from '../../../shared/validation';
import { buscarArchivo, enviarArchivo } from '../../archivos/almacen';
import { almacenDe } from '../../archivos/almacenamiento';
import { notFound } from '../../lib/http-error';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../../lib/rest';
import type { App } from '../../types';
import { actorDe, estudianteDe, institucionIdDe, requireEstudiante, requireInstitucion } from '../comun/actor';
import { SOLICITUD_SORTABLE, cvDeSolicitud, leerSolicitud, listarSolicitudes, resolver, retirar, solicitar, solicitudesPropias } from './service';
import { respuestasDeRecurso } from '../../../shared/schemas/respuestas';
import { solicitudSsSchema } from '../../../shared/schemas/servicio-social-respuesta';
import { CV_PDF } from '../comun/cv';

const solicitud = respuestasDeRecurso(solicitudSsSchema);

export default async function solicitudesSsRoutes(app: App) {
  const propia = async (request: FastifyRequest) => ({ tipo: 'institucion' as const, ...(await institucionIdDe(app.db, request.user!)) });

  // ── Student ──
  app.get('/estudiante/solicitudes', { onRequest: requireEstudiante, schema: { response: { 200: z.array(solicitudPropiaSchema) } } }, async (request) =>
    solicitudesPropias(app.db, (await estudianteDe(app.db, request.user!)).id));
  app.post('/solicitudes', { onRequest: requireEstudiante, schema: { body: solicitudSchema, response: { 201: solicitudPropiaSchema } } }, async (request, reply) => {
    const estudiante = await estudianteDe(app.db, request.user!);
    return reply.status(201).send(await solicitar(app, request, estudiante, request.body));
  });
  app.post('/solicitudes/:id/retirar', { onRequest: requireEstudiante, schema: { params: idParamsSchema, response: { 200: solicitudPropiaSchema } } }, async (request) =>
    retirar(app, request, (await estudianteDe(app.db, request.user!)).id, request.params.id));

  // ── Staff (all) and institutions (their vacancies' applicants) ──
  app.get('/solicitudes', { schema: { querystring: listQuerySchema, response: solicitud.lista } }, async (request, reply) => {
    const actor = await actorDe(app.db, request, 'solicitudes.ver');
    const params = parseListQuery(request.query, SOLICITUD_SORTABLE, ['createdAt', 'DESC']);
    const { rows, total } = await listarSolicitudes(app, actor, params);
    return sendList(reply, 'solicitudes', rows, total, params.offset);
  });
  app.get('/solicitudes/:id', { schema: { params: idParamsSchema, response: solicitud.uno } }, async (request) =>
    leerSolicitud(app, await actorDe(app.db, request, 'solicitudes.ver'), request.params.id));
  app.get('/solicitudes/:id/cv', { schema: { params: idParamsSchema, response: { 200: CV_PDF } } }, async (request, reply) => {
    const actor = await actorDe(app.db, request, 'estudiantes.ver');
    const archivo = await buscarArchivo(app.db, await cvDeSolicitud(app.db, actor, request.params.id));
    if (!archivo) throw notFound('El estudiante no ha subido su CV');
    return enviarArchivo(reply, almacenDe(app.config), archivo);
  });
  app.put('/solicitudes/:id/estado', { onRequest: requireInstitucion, schema: { params: idParamsSchema, body: resolverSolicitudSchema, response: solicitud.uno } }, async (request) =>
    resolver(app, request, await propia(request), request.params.id, request.body));
}
