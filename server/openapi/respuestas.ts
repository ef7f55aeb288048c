// The answers every operation can give, for the document only: @fastify/swagger reads these from the transformed
// schema, never from the route, so declaring them here serializes and rejects nothing (unlike a route's own
// `response`, which Fastify enforces).
import { LISTA } from '../../shared/schemas/respuestas';

const ERROR = {
  type: 'object',
  properties: {
    message: { type: 'string', description: 'Qué pasó, en español.' },
    errors: {
      type: 'object',
      description: 'Solo en 422: los mensajes de cada campo, por nombre de campo.',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
  required: ['message'],
};

const error = (description: string) => ({ description, ...ERROR });

// `type: 'null'` tells @fastify/swagger to write the answer without a body schema: its shape is not declared.
// Routes still without it are listed in sin-respuesta.json (sin-respuesta.api.test.ts finds them by this text).
export const SIN_DECLARAR = 'Respuesta correcta. Su cuerpo aún no está declarado en este documento (puede ser JSON, un archivo o nada).';
const SIN_FORMA = { type: 'null', description: SIN_DECLARAR };

const CONTENT_RANGE = {
  'Content-Range': {
    type: 'string',
    description: 'Qué página es y cuántos registros hay en total: `egresados 0-24/319`.',
  },
};

/** A react-admin list (marked by its schema) says where its total is. */
function conCabeceras(esquema: unknown): unknown {
  if (typeof esquema !== 'object' || esquema === null || !(LISTA in esquema)) return esquema;
  const { [LISTA]: _marca, ...resto } = esquema as Record<string, unknown>;
  return { ...resto, headers: CONTENT_RANGE };
}

export function respuestas(
  declaradas: Record<string, unknown> | undefined,
  { conGuardia, conEntrada }: { conGuardia: boolean; conEntrada: boolean },
): Record<string, unknown> {
  const propias = declaradas ?? {};
  // A route that only redirects declares its 3xx: that is its answer.
  const exitosas = Object.keys(propias).some((codigo) => /^[23]/.test(codigo));
  return {
    ...(exitosas ? {} : { '2XX': SIN_FORMA }),
    ...Object.fromEntries(Object.entries(propias).map(([codigo, esquema]) => [codigo, conCabeceras(esquema)])),
    ...(conGuardia
      ? {
          401: error('Sin sesión, o la sesión expiró.'),
          403: error('La cuenta no tiene el acceso que pide la operación (o su correo no está confirmado).'),
        }
      : {}),
    ...(conEntrada ? { 422: error('Entrada inválida: `errors` dice qué campo falló y por qué.') } : {}),
  };
}
