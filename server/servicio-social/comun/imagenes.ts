import type { App } from '../../types';

const FOTO_TTL = 6 * 3600;
export const PURPOSE_FOTO = 'ss-foto';

/**
 * A private photo (a student's) through /_ipx: the path carries a signed, expiring token naming the file, so
 * only who was handed the URL (the student, staff, an institution reviewing the application) can load it.
 * Public photos (destacados) use the file id itself under /_ipx/_/ss/publica/<id>.
 */
export function fotoUrl(app: App, archivoId: string): string {
  // Rounded expiry: the same URL for a few hours lets the browser cache it.
  const token = app.signer.sign({ p: PURPOSE_FOTO, a: archivoId }, FOTO_TTL);
  return `/_ipx/_/ss/privada/${token}`;
}

export const fotoPublicaUrl = (archivoId: string) => `/_ipx/_/ss/publica/${archivoId}`;
