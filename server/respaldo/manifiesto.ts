import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const FORMATO = 1;
export const MANIFIESTO = 'manifest.json';
/** Parts: `base/<tabla>.jsonl.gz` (one row a line, as row_to_json writes it), `base/secuencias.json`, `archivos/<ruta>`. */
export const PREFIJO_BASE = 'base/';
export const PREFIJO_ARCHIVOS = 'archivos/';
export const SECUENCIAS = `${PREFIJO_BASE}secuencias.json`;

export const manifiestoSchema = z.object({
  formato: z.literal(FORMATO),
  producto: z.string(),
  version: z.string(),
  migracion: z.object({ tag: z.string(), when: z.number() }),
  fecha: z.string(),
  base: z.enum(['pglite', 'postgres']),
  /** APP_SECRET came from the environment: it is not in the archive and must be kept beside it. */
  appSecretDelEntorno: z.boolean(),
  tablas: z.array(z.object({ nombre: z.string(), filas: z.number().int() })),
  partes: z.array(z.object({ nombre: z.string(), bytes: z.number().int(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});

export type Manifiesto = z.infer<typeof manifiestoSchema>;

export function versionDelProducto(): { producto: string; version: string } {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
  return { producto: pkg.name, version: pkg.version };
}
