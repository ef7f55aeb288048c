import path from 'node:path';
import { createIPX, ipxFSStorage } from 'ipx';
import { filesDir } from '../config';
import { RUTA_FOTOS, rutaFotoGanador } from '../postulaciones/resultados';
import type { App } from '../types';

const ALLOWED = new Set(['f', 'format', 'fit', 'w', 'width', 'h', 'height', 's', 'resize', 'q', 'quality', 'b', 'background']);
const TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif', png: 'image/png', jpeg: 'image/jpeg', jpg: 'image/jpeg', gif: 'image/gif', svg: 'image/svg+xml' };

/** Parses `w_200,f_png` / `w_200&f_png` (or `_` for none); webp unless a format is named. */
export function parseModifiers(segment: string): Record<string, string> {
  const modifiers: Record<string, string> = {};
  if (segment && segment !== '_') {
    for (const part of segment.split(/[,&]/)) {
      const [key, ...rest] = part.split('_');
      if (ALLOWED.has(key)) modifiers[key] = rest.join('_');
    }
  }
  if (!modifiers.f && !modifiers.format) modifiers.f = 'webp';
  return modifiers;
}

/**
 * Same-origin optimised images: /_ipx/<modifiers>/<path under public/>, and the winners' photos stored in
 * FILES_DIR at /_ipx/<modifiers>/postulaciones/ganadores/<folio>: those are looked up by folio and served only
 * once their call's results are published (any other file under FILES_DIR is never reachable here).
 */
export function registerImages(app: App, publicDir: string) {
  const ipx = createIPX({ storage: ipxFSStorage({ dir: path.resolve(publicDir) }), maxAge: 86_400 });
  const archivos = createIPX({ storage: ipxFSStorage({ dir: filesDir(app.config) }), maxAge: 3600 });
  app.get('/_ipx/*', async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const slash = rest.indexOf('/');
    if (slash < 0) return reply.status(404).send({ message: 'Imagen no encontrada' });
    const modifiers = parseModifiers(decodeURIComponent(rest.slice(0, slash)));
    const id = decodeURIComponent(rest.slice(slash + 1));
    if (id.includes('..')) return reply.status(400).send({ message: 'Ruta de imagen no válida' });
    try {
      let fuente = ipx;
      let ruta = id;
      let maxAge = 86_400;
      if (id.startsWith(RUTA_FOTOS)) {
        const guardada = await rutaFotoGanador(app.db, id.slice(RUTA_FOTOS.length));
        if (!guardada) return reply.status(404).send({ message: 'Imagen no encontrada' });
        // The URL carries ?v=<file id>, so a replaced photo gets a new URL; an hour bounds a withdrawn one.
        [fuente, ruta, maxAge] = [archivos, guardada, 3600];
      }
      const { data, format } = await fuente(ruta, modifiers).process();
      return reply
        .header('Content-Type', TYPES[format ?? ''] ?? 'application/octet-stream')
        .header('Cache-Control', `public, max-age=${maxAge}`)
        .send(data);
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status < 500) return reply.status(404).send({ message: 'Imagen no encontrada' });
      request.log.warn({ err: error, id }, 'no se pudo procesar la imagen');
      return reply.status(404).send({ message: 'Imagen no encontrada' });
    }
  });
}
