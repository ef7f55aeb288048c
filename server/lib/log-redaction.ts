// Links sent by mail carry their credential in the query string (reset, approval, accept/decline, unsubscribe,
// invitations, drafts, download links): a request log must not turn into a list of working links.
import type { FastifyRequest } from 'fastify';

/** Query parameters whose value is a credential. */
export const SECRET_PARAMS = new Set(['token', 't', 'borrador', 'access_token', 'code', 'key', 'firma', 'signature', 'state']);
export const REDACTED = '[oculto]';

/** The URL with every credential parameter's value replaced; the path and the other parameters stay. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A name that does not decode is compared as written.
      }
      return SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** Pino's request serializer, as Fastify's default but with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
