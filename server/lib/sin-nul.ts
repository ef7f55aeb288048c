// PostgreSQL cannot store or compare text holding U+0000: a NUL that reaches a query fails it (500 before issue 19).
// Every text input is checked here instead: request bodies, query strings and params (a hook, sin-nul plugin),
// multipart text fields (server/archivos, server/importaciones) and the JSON inside list queries (lib/rest.ts).
import { HttpError } from './http-error';

export const MENSAJE_NUL = 'El texto contiene un carácter nulo (U+0000), que no está permitido';

/** The path (`a.b.0`) of the first key or string holding U+0000 in a parsed value, or null. */
export function rutaConNul(valor: unknown, ruta = ''): string | null {
  if (typeof valor === 'string') return valor.includes('\u0000') ? ruta : null;
  if (valor === null || typeof valor !== 'object' || Buffer.isBuffer(valor)) return null;
  for (const [clave, hijo] of Object.entries(valor)) {
    const aqui = ruta ? `${ruta}.${clave}` : clave;
    if (clave.includes('\u0000')) return aqui;
    const encontrada = rutaConNul(hijo, aqui);
    if (encontrada !== null) return encontrada;
  }
  return null;
}

/** Throws the 422 for `valor` if it holds U+0000; `campo` names it in `errors` (its inner path is appended). */
export function rechazarNul(valor: unknown, campo: string): void {
  const ruta = rutaConNul(valor);
  if (ruta === null) return;
  const nombre = [campo, ruta].filter(Boolean).join('.') || '_';
  throw new HttpError(422, MENSAJE_NUL, { [nombre]: [MENSAJE_NUL] });
}
