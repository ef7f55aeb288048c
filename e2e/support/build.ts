import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const SOURCES = ['admin', 'public-site', 'shared', 'public', 'vite.config.ts', 'server/shell/build-id-plugin.ts', 'package-lock.json'];
const BUILT = 'dist/client/public-site/index.html';

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    // Tests are not part of the bundle: editing one must not force a rebuild.
    if (/\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Builds both apps when there is no build or a source file is newer than it. */
export function ensureBuild(root: string): void {
  const built = path.join(root, BUILT);
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (builtAt > 0 && builtAt >= sourcesAt) return;
  console.log(builtAt ? 'Las fuentes cambiaron desde la última compilación; compilando las aplicaciones…' : 'No hay compilación; compilando las aplicaciones…');
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build terminó con código ${result.status}`);
}
