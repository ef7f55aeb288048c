import type { FieldErrors } from '../../shared/api/errors';

/** An error a route throws on purpose: its status and Spanish message reach the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** More of the body, beside message and errors (e.g. `duplicados`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'El registro no existe') => new HttpError(404, message);
export const forbidden = (message = 'No tiene permiso para realizar esta acción') => new HttpError(403, message);
export const unprocessable = (errors: FieldErrors, message?: string, extra?: Record<string, unknown>) =>
  new HttpError(422, message ?? Object.values(errors).flat()[0] ?? 'Los datos no son válidos', errors, undefined, extra);
