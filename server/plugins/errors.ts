import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldErrors } from '../../shared/api/errors';
import { HttpError } from '../lib/http-error';
import { redactUrl } from '../lib/log-redaction';

const GENERIC: Record<number, string> = {
  400: 'La solicitud no es válida',
  401: 'No ha iniciado sesión',
  403: 'No tiene permiso para realizar esta acción',
  404: 'El recurso no existe',
  405: 'Método no permitido',
  406: 'Formato de respuesta no aceptado',
  413: 'La solicitud excede el tamaño permitido',
  415: 'Tipo de contenido no admitido',
  429: 'Demasiadas solicitudes. Intente de nuevo más tarde.',
};

function fieldName(instancePath: string | undefined, params: unknown): string {
  const fromPath = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (fromPath) return fromPath;
  const missing = (params as { issue?: { path?: unknown[] } } | undefined)?.issue?.path;
  return Array.isArray(missing) && missing.length ? missing.join('.') : '_';
}

/** One error handler: Spanish messages, 422 field errors, never a stack trace to the client. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const v of error.validation) {
        const field = fieldName(v.instancePath, v.params);
        (errors[field] ??= []).push(v.message ?? 'Valor no válido');
      }
      return reply.status(422).send({ message: Object.values(errors)[0]?.[0] ?? 'Los datos no son válidos', errors });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ ...error.extra, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, url: redactUrl(request.url), method: request.method }, 'error no controlado');
      return reply.status(500).send({ message: 'Error interno del servidor' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ message: 'El cuerpo de la solicitud no es JSON válido' });
    }
    if (status === 429 && error.message) return reply.status(429).send({ message: GENERIC[429] });
    return reply.status(status).send({ message: GENERIC[status] ?? 'La solicitud no es válida' });
  });
}
