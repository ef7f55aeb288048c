import type { z } from 'zod';
import { ApiError } from '../../../shared/api/errors';

export type FieldErrors = Record<string, string>;

/** The first message per field, as forms show one line under each input. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

export function validate<S extends z.ZodType>(schema: S, values: unknown): { data: z.output<S> | null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success ? { data: result.data, errors: {} } : { data: null, errors: zodFieldErrors(result.error) };
}

/**
 * A shared zod schema fetched when a form first needs it (focus, leaving a field, sending) instead of with the
 * page: zod is a quarter of a form page's first load. The schema stays the server's own, imported from shared/.
 */
export interface LazySchema<S extends z.ZodType> {
  /** The schema once it has arrived; undefined before. */
  readonly current: S | undefined;
  /** Starts the download (once) and resolves with the schema; a failed download may be retried. */
  load(): Promise<S>;
}

export function lazySchema<S extends z.ZodType>(importSchema: () => Promise<S>): LazySchema<S> {
  let schema: S | undefined;
  let pending: Promise<S> | undefined;
  return {
    get current() {
      return schema;
    },
    load() {
      pending ??= importSchema().then(
        (loaded) => (schema = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/** Starts a lazy schema's download without waiting for it (a form gained focus); failures wait for submit. */
export function prefetchSchema(schema: LazySchema<z.ZodType>): void {
  schema.load().catch(() => undefined);
}

/** A server 422 `errors: { field: [mensajes] }` as one message per field. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    if (messages?.[0]) errors[field] = messages[0];
  }
  return errors;
}

export const NETWORK_ERROR = 'No se pudo conectar con el servidor. Revise su conexión a internet e intente de nuevo.';

/** What to show above a form for an error that belongs to no field. */
export function formErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return NETWORK_ERROR;
}
