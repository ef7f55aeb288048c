import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { can, isAdmin } from '../../shared/permissions';
import { SESSION_CHANNEL, SessionCache } from '../auth/session-cache';
import { TOUCH_MS, userForToken } from '../auth/sessions';
import type { Database } from '../db/client';
import { conAcceso } from '../lib/acceso';
import { HttpError } from '../lib/http-error';
import type { AuthUser } from '../types';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the bearer token on every API request; the guards below decide what it may do. Sessions are cached per
 * process and dropped by the notifications that database triggers send on every change that matters (see
 * SessionCache), whichever process or tool made it.
 */
export async function registerAuth(app: FastifyInstance, database: Pick<Database, 'listen'>) {
  const limits = { idleMinutes: app.config.SESSION_IDLE_MINUTES, maxHours: app.config.SESSION_MAX_HOURS };
  const cache = new SessionCache(Math.min(TOUCH_MS, (limits.idleMinutes * 60_000) / 2));
  const subscription = await database.listen(SESSION_CHANNEL, {
    notify: (payload) => cache.invalidate(payload),
    up: () => {
      cache.up();
      app.log.info('caché de sesiones activa');
    },
    down: () => {
      cache.down();
      app.log.warn('se perdió la conexión LISTEN: la caché de sesiones queda vacía y sin uso hasta reconectar');
    },
  });
  cache.sync = () => subscription.sync();
  app.addHook('onClose', () => subscription.stop());
  app.decorate('sessionCache', cache);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearer(request);
    if (!token) return;
    request.user = await userForToken(app.db, token, limits, cache);
  });
  // This process's own change (a logout, a disabled user) reaches its cache before the answer leaves, so the
  // client's next request cannot beat the notification here. Other processes get it within milliseconds.
  app.addHook('onSend', async (request) => {
    if (cache.size && !READ_METHODS.has(request.method) && request.url.startsWith('/api/') && !request.routeOptions.config.sinAvisos) await cache.sync();
  });
}

export const UNAUTHENTICATED = 'No ha iniciado sesión o su sesión expiró';
export const CORREO_SIN_CONFIRMAR =
  'Confirme su correo electrónico para usar la plataforma: abra el enlace que le enviamos o pida uno nuevo desde su perfil.';

// An account is created with an address someone typed: until its owner proves it, it holds no staff power (a typo
// would otherwise hand the roles to whoever owns the mistyped address, through a reset link).
function assertVerificado(user: AuthUser) {
  if (user.sinVerificar) throw new HttpError(403, CORREO_SIN_CONFIRMAR);
}

/** Guard `auth`: a valid session. */
export async function requireAuth(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw new HttpError(401, UNAUTHENTICATED);
}
conAcceso(requireAuth, 'Una sesión iniciada; la operación puede pedir además un permiso, que comprueba en su código.');

/** Guard `admin`: the administrator role. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw new HttpError(401, UNAUTHENTICATED);
  assertVerificado(request.user);
  if (!isAdmin(request.user)) throw new HttpError(403, 'Solo un administrador puede realizar esta acción');
}
conAcceso(requireAdmin, 'El rol de administrador, con el correo confirmado.');

/** A permission by name (`usuarios.crear`), checked with the shared rule. */
export function requirePermission(permission: string) {
  const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.user) throw new HttpError(401, UNAUTHENTICATED);
    assertVerificado(request.user);
    if (!can(request.user, permission)) throw new HttpError(403, 'No tiene permiso para realizar esta acción');
  };
  return conAcceso(guard, `El permiso «${permission}», con el correo confirmado.`);
}
