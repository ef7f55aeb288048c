// The type of a file is read from its first bytes, never from its name or the browser's MIME type:
// a renamed .exe is refused.
import type { TipoArchivo } from '../../shared/archivos';
import { sharp } from '../lib/paquetes';

/** Bytes needed to tell the types apart. */
export const BYTES_FIRMA = 8;

export function detectarTipo(inicio: Buffer): TipoArchivo | null {
  if (inicio.length >= 5 && inicio.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (inicio.length >= 3 && inicio[0] === 0xff && inicio[1] === 0xd8 && inicio[2] === 0xff) return 'jpg';
  if (inicio.length >= 8 && inicio.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return null;
}

/** Large enough for any photo or logo we keep; a bigger image is a decompression bomb, not a portrait. */
const MAX_PIXELES = 50_000_000;

/**
 * Photos and logos are decoded whole before they are stored: a file with an image's first bytes and anything
 * else after them (a truncated or crafted file) is refused. Returns the Spanish message, or undefined if it is fine.
 */
export async function revisarImagen(ruta: string): Promise<string | undefined> {
  try {
    await sharp()(ruta, { failOn: 'error', limitInputPixels: MAX_PIXELES, sequentialRead: true }).stats();
    return undefined;
  } catch {
    return 'La imagen está dañada o no se puede leer; guárdela de nuevo como JPG o PNG e intente otra vez';
  }
}
