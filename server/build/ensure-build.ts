import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { PLANTILLA_INTEGRADA } from '../db/preparar-aparte';

/** What each part of the build is made from, and the file whose age says when it was last made. */
const PARTS = {
  apps: {
    sources: ['admin', 'public-site', 'shared', 'public', 'vite.config.ts', 'server/shell/build-id-plugin.ts', 'server/shell/build-report-plugins.ts', 'package-lock.json'],
    built: 'dist/client/public-site/index.html',
  },
  server: {
    sources: ['server', 'shared', 'package-lock.json'],
    built: 'dist/server/start.js',
  },
} as const;
export type BuildPart = keyof typeof PARTS;

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    // Tests are not part of the bundle: editing one must not force a rebuild.
    if (/\.test\.tsx?$/.test(entry.name) || entry.name === 'test') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Whether a part has never been built, or a source file is newer than its build. */
export function isStale(root: string, part: BuildPart): boolean {
  const built = path.join(root, PARTS[part].built);
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  return builtAt === 0 || Math.max(...PARTS[part].sources.map((s) => newestMtime(path.join(root, s)))) > builtAt;
}

function run(root: string, command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} terminó con código ${result.status}`);
}

/**
 * The apps (vite) and the server (esbuild: one ESM file per entry under dist/server, most packages left in node_modules)
 * are built here, outside the server process, so `npm start` runs compiled JavaScript and never a compiler.
 */
export function build(root: string, parts: BuildPart[] = ['apps', 'server']) {
  // vite.config.ts and what it imports name their files with extensions, as Vite's coming native config loader needs.
  if (parts.includes('apps')) run(root, path.join(root, 'node_modules/.bin/vite'), ['build']);
  if (parts.includes('server')) {
    fs.rmSync(path.join(root, 'dist/server'), { recursive: true, force: true });
    run(root, path.join(root, 'node_modules/.bin/esbuild'), [
      'server/cli/start.ts',
      // The first start of the embedded database runs this entry in a child process (server/db/preparar-aparte.ts).
      'server/cli/preparar-datos.ts',
      '--bundle',
      '--platform=node',
      '--format=esm',
      // Modules imported dynamically (the embedded database's driver) become chunks loaded only when used.
      '--splitting',
      // Bundled CommonJS (a dependency of a bundled package) calls require; an ES module has none of its own.
      "--banner:js=import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      '--target=node24',
      ...externos(root).map((p) => `--external:${p}`),
      '--sourcemap',
      '--log-level=warning',
      '--outdir=dist/server',
    ]);
    // The embedded database's template, made by the engine and migrations just built (server/db/preparar-aparte.ts).
    run(root, process.execPath, ['dist/server/preparar-datos.js', '--plantilla', path.join('dist/server', PLANTILLA_INTEGRADA)]);
  }
}

/**
 * Pure-JavaScript ES-module packages of many small files, bundled into the server: Node resolves every file of an
 * external one at each start (zod and drizzle-orm alone cost about a second of CPU there). Every other package stays
 * in node_modules: native ones (argon2, sharp), those that read files beside their code (pglite's wasm, pdfkit's
 * fonts, swagger-ui's assets) and those loaded at first use (server/lib/paquetes.ts). A package bundled here must
 * not also be imported by an external one, or there would be two copies of it.
 */
const EMPAQUETADOS = ['zod', 'drizzle-orm', 'fastify-type-provider-zod'];

function externos(root: string): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  return [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter((p) => !EMPAQUETADOS.includes(p));
}

/** Builds only what is missing or older than its sources. */
export function ensureBuild(root: string, parts: BuildPart[] = ['apps', 'server']): void {
  const stale = parts.filter((part) => isStale(root, part));
  if (stale.length === 0) return;
  console.info(`Compilando ${stale.map((p) => (p === 'apps' ? 'las aplicaciones' : 'el servidor')).join(' y ')}…`);
  build(root, stale);
}
