// What the document says about each operation that the route itself does not declare: its area (a tag by URL
// prefix, so no route file needs editing), a Spanish summary, and who may call it (read from its guards).
import type { RouteOptions } from 'fastify';
import { accesoDe } from '../lib/acceso';
import { areaDe } from './areas';
import { respuestas } from './respuestas';

const VERBOS: Record<string, string> = {
  GET: 'Consulta',
  POST: 'Envía a',
  PUT: 'Reemplaza',
  PATCH: 'Modifica',
  DELETE: 'Elimina',
};

/** «Consulta egresados › {id} › servicio-social», unless the route wrote its own summary. */
export function resumen(method: string, url: string): string {
  const partes = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((p) => (p.startsWith(':') ? `{${p.slice(1)}}` : p));
  return `${VERBOS[method] ?? method} ${partes.join(' › ') || 'la raíz de la API'}`;
}

const SIN_GUARDIA =
  'La ruta no declara un guardia: es pública o comprueba el acceso en su propio código (un enlace firmado o un código enviado por correo).';

function guardias(route: RouteOptions): unknown[] {
  return [route.onRequest, route.preValidation, route.preHandler].flatMap((h) => (h === undefined ? [] : Array.isArray(h) ? h : [h]));
}

export interface Documentada {
  tags: string[];
  summary: string;
  description: string;
  response: Record<string, unknown>;
  security?: Record<string, string[]>[];
}

/** The route's schema as the zod transform left it (JSON schemas), plus what the route declares about itself. */
export interface Propia {
  summary?: unknown;
  description?: unknown;
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  headers?: unknown;
  response?: Record<string, unknown>;
}

export function documentar(route: RouteOptions, method: string, propia: Propia): Documentada {
  const accesos = guardias(route)
    .map(accesoDe)
    .filter((a): a is string => a !== undefined);
  const acceso = accesos.length ? accesos.join(' ') : SIN_GUARDIA;
  const previa = typeof propia.description === 'string' ? `${propia.description}\n\n` : '';
  return {
    tags: [areaDe(route.url)],
    summary: typeof propia.summary === 'string' ? propia.summary : resumen(method, route.url),
    description: `${previa}**Acceso:** ${acceso}`,
    response: respuestas(propia.response, {
      conGuardia: accesos.length > 0,
      conEntrada: Boolean(propia.body ?? propia.querystring ?? propia.params ?? propia.headers),
    }),
    // A signed link is the other way into an export: the session is then optional.
    ...(accesos.length ? { security: accesos.some((a) => a.includes('enlace firmado')) ? [{ sesion: [] }, {}] : [{ sesion: [] }] } : {}),
  };
}
