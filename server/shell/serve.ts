import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { dropDocumentOnlyHeaders } from '../plugins/security';
import type { Config } from '../config';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { DEFAULT_DESCRIPTION, documentTitle, matchRoute, type AppName, type RouteEntry } from '../../shared/routes';
import type { App } from '../types';
import { registerImages } from './images';
import { escapeHtml } from '../mail/templates';
import { manifestKey, PUBLIC_ENTRY, publicPageModules, readManifest, staticClosure } from './first-load';
import { readPortalShells, readPrerenderedPages, withPortalShell, withPrerendered } from './prerender';
import { renderizadorConDatos, scriptDeDatos } from './datos-iniciales';
import { ROOT } from '../lib/root';

export { ROOT };

export const DIST = path.join(ROOT, 'dist/client');
const ENTRY: Record<AppName, string> = { admin: 'admin/index.html', public: 'public-site/index.html' };

/** Serves both apps from one origin: the route table picks the app, the <title> and the status (404 when unknown). */
export async function registerShell(app: App, config: Config, clientDir = DIST) {
  registerImages(app, path.join(ROOT, 'public'));

  let readHtml: (appName: AppName, url: string) => Promise<string>;
  if (config.dev) {
    const { createServer } = await import('vite');
    const middie = (await import('@fastify/middie')).default;
    const vite = await createServer({ root: ROOT, server: { middlewareMode: true, hmr: { port: config.PORT + 1 } }, appType: 'custom' });
    await app.register(middie);
    app.use((req, res, next) => (req.url?.startsWith('/api/') || req.url?.startsWith('/_ipx/') ? next() : vite.middlewares(req, res, next)));
    app.addHook('onClose', async () => vite.close());
    readHtml = async (appName, url) => vite.transformIndexHtml(url, await fs.promises.readFile(path.join(ROOT, ENTRY[appName]), 'utf8'));
  } else {
    if (!fs.existsSync(path.join(clientDir, ENTRY.public))) {
      throw new Error('No existe la compilación de las aplicaciones (dist/client). Ejecute "npm run build".');
    }
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (server/shell/build-report-plugins.ts): sent as they are.
      preCompressed: true,
      allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.startsWith('/.vite/'),
      setHeaders: (res, filePath) => {
        // Hashed assets never change; the build pointer must always be fresh.
        res.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (/\.(?:js|css)(?:\.br|\.gz)?$/.test(filePath)) dropDocumentOnlyHeaders(res);
      },
    });
    const cache = new Map<AppName, string>();
    readHtml = async (appName) => {
      if (!cache.has(appName)) cache.set(appName, await fs.promises.readFile(path.join(clientDir, ENTRY[appName]), 'utf8'));
      return cache.get(appName)!;
    };
  }

  const preloads = config.dev ? new Map<string, string[]>() : pagePreloads(clientDir);
  const prerendered = config.dev ? new Map() : readPrerenderedPages(clientDir);
  const shells = config.dev ? new Map() : readPortalShells(clientDir);
  // Each route's page (title and description filled in) is rendered and compressed once per process.
  const pages = new Map<string, RenderedPage>();
  const baseHtml = async (appName: AppName, route: RouteEntry | undefined, url: string) => {
    const html = withPageMeta(await readHtml(appName, url), route);
    return !config.dev && appName === 'public' && route ? withPreloads(html, preloads.get(route.path) ?? []) : html;
  };
  // Pages rendered with their data (a route with `datos`).
  const conDatos = config.dev ? undefined : renderizadorConDatos(app, clientDir);
  const pageHtml = async (appName: AppName, route: RouteEntry | undefined, url: string): Promise<RenderedPage> => {
    // The prerendered page is the one without a query string: a token or a draft in the URL changes what it shows.
    const sinConsulta = appName === 'public' && route && !url.includes('?');
    if (sinConsulta && route.datos && conDatos && prerendered.has(route.path)) {
      const conSusDatos = await conDatos(route);
      if (conSusDatos) {
        const html = withPrerendered(await baseHtml(appName, route, url), conSusDatos.page, scriptDeDatos(conSusDatos.iniciales));
        // Its data is this request's: compressed for this answer, at a quick brotli level (about 1 ms for 90 KB).
        return renderedPage(html, 5);
      }
    }
    const page = sinConsulta ? prerendered.get(route.path) : undefined;
    // A portal's frame is the same whatever the query string says (the page under it is the app's).
    const shell = appName === 'public' && route ? shells.get(route.path) : undefined;
    const key = `${appName}\n${route?.path ?? ''}\n${page ? 'prerendered' : ''}`;
    if (config.dev || !pages.has(key)) {
      let html = await baseHtml(appName, route, url);
      if (page) html = withPrerendered(html, page);
      else if (shell) html = withPortalShell(html, shell);
      pages.set(key, renderedPage(html));
    }
    return pages.get(key)!;
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ message: 'El recurso no existe' });
    }
    const route = matchRoute(request.url, config.dev);
    const appName = route?.app ?? 'public';
    const page = await pageHtml(appName, route, request.url);
    const encoding = config.dev ? undefined : preferredEncoding(request.headers['accept-encoding']);
    reply
      .status(route ? 200 : 404)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding');
    if (!encoding) return reply.send(page.html);
    return reply.header('Content-Encoding', encoding).send(page[encoding]());
  });
}

interface RenderedPage {
  html: string;
  br: () => Buffer;
  gzip: () => Buffer;
}

function renderedPage(html: string, brotliQuality = 11): RenderedPage {
  let br: Buffer | undefined;
  let gz: Buffer | undefined;
  return {
    html,
    br: () => (br ??= brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } })),
    gzip: () => (gz ??= gzipSync(html, { level: 9 })),
  };
}

export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return undefined;
}

/** The route's <title> and <meta name="description"> (search engines and link previews read them). */
/**
 * Public path → the files its first paint needs besides the entry itself: the entry's own imports (React and the
 * frame, which the browser would otherwise find only once the entry has arrived), then the lazy page's files that
 * the entry does not load. Listed in the page's HTML as modulepreload, the browser fetches them alongside the entry
 * instead of after it has run (round trips less before the page paints, which Lighthouse counts on a slow phone).
 * A prerendered page or a portal's frame requests them from its guard instead (server/shell/prerender.ts). Empty when the
 * build has no manifest.
 */
export function pagePreloads(clientDir: string): Map<string, string[]> {
  const preloads = new Map<string, string[]>();
  try {
    const manifest = readManifest(clientDir, 'public');
    const entry = staticClosure(manifest, [PUBLIC_ENTRY]);
    const js = (keys: Iterable<string>) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
    const entryImports = js([...entry].filter((k) => k !== PUBLIC_ENTRY));
    for (const [route, module] of publicPageModules(ROOT)) {
      const key = manifestKey(manifest, module);
      if (!key) continue;
      const pageFiles = js([...staticClosure(manifest, [key])].filter((k) => !entry.has(k)));
      preloads.set(route, [...new Set([...entryImports, ...pageFiles])]);
    }
  } catch {
    // No manifest (a build older than this server): pages still load, one round trip later.
  }
  return preloads;
}

export function withPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(f)}">`).join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}

export function withPageMeta(html: string, route: RouteEntry | undefined): string {
  const description = escapeHtml(route?.description ?? DEFAULT_DESCRIPTION);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(documentTitle(route))}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${description}" />`);
}
