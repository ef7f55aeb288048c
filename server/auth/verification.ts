import type { Db } from '../db/client';
import type { Signer } from './signer';

/** What a purpose does when its signed link is followed (later areas register their own: egresados…). */
export type VerificationHandler = (db: Db, data: { id: number; email: string }) => Promise<boolean>;

const handlers = new Map<string, VerificationHandler>();

export function registerVerificationHandler(purpose: string, handler: VerificationHandler) {
  handlers.set(purpose, handler);
}

export const VERIFICATION_TTL_SECONDS = 7 * 24 * 3600;

export function verificationUrl(signer: Signer, appUrl: string, purpose: string, id: number, email: string): string {
  const token = signer.sign({ p: purpose, id, email: email.toLowerCase() }, VERIFICATION_TTL_SECONDS);
  return `${appUrl}/api/email/verify?token=${encodeURIComponent(token)}`;
}

/** Applies a followed link; false when it is forged, expired or names nothing. */
export async function applyVerification(db: Db, signer: Signer, token: string): Promise<boolean> {
  const data = signer.verify<{ p: string; id: number; email: string }>(token);
  if (!data) return false;
  const handler = handlers.get(data.p);
  if (!handler) return false;
  return handler(db, { id: data.id, email: data.email });
}
