import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { desempacarPlantilla } from './desempacar-plantilla';
import { acquireDataDirLock } from './lock';

/**
 * Beside the compiled server: a database already created and migrated by `npm run build`, as a gzip tarball. A first
 * start unpacks it instead of running initdb in WebAssembly, which takes several seconds.
 */
export const PLANTILLA_INTEGRADA = 'pglite-inicial.tar.gz';

/**
 * On a first start of the embedded database, prepares it: from the build's template, unpacked in this process (plain
 * files, no engine), or without one in a short-lived child process that runs initdb and every migration. Done in the
 * server's own process, that engine work leaves about 50 MB of freed native memory that glibc's heap never hands
 * back, and the idle server would carry it for as long as it runs.
 *
 * Only the compiled server (dist/server) has the template and the child's entry; from the sources (dev, tests) the
 * server prepares the database itself. Should both fail, the server tries again in its own process, which reports
 * the reason. Returns the line to print when the database was prepared here.
 */
export async function prepararIntegradaAparte(dataDir: string): Promise<string | null> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return null;
  const entrada = fileURLToPath(new URL('./preparar-datos.js', import.meta.url));
  if (!fs.existsSync(entrada)) return null;
  const inicio = performance.now();
  const creada = () => `Primer arranque: base de datos integrada creada en ${path.resolve(dataDir)} (${((performance.now() - inicio) / 1000).toFixed(1)} s).`;
  // With the build's template, the database is its files: unpacked here, with no engine started (a second or more of
  // WebAssembly) and no native memory left behind. The server's own open then applies any migration still missing.
  const plantilla = fileURLToPath(new URL(`./${PLANTILLA_INTEGRADA}`, import.meta.url));
  if (fs.existsSync(plantilla)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const liberar = acquireDataDirLock(dataDir);
    try {
      await desempacarPlantilla(plantilla, dataDir);
      return creada();
    } catch {
      // The unpack left nothing behind; the child below (or the server itself) builds the database and says why not.
    } finally {
      liberar();
    }
  }
  const hijo = spawn(process.execPath, [...process.execArgv, entrada, dataDir], { stdio: ['ignore', 'inherit', 'ignore'] });
  const codigo = await new Promise<number | null>((resolve) => {
    hijo.once('exit', (code) => resolve(code));
    hijo.once('error', () => resolve(null));
  });
  if (codigo !== 0) return null;
  return creada();
}
