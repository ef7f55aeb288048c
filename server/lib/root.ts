import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root. Two levels up both from this file (server/lib) and from the compiled server
 * (dist/server/start.js), so it holds whether the code runs from source or from the build.
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
