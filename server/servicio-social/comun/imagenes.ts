import type { App } from '../../types';

/** How long a private photo URL stays valid at least, and the step its expiry is rounded up to. */
export const FOTO_TTL = 3600;
const FOTO_PASO = 900;
export const PURPOSE_FOTO = 'ss-foto';

/**
 * A private photo (a student's, or a featured project's for staff) through /_ipx: the path carries a signed,
 * expiring token naming the file. The API hands it only to whom may see the photo (the student, staff, an
 * institution reviewing the student's application); images load without the session header, so the token is
 * the check (server/shell/images.ts verifies it). The expiry is rounded up to a quarter of an hour so the same
 * URL comes back for a while and the browser can cache it.
 */
export function fotoUrl(app: App, archivoId: string, ahora = Date.now()): string {
  const segundos = Math.floor(ahora / 1000);
  const exp = Math.ceil((segundos + FOTO_TTL) / FOTO_PASO) * FOTO_PASO;
  const token = app.signer.signUntil({ p: PURPOSE_FOTO, a: archivoId }, exp);
  return `/_ipx/_/ss/privada/${token}`;
}

/** A published featured project's photo: served to anyone while its project is published. */
export const fotoPublicaUrl = (archivoId: string) => `/_ipx/_/ss/publica/${archivoId}`;
