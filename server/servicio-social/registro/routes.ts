import {
  REGISTRO_RECIBIDO, aceptarInvitacionSchema, cambioPasswordSchema, reenvioSsSchema, registroEstudianteSchema, registroInstitucionSchema,
} from '../../../shared/schemas/servicio-social';
import { z } from '../../../shared/validation';
import type { App } from '../../types';
import { requirePortal } from '../comun/actor';
import {
  aceptarInvitacion, cambiarPassword, infoInvitacion, reenviarVerificacionPortal, registrarEstudiante, registrarInstitucion,
} from './service';
import { mensajeSchema } from '../../../shared/schemas/respuestas';
import { invitacionInfoSchema } from '../../../shared/schemas/servicio-social-respuesta';

const FIFTEEN_MINUTES = 15 * 60_000;
/** Per IP: enough for a computer lab sharing a connection, too few for a script. */
const registroLimit = { rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES } };
const reenvioLimit = { rateLimit: { max: 5, timeWindow: FIFTEEN_MINUTES } };
const invitacionLimit = { rateLimit: { max: 30, timeWindow: FIFTEEN_MINUTES } };
/** Registration answers 202 the same whether or not the account existed (no enumeration). */
const recibido = { 202: mensajeSchema };

export default async function registroSsRoutes(app: App) {
  app.post('/registro/estudiantes', { schema: { body: registroEstudianteSchema, response: recibido }, config: registroLimit }, async (request, reply) => {
    await registrarEstudiante(app, request, request.body);
    return reply.status(202).send({ message: REGISTRO_RECIBIDO });
  });

  app.post('/registro/instituciones', { schema: { body: registroInstitucionSchema, response: recibido }, config: registroLimit }, async (request, reply) => {
    await registrarInstitucion(app, request, request.body);
    return reply.status(202).send({ message: REGISTRO_RECIBIDO });
  });

  app.post('/registro/reenviar', { schema: { body: reenvioSsSchema, response: recibido }, config: reenvioLimit }, async (request, reply) => {
    await reenviarVerificacionPortal(app, request, request.body.correo);
    return reply.status(202).send({ message: REGISTRO_RECIBIDO });
  });

  app.get('/invitaciones', { schema: { querystring: z.object({ token: z.string().max(2000).default('') }), response: { 200: invitacionInfoSchema } }, config: invitacionLimit }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return infoInvitacion(app, request.query.token);
  });

  app.post('/invitaciones/aceptar', { schema: { body: aceptarInvitacionSchema, response: { 200: mensajeSchema } }, config: invitacionLimit }, async (request) => {
    await aceptarInvitacion(app, request, request.body);
    return { message: 'Su cuenta quedó lista. Ya puede iniciar sesión con su correo y la contraseña que eligió.' };
  });

  app.put('/cuenta/password', { onRequest: requirePortal, schema: { body: cambioPasswordSchema, response: { 200: mensajeSchema } } }, async (request) => {
    await cambiarPassword(app, request, request.user!, request.body.actual, request.body.nueva);
    return { message: 'Su contraseña se actualizó.' };
  });
}
