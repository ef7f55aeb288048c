import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { adminFirstLoads, formatFirstLoads, MANIFESTS, PRECOMPRESS_MIN_BYTES, publicFirstLoads } from './first-load.ts';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;
/** Below this, a compressed copy saves less than its headers cost. */

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** Writes a .br and a .gz beside every compressible file of the build, for the server to send as they are. */
export function precompressPlugin(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async closeBundle() {
      const { config } = this.environment;
      // The prerender bundle runs at build time only: nothing of it is sent to a browser.
      if (config.consumer !== 'client') return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = filesUnder(outDir).filter((f) => COMPRESSIBLE.test(f) && !f.includes(`${path.sep}.vite${path.sep}`));
      await Promise.all(files.map(async (file) => {
        // Both apps build into one folder: the second build leaves the first one's files alone.
        if (fs.existsSync(`${file}.br`) && fs.statSync(`${file}.br`).mtimeMs >= fs.statSync(file).mtimeMs) return;
        const source = await fs.promises.readFile(file);
        if (source.length < PRECOMPRESS_MIN_BYTES) return;
        const [br, gzipped] = await Promise.all([
          brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
          gz(source, { level: 9 }),
        ]);
        await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gzipped)]);
      }));
    },
  };
}

/** Prints each public page's first load, and the admin app's, after its build (the budget test enforces it). */
export function firstLoadReportPlugin(): Plugin {
  return {
    name: 'first-load-report',
    apply: 'build',
    closeBundle() {
      const { config } = this.environment;
      if (config.consumer !== 'client') return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const app = this.environment.name === 'admin' ? 'admin' : 'public';
      if (!fs.existsSync(path.join(outDir, MANIFESTS[app]))) return;
      const loads = app === 'admin' ? adminFirstLoads(outDir) : publicFirstLoads(config.root, outDir);
      config.logger.info(`\nPrimera carga (${app === 'admin' ? 'administración' : 'sitio público'}, gzip):\n${formatFirstLoads(loads)}`);
    },
  };
}
