// What a browser downloads before a page shows: the app's entry, the route's lazy page, and every chunk they
// import statically (followed through Vite's build manifest). Used by the build report and the budget test.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const PUBLIC_ENTRY = 'public-site/index.html';
export const ADMIN_ENTRY = 'admin/index.html';
/** The public pages table: each path's page is a lazy import there. */
export const PUBLIC_PAGES_FILE = 'public-site/src/app/pages.ts';
/**
 * Gzip bytes of JavaScript a phone receives on the first load of a public page (issue 35), measured in Chromium
 * (first-load.browser.budget.test.ts): before any input, the prerendered pages receive the inline guard only.
 */
export const PUBLIC_BUDGET_BYTES = 140 * 1024;
/**
 * Every public page a visitor can open without a link from a message (those answer with their error state): the
 * pages `npm run bench`'s lighthouse section measures and the browser budget test loads.
 */
export const PUBLIC_MEASURED_PAGES = [
  '/',
  '/login',
  '/recuperar-contrasena',
  '/egresados/registro',
  '/egresados/resultado/exito',
  '/egresados/acceso',
  '/egresados/mi-espacio',
  '/aviso-de-privacidad',
  '/correo/baja',
  '/email/verified-success',
  '/postulaciones/registro',
  '/postulaciones/ganadores',
  '/postulaciones/mis-postulaciones',
  '/servicioSocial',
  '/servicio-social/informacion',
  '/servicio-social/destacados',
  '/registro/estudiantes',
  '/registro/instituciones',
  '/bolsa-de-trabajo',
  '/bolsa-de-trabajo/empleadores/registro',
  // Pages reached from a link in an email or a printed document (without its token or folio they show how to go on).
  '/restablecer-contrasena',
  '/email/verificacion-fallida',
  '/egresados/actualizacion',
  '/postulaciones/registro/completado',
  '/postulaciones/aceptacion',
  '/postulaciones/verificar',
  '/servicio-social/invitacion',
  '/servicio-social/verificar',
  '/servicio-social/aprobacion',
  '/bolsa-de-trabajo/oferta',
];

/**
 * Gzip bytes received once the app has booted on the first input (issue 34 item 10, issue 35): React, MUI and the
 * page, as a phone receives them. Every measured page is held to it, except those in INTERACTIVE_OVER_BUDGET.
 */
export const INTERACTIVE_BUDGET_BYTES = 140 * 1024;
/**
 * Pages whose booted app is still over INTERACTIVE_BUDGET_BYTES (the forms built on MUI's inputs, zod and file
 * fields: issue 35 is open for them), each held to what it received when it was written down (rounded up, plus 1 KiB for
 * headers that vary), so that they can only shrink. Remove a page from here once it fits the budget.
 */
export const INTERACTIVE_OVER_BUDGET: Record<string, number> = {
  // 210, not 209: the rounds' merge split the nomination states into their own small chunk (one more file's headers).
  '/postulaciones/registro': 210 * 1024,
  '/registro/estudiantes': 208 * 1024,
  '/registro/instituciones': 212 * 1024,
  '/servicio-social/aprobacion': 195 * 1024,
  '/servicio-social/invitacion': 198 * 1024,
};
export const BUDGETED_PATHS = PUBLIC_MEASURED_PAGES;
/** The ceiling the budget test holds a page's booted app to. */
export const interactiveBudget = (route: string) => INTERACTIVE_OVER_BUDGET[route] ?? INTERACTIVE_BUDGET_BYTES;

/** Each app is built on its own (vite.config.ts) and leaves its own manifest. */
export const MANIFESTS = { public: '.vite/manifest-public.json', admin: '.vite/manifest-admin.json' } as const;

export function readManifest(clientDir: string, app: keyof typeof MANIFESTS): Manifest {
  const file = path.join(clientDir, MANIFESTS[app]);
  if (!fs.existsSync(file)) throw new Error(`No existe ${file}: ejecute "npm run build".`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** Where areas keep their own page tables (`'/path': () => import('…')`), spread into pages.ts. */
export const FEATURE_PAGES_GLOB_DIR = 'public-site/src/features';

/**
 * Path → manifest key of its page module, read from the `'/path': page(() => import('…'))` lines of pages.ts and the
 * `'/path': () => import('…')` lines of each area's `features/<area>/pages.ts`.
 */
export function publicPageModules(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const text = fs.readFileSync(path.join(root, PUBLIC_PAGES_FILE), 'utf8');
  // Only the production table: developer pages are compiled out of the build.
  const start = text.indexOf('export const pages');
  const source = text.slice(start, text.indexOf('\n};', start));
  const dir = path.dirname(PUBLIC_PAGES_FILE);
  for (const [, route, spec] of source.matchAll(/'(\/[^']*)':\s*page\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    pages.set(route, path.posix.normalize(path.posix.join(dir, spec)));
  }
  const featuresDir = path.join(root, FEATURE_PAGES_GLOB_DIR);
  for (const feature of fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir).sort() : []) {
    const file = path.join(featuresDir, feature, 'pages.ts');
    // Only tables pages.ts spreads in: a feature's own pages.ts that the app never reads is not a page of the build.
    if (!fs.existsSync(file) || !text.includes(`'../features/${feature}/pages'`)) continue;
    const featureDir = path.posix.join(FEATURE_PAGES_GLOB_DIR, feature);
    for (const [, route, spec] of fs.readFileSync(file, 'utf8').matchAll(/'(\/[^']*)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
      pages.set(route, path.posix.normalize(path.posix.join(featureDir, spec)));
    }
  }
  return pages;
}

/** The manifest key of a module given without extension. */
export function manifestKey(manifest: Manifest, module: string): string | undefined {
  return ['', '.tsx', '.ts', '.jsx', '.js'].map((ext) => module + ext).find((key) => key in manifest);
}

/** Keys of the chunks loaded when these chunks load: themselves and their static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** Below this a file gains nothing from compression: the build writes no .gz for it and it travels as it is. Chunks of a
 * few hundred bytes still shrink by half, and a first load holds several of them. */
export const PRECOMPRESS_MIN_BYTES = 256;

const gzipCache = new Map<string, number>();
/** The bytes a browser that accepts gzip receives for a file: its gzip size, or its own size when it is sent as it is. */
export function gzipSize(clientDir: string, file: string): number {
  const full = path.join(clientDir, file);
  if (!gzipCache.has(full)) {
    const source = fs.readFileSync(full);
    gzipCache.set(full, source.length < PRECOMPRESS_MIN_BYTES ? source.length : gzipSync(source, { level: 9 }).length);
  }
  return gzipCache.get(full)!;
}

export interface FirstLoad {
  label: string;
  files: string[];
  /** Gzip bytes of the JavaScript files. */
  jsGzip: number;
  /** Gzip bytes of the stylesheets. */
  cssGzip: number;
}

export function firstLoad(clientDir: string, manifest: Manifest, label: string, keys: string[]): FirstLoad {
  const chunks = [...staticClosure(manifest, keys)].map((key) => manifest[key]);
  const js = [...new Set(chunks.map((c) => c.file).filter((f) => f.endsWith('.js')))];
  const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
  const sum = (files: string[]) => files.reduce((total, f) => total + gzipSize(clientDir, f), 0);
  return { label, files: [...js, ...css], jsGzip: sum(js), cssGzip: sum(css) };
}

/** Every public path's first load (entry + its page). */
export function publicFirstLoads(root: string, clientDir: string, manifest = readManifest(clientDir, 'public')): FirstLoad[] {
  const loads: FirstLoad[] = [];
  for (const [route, module] of publicPageModules(root)) {
    const key = manifestKey(manifest, module);
    if (!key) throw new Error(`La página de ${route} (${module}) no está en la compilación`);
    loads.push(firstLoad(clientDir, manifest, route, [PUBLIC_ENTRY, key]));
  }
  return loads;
}

export function adminFirstLoad(clientDir: string, manifest = readManifest(clientDir, 'admin')): FirstLoad {
  return firstLoad(clientDir, manifest, 'admin (entrada)', [ADMIN_ENTRY]);
}

/** The admin folder whose `lazyScreen(() => import('…'), …)` calls name every screen (admin/src/common/lazyScreen.ts). */
export const ADMIN_SRC_DIR = 'admin/src';
/** Where staff land after signing in: its first load is the entry plus this screen. */
export const ADMIN_HOME_SCREEN = 'admin/src/dashboard/Dashboard';

/** Manifest-style module paths (no extension) of every lazily loaded admin screen, read from the sources. */
export function adminScreenModules(root: string): string[] {
  const screens = new Set<string>();
  const dir = path.join(root, ADMIN_SRC_DIR);
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry)) continue;
    const text = fs.readFileSync(path.join(dir, entry), 'utf8');
    const from = path.posix.dirname(path.posix.join(ADMIN_SRC_DIR, entry.split(path.sep).join('/')));
    for (const [, spec] of text.matchAll(/=\s*lazyScreen\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) screens.add(path.posix.normalize(path.posix.join(from, spec)));
  }
  return [...screens];
}

/** The admin entry's first load, and that of the home screen staff land on. */
export function adminFirstLoads(clientDir: string, manifest = readManifest(clientDir, 'admin')): FirstLoad[] {
  const home = manifestKey(manifest, ADMIN_HOME_SCREEN);
  const loads = [adminFirstLoad(clientDir, manifest)];
  if (home) loads.push(firstLoad(clientDir, manifest, 'admin /dashboard (entrada + pantalla)', [ADMIN_ENTRY, home]));
  return loads;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatFirstLoads(loads: FirstLoad[]): string {
  const width = Math.max(...loads.map((l) => l.label.length));
  const lines = loads.map((l) => {
    const over = BUDGETED_PATHS.includes(l.label) && l.jsGzip > interactiveBudget(l.label) ? `  ← supera ${kb(interactiveBudget(l.label))}` : '';
    return `  ${l.label.padEnd(width)}  JS ${kb(l.jsGzip).padStart(9)} gzip  CSS ${kb(l.cssGzip).padStart(7)}  (${l.files.length} archivos)${over}`;
  });
  return lines.join('\n');
}
