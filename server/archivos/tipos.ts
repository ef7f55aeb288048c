// The type of a file is read from its first bytes, never from its name or the browser's MIME type:
// a renamed .exe is refused.
import type { TipoArchivo } from '../../shared/archivos';

/** Bytes needed to tell the types apart. */
export const BYTES_FIRMA = 8;

export function detectarTipo(inicio: Buffer): TipoArchivo | null {
  if (inicio.length >= 5 && inicio.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (inicio.length >= 3 && inicio[0] === 0xff && inicio[1] === 0xd8 && inicio[2] === 0xff) return 'jpg';
  if (inicio.length >= 8 && inicio.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return null;
}
