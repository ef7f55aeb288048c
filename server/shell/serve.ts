import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';
import { documentTitle, matchRoute, type AppName } from '../../shared/routes';
import type { App } from '../types';
import { registerImages } from './images';
import { escapeHtml } from '../mail/templates';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
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
      allowedPath: (pathName) => !pathName.endsWith('.html'),
      setHeaders: (res, filePath) => {
        // Hashed assets never change; the build pointer must always be fresh.
        res.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const cache = new Map<AppName, string>();
    readHtml = async (appName) => {
      if (!cache.has(appName)) cache.set(appName, await fs.promises.readFile(path.join(clientDir, ENTRY[appName]), 'utf8'));
      return cache.get(appName)!;
    };
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ message: 'El recurso no existe' });
    }
    const route = matchRoute(request.url, config.dev);
    const appName = route?.app ?? 'public';
    const html = (await readHtml(appName, request.url)).replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(documentTitle(route))}</title>`);
    return reply
      .status(route ? 200 : 404)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(html);
  });
}
