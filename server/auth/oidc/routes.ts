import { z } from 'zod';
import { RECHAZOS_INSTITUCIONALES } from '../../../shared/auth/institucional';
import { sesionSchema } from '../../../shared/schemas/auth';
import { ajustesInstitucionalesSchema, estadoInstitucionalSchema } from '../../../shared/schemas/institucional';
import { redireccionSchema } from '../../../shared/schemas/respuestas';
import { HttpError } from '../../lib/http-error';
import { requireAdmin } from '../../plugins/auth';
import { audit } from '../../audit/service';
import type { App } from '../../types';
import { guardarObligatorioPersonal, obligatorioPersonal } from './ajustes';
import { cookie, leerCookie } from './cookies';
import { COOKIE_ENTREGA, COOKIE_FLUJO, ENTREGA_TTL, FLUJO_TTL, completar, cookieSegura, entregar, iniciar } from './service';

/** Both legs of the sign-in only redirect: to the provider, or back to /login with the outcome. */
const redirige = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { response: { 303: redireccionSchema } } };
const sesionInstitucionalSchema = sesionSchema.extend({ destino: z.string() });

export default async function oidcRoutes(app: App) {
  const activo = !!app.config.OIDC_ISSUER;
  const secure = cookieSegura(app.config);
  const borrar = (nombre: string) => cookie(nombre, '', { maxAge: 0, secure });
  const alLogin = (codigo: keyof typeof RECHAZOS_INSTITUCIONALES) => `/login?error=${codigo}`;

  app.get('/auth/oidc', { schema: { response: { 200: estadoInstitucionalSchema } } }, async () => ({ activo }));

  app.get('/auth/oidc/inicio', redirige, async (request, reply) => {
    if (!activo) return reply.redirect(alLogin('inactivo'), 303);
    try {
      const { url, flujo } = await iniciar(app);
      reply.header('set-cookie', cookie(COOKIE_FLUJO, flujo, { maxAge: FLUJO_TTL, secure }));
      return reply.redirect(url, 303);
    } catch (error) {
      request.log.warn({ err: error }, 'no se pudo consultar el proveedor de cuentas institucionales');
      return reply.redirect(alLogin('proveedor'), 303);
    }
  });

  app.get('/auth/oidc/callback', redirige, async (request, reply) => {
    if (!activo) return reply.redirect(alLogin('inactivo'), 303);
    const resultado = await completar(app, request);
    if ('rechazo' in resultado) {
      reply.header('set-cookie', borrar(COOKIE_FLUJO));
      return reply.redirect(alLogin(resultado.rechazo), 303);
    }
    // The token waits in an HttpOnly cookie for the page to collect it, never in a URL the history keeps.
    reply.header('set-cookie', [borrar(COOKIE_FLUJO), cookie(COOKIE_ENTREGA, resultado.token, { maxAge: ENTREGA_TTL, secure })]);
    return reply.redirect('/login?institucional=1', 303);
  });

  app.post(
    '/auth/oidc/entrega',
    { schema: { response: { 200: sesionInstitucionalSchema } }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const token = leerCookie(request, COOKIE_ENTREGA);
      reply.header('set-cookie', borrar(COOKIE_ENTREGA));
      const sesion = token ? await entregar(app, token) : null;
      if (!sesion) throw new HttpError(422, RECHAZOS_INSTITUCIONALES.vencido);
      return sesion;
    },
  );

  app.get('/auth/oidc/ajustes', { onRequest: requireAdmin, schema: { response: { 200: ajustesInstitucionalesSchema.extend({ activo: z.boolean() }) } } }, async () => ({
    activo,
    obligatorioPersonal: await obligatorioPersonal(app.db),
  }));

  app.put(
    '/auth/oidc/ajustes',
    { onRequest: requireAdmin, schema: { body: ajustesInstitucionalesSchema, response: { 200: ajustesInstitucionalesSchema.extend({ activo: z.boolean() }) } } },
    async (request) => {
      const antes = { obligatorioPersonal: await obligatorioPersonal(app.db) };
      await guardarObligatorioPersonal(app.db, request.body.obligatorioPersonal);
      await audit(app.db, request, { accion: 'editar', recurso: 'ajustes', registroId: 'acceso-institucional', antes, despues: request.body });
      return { activo, obligatorioPersonal: request.body.obligatorioPersonal };
    },
  );
}
