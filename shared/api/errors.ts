export type FieldErrors = Record<string, string[]>;

/** Error raised for any non-OK answer: the server's message, its field errors and the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;

  constructor(message: string, status: number, errors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export const INVALID_RESPONSE = 'Respuesta inválida del servidor';
