import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

export const BUILDS_PATH = '/_builds';

/** Stamps each build with an id: compiled into the apps and written to /_builds/latest.json for update checks. */
export function buildIdPlugin(): Plugin {
  // Vite reads its config once per app it builds: the process keeps one id for both.
  const id = (process.env.PLATAFORMA_BUILD_ID ??= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`);
  return {
    name: 'build-id',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    generateBundle() {
      const meta = { id, timestamp: Date.now() };
      this.emitFile({ type: 'asset', fileName: '_builds/latest.json', source: JSON.stringify(meta) });
      this.emitFile({ type: 'asset', fileName: `_builds/meta/${id}.json`, source: JSON.stringify(meta) });
    },
  };
}
