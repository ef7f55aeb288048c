// What a route's guard asks of the caller, in words, for the API documentation (server/openapi). Kept beside the
// guards in a registry rather than as properties on them: each guard stays the plain function it was and decides
// exactly as before; the document only reads this.
const descripciones = new WeakMap<object, string>();

/** Records what `guard` requires and returns it unchanged. */
export function conAcceso<T extends object>(guard: T, descripcion: string): T {
  descripciones.set(guard, descripcion);
  return guard;
}

export function accesoDe(guard: unknown): string | undefined {
  return typeof guard === 'function' ? descripciones.get(guard) : undefined;
}
