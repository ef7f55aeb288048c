import type { z } from 'zod';

/**
 * A react-admin form `validate` from a shared zod schema: the first message of each field, so the browser
 * says exactly what the server would. Issues on nested paths belong to their top-level input.
 */
export function zodValidator(schema: z.ZodType) {
  return (values: Record<string, unknown>): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  };
}
