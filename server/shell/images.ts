import path from 'node:path';
import type { IPXStorage } from 'ipx';
import { buscarArchivo } from '../archivos/almacen';
import { almacenDe, leerEntero, type Almacen } from '../archivos/almacenamiento';
import { PURPOSE_FOTO } from '../servicio-social/comun/imagenes';
import { esFotoPublica } from '../servicio-social/destacados/service';
import { RUTA_FOTOS, rutaFotoGanador } from '../postulaciones/resultados';
import type { App } from '../types';
import { ipx } from '../lib/paquetes';

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

/** Stored files (FILES_DIR or the bucket) by their key; only ever reached after the checks below. */
function archivosStorage(almacen: Almacen): IPXStorage {
  // ipx hands every id with a leading slash («/ab/<uuid>»); the store's keys have none («ab/<uuid>»).
  const clave = (id: string) => id.replace(/^\/+/, '');
  return {
    name: 'ipx:archivos',
    // Keys never change content (a new file gets a new key), so no date is needed to revalidate.
    getMeta: async () => ({ maxAge: 0 }),
    getData: async (id) => {
      const data = await leerEntero(almacen, clave(id)).catch(() => null);
      return data ? data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer : undefined;
    },
  };
}

const SS_PRIVADA = 'ss/privada/';
const SS_PUBLICA = 'ss/publica/';
const FOTO_TIPOS = new Set(['jpg', 'png']);

/**
 * Servicio social photos, stored with the uploads: `ss/privada/<token>` needs a valid signed token naming the
 * file (handed by the API only to the student, staff, or an institution reviewing the student's
 * application), `ss/publica/<id>` a file that is a photo of a published featured project.
 * Answers the stored relative path and how long the browser may keep it, or null (404: never says why).
 */
async function fotoServicioSocial(app: App, id: string): Promise<{ ruta: string; cache: string } | null> {
  let archivoId: string;
  let cache: string;
  if (id.startsWith(SS_PRIVADA)) {
    const datos = app.signer.verify<{ p?: unknown; a?: unknown }>(id.slice(SS_PRIVADA.length));
    if (!datos || datos.p !== PURPOSE_FOTO || typeof datos.a !== 'string') return null;
    archivoId = datos.a;
    cache = `private, max-age=${Math.max(0, Math.min(3600, datos.exp - Math.floor(Date.now() / 1000)))}`;
  } else if (id.startsWith(SS_PUBLICA)) {
    archivoId = id.slice(SS_PUBLICA.length);
    if (!/^[0-9a-f-]{36}$/i.test(archivoId) || !(await esFotoPublica(app.db, archivoId))) return null;
    cache = 'public, max-age=3600';
  } else {
    return null;
  }
  const archivo = await buscarArchivo(app.db, archivoId);
  if (!archivo || !FOTO_TIPOS.has(archivo.tipo)) return null;
  return { ruta: archivo.ruta, cache };
}

/**
 * Same-origin optimised images: /_ipx/<modifiers>/<path under public/>, the servicio social photos under
 * /_ipx/<modifiers>/ss/… (see fotoServicioSocial), and the winners' photos stored in FILES_DIR at
 * /_ipx/<modifiers>/postulaciones/ganadores/<folio>: those are looked up by folio and served only once their call's
 * results are published. Any other file under FILES_DIR is never reachable here.
 */
export function registerImages(app: App, publicDir: string) {
  type Fuente = ReturnType<ReturnType<typeof ipx>['createIPX']>;
  let ipxPublico: Fuente | undefined;
  let ipxArchivos: Fuente | undefined;
  app.get('/_ipx/*', async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const slash = rest.indexOf('/');
    if (slash < 0) return reply.status(404).send({ message: 'Imagen no encontrada' });
    const modifiers = parseModifiers(decodeURIComponent(rest.slice(0, slash)));
    const id = decodeURIComponent(rest.slice(slash + 1));
    if (id.includes('..')) return reply.status(400).send({ message: 'Ruta de imagen no válida' });
    try {
      const { createIPX, ipxFSStorage } = ipx();
      ipxPublico ??= createIPX({ storage: ipxFSStorage({ dir: path.resolve(publicDir) }), maxAge: 86_400 });
      ipxArchivos ??= createIPX({ storage: archivosStorage(almacenDe(app.config)), maxAge: 0 });
      if (id.startsWith('ss/')) {
        const foto = await fotoServicioSocial(app, id);
        if (!foto) return reply.status(404).header('Cache-Control', 'no-store').send({ message: 'Imagen no encontrada' });
        const { data, format } = await ipxArchivos(foto.ruta, modifiers).process();
        return reply
          .header('Content-Type', TYPES[format ?? ''] ?? 'application/octet-stream')
          .header('Cache-Control', foto.cache)
          .header('X-Content-Type-Options', 'nosniff')
          .send(data);
      }
      let fuente = ipxPublico;
      let ruta = id;
      let maxAge = 86_400;
      if (id.startsWith(RUTA_FOTOS)) {
        const guardada = await rutaFotoGanador(app.db, id.slice(RUTA_FOTOS.length));
        if (!guardada) return reply.status(404).send({ message: 'Imagen no encontrada' });
        // The URL carries ?v=<file id>, so a replaced photo gets a new URL; an hour bounds a withdrawn one.
        [fuente, ruta, maxAge] = [ipxArchivos, guardada, 3600];
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
