// The first start of the embedded database, run in a process of its own by ../db/preparar-aparte.ts, then exit: the
// exit returns to the operating system the memory that preparing it leaves behind. On failure it says nothing: the
// server then tries in its own process and reports the reason once.
//
//   preparar-datos.js DATA_DIR              the data directory, from the build's template when there is one
//   preparar-datos.js --plantilla ARCHIVO   (build time) the template: a database already migrated, as a tarball
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, openPgliteFrom } from '../db/client';
import { PLANTILLA_INTEGRADA } from '../db/preparar-aparte';

try {
  if (process.argv[2] === '--plantilla') {
    const database = await openPgliteFrom();
    const tarball = await database.pglite!.dumpDataDir('gzip');
    fs.writeFileSync(process.argv[3], Buffer.from(await tarball.arrayBuffer()));
    await database.close();
  } else {
    const archivo = path.join(path.dirname(fileURLToPath(import.meta.url)), PLANTILLA_INTEGRADA);
    const plantilla = fs.existsSync(archivo) ? new Blob([fs.readFileSync(archivo)]) : undefined;
    const database = await openPglite(process.argv[2], plantilla);
    await database.close();
  }
} catch (error) {
  if (process.argv[2] === '--plantilla') console.error(error);
  process.exit(1);
}
