import type { FastifyRequest } from 'fastify';

/** One cookie of the request, or undefined (the few this flow needs do not warrant a cookie plugin). */
export function leerCookie(request: FastifyRequest, nombre: string): string | undefined {
  for (const parte of (request.headers.cookie ?? '').split(';')) {
    const igual = parte.indexOf('=');
    if (igual > 0 && parte.slice(0, igual).trim() === nombre) return decodeURIComponent(parte.slice(igual + 1).trim());
  }
  return undefined;
}

/**
 * A Set-Cookie value scoped to the institutional sign-in routes. HttpOnly so no script reads it; SameSite=Lax so the
 * provider's redirect back (a top-level GET from another site) still carries it; Secure when the site is https.
 */
export function cookie(nombre: string, valor: string, opciones: { maxAge: number; secure: boolean }): string {
  return [
    `${nombre}=${encodeURIComponent(valor)}`,
    'Path=/api/auth/oidc',
    `Max-Age=${opciones.maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(opciones.secure ? ['Secure'] : []),
  ].join('; ');
}
