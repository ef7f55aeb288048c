import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { forgotPasswordSchema, loginSchema, resetPasswordSchema, sesionSchema, usuarioSesionSchema } from '../../shared/schemas/auth';
import { mensajeSchema, redireccionSchema } from '../../shared/schemas/respuestas';
import { appUrl } from '../config';
import { ROL_ESTUDIANTE, ROL_INSTITUCION } from '../../shared/servicio-social/valores';
import { ROL_EMPLEADOR } from '../../shared/bolsa/valores';
import { verifiedSuccessUrl } from '../../shared/auth/cuenta-verificada';
import { roles, usuarioRoles, usuarios } from '../db/schema';
import { requireAuth } from '../plugins/auth';
import type { App } from '../types';
import { login, requestPasswordReset, resetPassword } from './service';
import { revokeSession } from './sessions';
import { finDeSesionInstitucional } from './oidc/service';
import { applyVerification, registerVerificationHandler, verificationUrl } from './verification';
import { renderActionMail } from '../mail/templates';

// Staff accounts confirm their address with the same signed-link mechanism the registration forms use.
registerVerificationHandler('usuario', async (db, { id, email }) => {
  const rows = await db
    .update(usuarios)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(usuarios.id, id))
    .returning({ email: usuarios.email });
  if (rows.length !== 1 || rows[0].email.toLowerCase() !== email) return null;
  const nombres = await db
    .select({ nombre: roles.nombre })
    .from(usuarioRoles)
    .innerJoin(roles, eq(roles.id, usuarioRoles.rolId))
    .where(eq(usuarioRoles.usuarioId, id));
  const tiene = (rol: string) => nombres.some((r) => r.nombre === rol);
  return tiene(ROL_ESTUDIANTE) ? 'estudiante' : tiene(ROL_INSTITUCION) ? 'institucion' : tiene(ROL_EMPLEADOR) ? 'empleador' : 'personal';
});

export default async function authRoutes(app: App) {
  app.post('/login', { schema: { body: loginSchema, response: { 200: sesionSchema } } }, async (request) => {
    return login(app.db, app.config, request.body, request);
  });

  app.post(
    '/logout',
    { onRequest: requireAuth, schema: { response: { 200: z.object({ finSesionInstitucional: z.string() }), 204: z.undefined() } } },
    async (request, reply) => {
      // Asked before the session ends: it says how the session was opened.
      const finSesionInstitucional = await finDeSesionInstitucional(app, request.user!.sessionId);
      await revokeSession(app.db, request.user!.sessionId);
      // The platform's session is over either way; the institution's stays open unless the person chooses to end it.
      return finSesionInstitucional ? { finSesionInstitucional } : reply.status(204).send(undefined);
    },
  );

  app.get('/user', { onRequest: requireAuth, schema: { response: { 200: usuarioSesionSchema } } }, async (request) => {
    const { id, name, email, roles, permissions, sinVerificar } = request.user!;
    return { id, name, email, roles, permissions, ...(sinVerificar ? { sinVerificar } : {}) };
  });

  app.post(
    '/password/forgot',
    { schema: { body: forgotPasswordSchema, response: { 202: mensajeSchema } }, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      await requestPasswordReset(app.db, app.config, app.mailer, request.body.email);
      return reply.status(202).send({
        message: 'Si el correo está registrado, recibirá un enlace para restablecer su contraseña en unos minutos.',
      });
    },
  );

  app.post('/password/reset', { schema: { body: resetPasswordSchema, response: { 200: mensajeSchema } } }, async (request) => {
    await resetPassword(app.db, request.body.token, request.body.password);
    return { message: 'Su contraseña se actualizó. Ya puede iniciar sesión.' };
  });

  app.get('/email/verify', { schema: { querystring: z.object({ token: z.string().default('') }), response: { 303: redireccionSchema } } }, async (request, reply) => {
    const cuenta = await applyVerification(app.db, app.signer, request.query.token);
    return reply.redirect(cuenta ? verifiedSuccessUrl(cuenta) : '/email/verificacion-fallida', 303);
  });

  app.post(
    '/email/verification-notification',
    { onRequest: requireAuth, schema: { response: { 202: mensajeSchema } }, config: { rateLimit: { max: 3, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const user = request.user!;
      await sendUserVerification(app, user.id, user.name, user.email);
      return reply.status(202).send({ message: 'Le enviamos un nuevo enlace de verificación.' });
    },
  );
}

export async function sendUserVerification(app: App, id: number, name: string, email: string) {
  const url = verificationUrl(app.signer, appUrl(app.config), 'usuario', id, email);
  const { html, text } = renderActionMail({
    title: 'Confirme su correo electrónico',
    greeting: `Hola, ${name}:`,
    paragraphs: ['Para terminar de activar su cuenta en la plataforma, confirme que este correo es suyo.'],
    action: { label: 'Confirmar correo', url },
    note: 'Si usted no esperaba este mensaje, puede ignorarlo.',
  });
  await app.mailer.enqueue({ to: email, subject: 'Confirme su correo electrónico', html, text });
}
