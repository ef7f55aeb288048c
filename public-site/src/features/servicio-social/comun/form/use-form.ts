import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../../../../shared/api/errors';
import { serverFieldErrors, type FieldErrors, type LazySchema } from '../../../../lib/form';

export type FormValues = Record<string, unknown>;

const esDiferido = <S extends z.ZodType>(schema: S | LazySchema<S>): schema is LazySchema<S> => !('safeParse' in schema);

/**
 * Form state checked with the shared schema the server applies: a field shows its message once it was left or
 * the form was sent; a server 422 puts each message next to its field (nested paths such as
 * `responsable.correo` are flattened to `responsable.correo`).
 *
 * The schema may be a lazySchema (lib/form): it is fetched when the person first types in or leaves a field, so a
 * page that shows a form beside its lists keeps zod off its first load. `submit` waits for it, and rejects when it
 * cannot be downloaded (the caller shows that as the form's error).
 */
export function useForm<V extends FormValues, S extends z.ZodType>(options: {
  schema: S | LazySchema<S>;
  initial: V;
  toBody: (values: V) => unknown;
  idPrefix: string;
  /** Fields checked on the client only (e.g. the password confirmation). */
  extra?: (values: V) => FieldErrors;
}) {
  const { toBody, idPrefix, extra } = options;
  const fuente = options.schema;
  const [schema, setSchema] = useState<S | undefined>(() => (esDiferido(fuente) ? fuente.current : fuente));
  const cargar = useCallback(async (): Promise<S> => {
    if (!esDiferido(fuente)) return fuente;
    const cargado = await fuente.load();
    setSchema(() => cargado);
    return cargado;
  }, [fuente]);
  const precargar = useCallback(() => {
    if (esDiferido(fuente) && !fuente.current) cargar().catch(() => undefined);
  }, [fuente, cargar]);
  const [values, setValues] = useState<V>(options.initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const fieldId = useCallback((field: string) => `${idPrefix}-${field.replace(/\./g, '-')}`, [idPrefix]);

  const check = useCallback(
    (v: V, esquema: S | undefined) => {
      // Before a lazy schema arrives only the client-side extras speak; nothing is sent without it (see submit).
      const result = esquema?.safeParse(toBody(v));
      const errors = { ...(result && !result.success ? dotted(result.error) : {}), ...(extra?.(v) ?? {}) };
      return { data: result?.success && Object.keys(errors).length === 0 ? (result.data as z.output<S>) : null, errors };
    },
    [toBody, extra],
  );
  const all = useMemo(() => check(values, schema).errors, [check, values, schema]);

  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(all)) if (touched.has(field)) errors[field] = message;
  for (const [field, message] of Object.entries(serverErrors)) errors[field] ??= message;

  const set = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => {
    precargar();
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => {
      if (!(field in e)) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
  }, [precargar]);

  const blur = useCallback(
    (field: string) => {
      precargar();
      setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
    },
    [precargar],
  );

  /** Marks every field touched; the parsed body when valid, else null with the first field in error focused. */
  const submit = useCallback(async (): Promise<z.output<S> | null> => {
    const result = check(values, schema ?? (await cargar()));
    setTouched(new Set([...Object.keys(values), ...Object.keys(result.errors)]));
    if (!result.data) focusFirst(Object.keys(result.errors), fieldId);
    return result.data;
  }, [check, values, schema, cargar, fieldId]);

  /** The fields of a 422 next to their inputs; true when the error was one of those. */
  const applyServerError = useCallback(
    (error: unknown): boolean => {
      if (!(error instanceof ApiError) || error.status !== 422) return false;
      const known = Object.fromEntries(Object.entries(serverFieldErrors(error)).filter(([f]) => document.getElementById(fieldId(f))));
      if (Object.keys(known).length === 0) return false;
      setServerErrors(known);
      focusFirst(Object.keys(known), fieldId);
      return true;
    },
    [fieldId],
  );

  return { values, setValues, errors, set, blur, submit, applyServerError, fieldId };
}

export type Form<V extends FormValues> = ReturnType<typeof useForm<V, z.ZodType>>;

/** zod paths as dotted names ('responsable.correo'), the first message of each. */
function dotted(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path.length ? issue.path.map(String).join('.') : 'form'] ??= issue.message;
  return errors;
}

function focusFirst(fields: string[], fieldId: (f: string) => string) {
  // In the page's order, after React has rendered the messages, so a screen reader reads the field with its error.
  setTimeout(() => {
    const elements = fields.map((f) => document.getElementById(fieldId(f))).filter((e): e is HTMLElement => !!e);
    elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    elements[0]?.focus();
  }, 0);
}
