import type { Db } from '../db/client';
import type { CuentaVerificada } from '../../shared/auth/cuenta-verificada';
import type { Signer } from './signer';

/**
 * What a purpose does when its signed link is followed (later areas register their own: egresados…): the kind of
 * account it confirmed, or null when the link names nothing.
 */
export type VerificationHandler = (db: Db, data: { id: number; email: string }) => Promise<CuentaVerificada | null>;

const handlers = new Map<string, VerificationHandler>();

export function registerVerificationHandler(purpose: string, handler: VerificationHandler) {
  handlers.set(purpose, handler);
}

export const VERIFICATION_TTL_SECONDS = 7 * 24 * 3600;

export function verificationUrl(signer: Signer, appUrl: string, purpose: string, id: number, email: string): string {
  const token = signer.sign({ p: purpose, id, email: email.toLowerCase() }, VERIFICATION_TTL_SECONDS);
  return `${appUrl}/api/email/verify?token=${encodeURIComponent(token)}`;
}

/** Applies a followed link; null when it is forged, expired or names nothing. */
export async function applyVerification(db: Db, signer: Signer, token: string): Promise<CuentaVerificada | null> {
  const data = signer.verify<{ p: string; id: number; email: string }>(token);
  if (!data) return null;
  const handler = handlers.get(data.p);
  if (!handler) return null;
  return handler(db, { id: data.id, email: data.email });
}
