// «Mis postulaciones» (issue 33): the nominator's sign-in link, their nominations and the withdrawal. The session is a
// one-time link's (role postulante, no permission); the address it proved is the only key to the rows.
import multipart from '@fastify/multipart';
import { canjeEnlaceSchema, ROL_POSTULANTE, solicitudEnlaceSchema } from '../../../shared/acceso-enlace/valores';
import { ACCESO_POSTULANTE_ENVIADO, miPostulacionSchema, RETIRO_HECHO } from '../../../shared/schemas/mis-postulaciones';
import { sesionSchema } from '../../../shared/schemas/auth';
import { DOCUMENTO_MAX_MB } from '../../../shared/schemas/postulaciones';
import { mensajeSchema } from '../../../shared/schemas/respuestas';
import { z } from '../../../shared/validation';
import { requireRolEnlace } from '../../acceso-enlace/guard';
import { audit } from '../../audit/service';
import { opcionesMultipart } from '../../archivos/multipart';
import { idParamsSchema } from '../../lib/rest';
import type { App } from '../../types';
import { subirDocumentosRonda } from './documentos';
import { canjearAccesoPostulante, misPostulaciones, retirar, solicitarAccesoPostulante } from './service';

const limite = { rateLimit: { max: 10, timeWindow: '1 minute' } };

const documentosParams = z.object({ id: z.coerce.number().int().positive(), rondaId: z.coerce.number().int().positive() });

export default async function misPostulacionesRoutes(app: App) {
  await app.register(multipart, opcionesMultipart(DOCUMENTO_MAX_MB, 8));

  app.post('/postulaciones/acceso', { schema: { body: solicitudEnlaceSchema, response: { 202: mensajeSchema } }, config: limite }, async (request, reply) => {
    await solicitarAccesoPostulante(app.db, app.config, app.mailer, request.body.correo);
    return reply.status(202).send({ message: ACCESO_POSTULANTE_ENVIADO });
  });

  app.post('/postulaciones/acceso/canjear', { schema: { body: canjeEnlaceSchema, response: { 200: sesionSchema } }, config: limite }, async (request) =>
    canjearAccesoPostulante(app.db, app.config, request, request.body.token),
  );

  app.get('/postulaciones/mias', { onRequest: requireRolEnlace(ROL_POSTULANTE), schema: { response: { 200: z.array(miPostulacionSchema) } } }, async (request) =>
    misPostulaciones(app.db, request.user!.email),
  );

  app.post('/postulaciones/:id/retirar', { onRequest: requireRolEnlace(ROL_POSTULANTE), schema: { params: idParamsSchema, response: { 200: mensajeSchema } } }, async (request) => {
    const { antes, folio } = await retirar(app.db, app.config, request.user!.email, request.params.id);
    await audit(app.db, request, { accion: 'editar', recurso: 'postulaciones', registroId: request.params.id, antes, despues: { estado: 'retirada', folio, por: 'nominador' }, actorEmail: request.user!.email });
    return { message: RETIRO_HECHO };
  });

  app.post(
    '/postulaciones/:id/rondas/:rondaId/documentos',
    { onRequest: requireRolEnlace(ROL_POSTULANTE), schema: { params: documentosParams, response: { 200: mensajeSchema } } },
    async (request) => {
      const hecho = await subirDocumentosRonda(app, request, request.user!.email, request.params.id, request.params.rondaId);
      await audit(app.db, request, { accion: 'editar', recurso: 'postulaciones', registroId: request.params.id, despues: { documentosRonda: hecho.claves, ronda: hecho.ronda, por: 'nominador' }, actorEmail: request.user!.email });
      return { message: 'Recibimos sus documentos; los leerá el jurado de la ronda' };
    },
  );
}
