// A file answer (CSV, XLSX, PDF, an image) as a route declares it: its content types, each a binary string. Fastify
// does not serialise a stream or a buffer, so this documents the answer without touching it; the API tests check that
// the content type sent is one of those declared.
import { z } from 'zod';

// Typed unknown: the handler sends a stream or a buffer, which the document calls a binary string.
const binario = z.unknown().meta({ type: 'string', format: 'binary' });

/** The two spreadsheet formats every export and download offers. */
export const TIPOS_HOJA = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

export function respuestaArchivo(descripcion: string, ...tipos: string[]) {
  return { description: descripcion, content: Object.fromEntries(tipos.map((tipo) => [tipo, { schema: binario }])) };
}
