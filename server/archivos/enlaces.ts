// Previews of protected files open the server's URL in a new tab (issue 19, item 4), where the download's
// sandbox CSP applies; a `blob:` of our own origin would let a PDF's scripts run as the site. A new tab cannot
// send the bearer token, so `POST /api/archivos/enlace {ruta}` gives a link with `?token=`: the session's token,
// encrypted (AES-256-GCM, key derived from the app secret), bound to that one path and valid for 60 seconds.
// Opening it authenticates as that session, so logging out or a revoked session kills the link too.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { enlaceArchivoRespuestaSchema, enlaceArchivoSchema } from '../../shared/schemas/archivos';
import { userForToken } from '../auth/sessions';
import { loadSecret } from '../db/settings';
import { requireAuth } from '../plugins/auth';

export const ENLACE_SEGUNDOS = 60;
const PREFIJO = 'e1.';

function clave(secreto: string): Buffer {
  return createHash('sha256').update(`enlace-archivo\0${secreto}`).digest();
}

export function crearEnlace(secreto: string, sesion: string, ruta: string, ahora = Date.now()): string {
  const iv = randomBytes(12);
  const cifrador = createCipheriv('aes-256-gcm', clave(secreto), iv);
  const datos = Buffer.concat([cifrador.update(JSON.stringify({ t: sesion, r: ruta, exp: ahora + ENLACE_SEGUNDOS * 1000 })), cifrador.final()]);
  return PREFIJO + Buffer.concat([iv, cifrador.getAuthTag(), datos]).toString('base64url');
}

/** The session token behind a link, or null when it is forged, expired or for another path. */
export function leerEnlace(secreto: string, token: string, ruta: string, ahora = Date.now()): string | null {
  if (!token.startsWith(PREFIJO)) return null;
  try {
    const crudo = Buffer.from(token.slice(PREFIJO.length), 'base64url');
    const descifrador = createDecipheriv('aes-256-gcm', clave(secreto), crudo.subarray(0, 12));
    descifrador.setAuthTag(crudo.subarray(12, 28));
    const datos = JSON.parse(Buffer.concat([descifrador.update(crudo.subarray(28)), descifrador.final()]).toString('utf8')) as { t: string; r: string; exp: number };
    return datos.r === ruta && datos.exp > ahora && typeof datos.t === 'string' ? datos.t : null;
  } catch {
    return null;
  }
}

/** After registerAuth: the route that makes links, and the hook that accepts them on GET. */
export async function registerEnlacesArchivo(app: FastifyInstance) {
  const secreto = app.config.APP_SECRET ?? (await loadSecret(app.db));
  const limits = { idleMinutes: app.config.SESSION_IDLE_MINUTES, maxHours: app.config.SESSION_MAX_HOURS };
  app.addHook('onRequest', async (request) => {
    if (request.user || (request.method !== 'GET' && request.method !== 'HEAD') || !request.url.startsWith('/api/')) return;
    const [ruta, query] = request.url.split('?', 2);
    const token = query && new URLSearchParams(query).get('token');
    const sesion = token && leerEnlace(secreto, token, ruta);
    if (sesion) request.user = await userForToken(app.db, sesion, limits, app.sessionCache);
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/archivos/enlace',
    { onRequest: requireAuth, schema: { body: enlaceArchivoSchema, response: { 200: enlaceArchivoRespuestaSchema } } },
    async (request) => {
      const sesion = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!sesion) return { url: request.body.ruta };
      return { url: `${request.body.ruta}?token=${crearEnlace(secreto, sesion, request.body.ruta)}`, expiraEn: ENLACE_SEGUNDOS };
    },
  );
}
