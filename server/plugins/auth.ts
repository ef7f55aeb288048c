import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { can, isAdmin } from '../../shared/permissions';
import { userForToken } from '../auth/sessions';
import { HttpError } from '../lib/http-error';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** Resolves the bearer token on every API request; the guards below decide what it may do. */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearer(request);
    if (!token) return;
    request.user = await userForToken(app.db, token, {
      idleMinutes: app.config.SESSION_IDLE_MINUTES,
      maxHours: app.config.SESSION_MAX_HOURS,
    });
  });
}

export const UNAUTHENTICATED = 'No ha iniciado sesión o su sesión expiró';

/** Guard `auth`: a valid session. */
export async function requireAuth(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw new HttpError(401, UNAUTHENTICATED);
}

/** Guard `admin`: the administrator role. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw new HttpError(401, UNAUTHENTICATED);
  if (!isAdmin(request.user)) throw new HttpError(403, 'Solo un administrador puede realizar esta acción');
}

/** A permission by name (`usuarios.crear`), checked with the shared rule. */
export function requirePermission(permission: string) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.user) throw new HttpError(401, UNAUTHENTICATED);
    if (!can(request.user, permission)) throw new HttpError(403, 'No tiene permiso para realizar esta acción');
  };
}
