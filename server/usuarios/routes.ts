import { respuestasDeRecurso } from '../../shared/schemas/respuestas';
import { usuarioCreateSchema, usuarioSchema, usuarioUpdateSchema } from '../../shared/schemas/usuarios';
import { z } from '../../shared/validation';
import { audit } from '../audit/service';
import { sendUserVerification } from '../auth/routes';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../lib/rest';
import { requirePermission } from '../plugins/auth';
import type { App } from '../types';
import { sendPasswordReset } from '../auth/service';
import { createUsuario, disableUsuario, getUsuario, listUsuarios, loadForReset, updateUsuario, USUARIO_SORTABLE } from './service';

const respuestas = respuestasDeRecurso(usuarioSchema);

// Guards run onRequest, before body validation: without access the answer is 401/403, never field errors.
export default async function usuariosRoutes(app: App) {
  app.get(
    '/usuarios',
    { onRequest: requirePermission('usuarios.ver'), schema: { querystring: listQuerySchema, response: respuestas.lista } },
    async (request, reply) => {
      const params = parseListQuery(request.query, USUARIO_SORTABLE);
      const { rows, total } = await listUsuarios(app.db, params);
      return sendList(reply, 'usuarios', rows, total, params.offset);
    },
  );

  app.get('/usuarios/:id', { onRequest: requirePermission('usuarios.ver'), schema: { params: idParamsSchema, response: respuestas.uno } }, async (request) =>
    getUsuario(app.db, request.params.id),
  );

  app.post(
    '/usuarios',
    { onRequest: requirePermission('usuarios.crear'), schema: { body: usuarioCreateSchema, response: respuestas.creado } },
    async (request, reply) => {
      const usuario = await createUsuario(app.db, request.user!, request.body);
      await audit(app.db, request, { accion: 'crear', recurso: 'usuarios', registroId: usuario.id, despues: usuario });
      await sendVerification(app, request, usuario);
      return reply.status(201).send(usuario);
    },
  );

  app.put(
    '/usuarios/:id',
    { onRequest: requirePermission('usuarios.editar'), schema: { params: idParamsSchema, body: usuarioUpdateSchema, response: respuestas.uno } },
    async (request) => {
      const change = await updateUsuario(app.db, request.user!, request.params.id, request.body);
      const despues = change.passwordChanged ? { ...change.despues, passwordChanged: true } : change.despues;
      await audit(app.db, request, { accion: 'editar', recurso: 'usuarios', registroId: change.despues.id, antes: change.antes, despues });
      if (change.emailChanged) await sendVerification(app, request, change.despues);
      return change.despues;
    },
  );

  // Staff who may manage an account, but not set its password, send its owner a one-time reset link.
  app.post(
    '/usuarios/:id/restablecer-contrasena',
    {
      onRequest: requirePermission('usuarios.editar'),
      schema: { params: idParamsSchema, response: { 202: z.object({ message: z.string() }) } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const usuario = await loadForReset(app.db, request.user!, request.params.id);
      await sendPasswordReset(app.db, app.config, app.mailer, usuario);
      await audit(app.db, request, { accion: 'editar', recurso: 'usuarios', registroId: usuario.id, despues: { enlaceRestablecimientoEnviadoA: usuario.email } });
      return reply.status(202).send({ message: `Se envió a ${usuario.email} un enlace para restablecer la contraseña.` });
    },
  );

  app.delete(
    '/usuarios/:id',
    { onRequest: requirePermission('usuarios.eliminar'), schema: { params: idParamsSchema, response: respuestas.uno } },
    async (request) => {
      const change = await disableUsuario(app.db, request.user!, request.params.id);
      await audit(app.db, request, { accion: 'desactivar', recurso: 'usuarios', registroId: change.despues.id, antes: change.antes, despues: change.despues });
      return change.despues;
    },
  );
}

/** The account is already saved; a mail queue failure must not turn that into an error for the administrator. */
async function sendVerification(app: App, request: { log: App['log'] }, usuario: { id: number; name: string; email: string }) {
  try {
    await sendUserVerification(app, usuario.id, usuario.name, usuario.email);
  } catch (error) {
    request.log.error({ err: error, usuarioId: usuario.id }, 'no se pudo encolar el correo de verificación');
  }
}
