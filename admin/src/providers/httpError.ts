import { HttpError } from 'react-admin';
import { ApiError, type FieldErrors } from '../../../shared/api/errors';

/** `{ roleIds.0: ['…'], email: ['a', 'b'] }` → `{ roleIds: '…', email: 'a; b' }`, the shape react-admin forms show. */
export function flattenFieldErrors(errors: FieldErrors): Record<string, string> {
  const merged: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    // An error on one item of an array input belongs to the input itself.
    const key = field.replace(/(\.\d+)+$/, '');
    const list = Array.isArray(messages) ? messages : [String(messages)];
    merged[key] = [...new Set([...(merged[key] ?? []), ...list])];
  }
  return Object.fromEntries(Object.entries(merged).map(([field, list]) => [field, list.join('; ')]));
}

/** The API client's errors as react-admin's HttpError, so 422 field errors land next to their inputs. */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const errors = flattenFieldErrors(error.errors);
  return new HttpError(error.message, error.status, { ...error.body, message: error.message, errors });
}
