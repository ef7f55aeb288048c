import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../../../shared/api/errors';
import { serverFieldErrors, validate, type FieldErrors, type LazySchema } from '../../../lib/form';
import type { EgresadoFormValues, FormField } from './values';

export const fieldId = (field: string) => `egresado-${field}`;

/**
 * Form state checked with the same shared schema the server applies: a field shows its message once it was
 * left (blur) or the form was sent; a server 422 puts each message next to its field. The schema (and zod) is
 * downloaded on the form's first focus, not with the page (`prefetch`); messages appear once it is here.
 */
export function useEgresadoForm<S extends z.ZodType>(lazy: LazySchema<S>, toBody: (v: EgresadoFormValues) => unknown, initial: EgresadoFormValues) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [schema, setSchema] = useState<S | undefined>(lazy.current);

  const ensureSchema = useCallback(async () => {
    const loaded = await lazy.load();
    setSchema(() => loaded);
    return loaded;
  }, [lazy]);
  const prefetch = useCallback(() => {
    if (!schema) ensureSchema().catch(() => undefined);
  }, [schema, ensureSchema]);

  const all = useMemo(() => (schema ? validate(schema, toBody(values)).errors : {}), [schema, toBody, values]);

  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(all)) if (touched.has(field)) errors[field] = message;
  for (const [field, message] of Object.entries(serverErrors)) errors[field] ??= message;

  const set = useCallback(<K extends FormField>(field: K, value: EgresadoFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => {
      if (!(field in e)) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
  }, []);

  const blur = useCallback(
    (field: FormField) => {
      prefetch();
      setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
    },
    [prefetch],
  );

  /**
   * Marks every field touched; the parsed body when valid, else null and the first field in error focused.
   * Rejects only when the rules could not be downloaded (no connection).
   */
  const submit = useCallback(async (): Promise<z.output<S> | null> => {
    const result = validate(await ensureSchema(), toBody(values));
    setTouched(new Set(Object.keys(values)));
    if (!result.data) focusFirst(Object.keys(result.errors));
    return result.data;
  }, [ensureSchema, toBody, values]);

  /** Field messages of a 422 next to their fields; true when the error was one of those. */
  const applyServerError = useCallback((error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 422) return false;
    const fields = serverFieldErrors(error);
    const known = Object.fromEntries(Object.entries(fields).filter(([f]) => document.getElementById(fieldId(f))));
    if (Object.keys(known).length === 0) return false;
    setServerErrors(known);
    focusFirst(Object.keys(known));
    return true;
  }, []);

  return { values, setValues, errors, set, blur, submit, applyServerError, prefetch };
}

const ORDER: FormField[] = [
  'nombre', 'apellidoPaterno', 'apellidoMaterno', 'curp', 'sexo', 'fechaNacimiento', 'matricula', 'nivelId', 'programaId',
  'anioEgreso', 'fechaEgreso', 'titulado', 'fechaTitulacion', 'situacionLaboral', 'empresa', 'puesto', 'correo', 'telefono',
  'entidadFederativa', 'avisoPrivacidad',
];

function focusFirst(fields: string[]) {
  const first = ORDER.find((f) => fields.includes(f)) ?? fields[0];
  if (!first) return;
  // After React has rendered the messages, so the screen reader reads the field with its error.
  setTimeout(() => document.getElementById(fieldId(first))?.focus(), 0);
}
