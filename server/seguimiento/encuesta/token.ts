// The personal survey link: a signed token naming one invitation. The wave's cierre (which staff may move) is
// checked in the database, so the signature only needs to outlive any wave.
import { appUrl } from '../../config';
import type { App } from '../../types';

const DIEZ_ANIOS = 10 * 365 * 24 * 60 * 60;

export function tokenEncuesta(app: Pick<App, 'signer'>, invitacionId: number): string {
  return app.signer.sign({ seg: invitacionId }, DIEZ_ANIOS);
}

/** The invitation a token names, or null when it is unknown, altered or not a survey token. */
export function invitacionDeToken(app: Pick<App, 'signer'>, token: string): number | null {
  const data = app.signer.verify<{ seg?: unknown }>(token);
  return data && typeof data.seg === 'number' && Number.isInteger(data.seg) ? data.seg : null;
}

export function urlEncuesta(app: Pick<App, 'signer' | 'config'>, invitacionId: number): string {
  return `${appUrl(app.config)}/seguimiento/encuesta?token=${encodeURIComponent(tokenEncuesta(app, invitacionId))}`;
}
