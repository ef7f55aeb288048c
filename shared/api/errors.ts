export type FieldErrors = Record<string, string[]>;

/** Error raised for any non-OK answer: the server's message, its field errors and the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  /** The whole error body, for answers that carry more than a message (e.g. `duplicados` with links). */
  readonly body: Record<string, unknown>;

  constructor(message: string, status: number, errors: FieldErrors = {}, body: Record<string, unknown> = {}) {
    super(message);
    this.body = body;
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export const INVALID_RESPONSE = 'Respuesta inválida del servidor';
