import { createHmac, timingSafeEqual } from 'node:crypto';

// Exactly `payload.signature`: a SHA-256 HMAC is 43 base64url characters. Anything appended (a second dot, padding,
// spaces, another parameter glued on) is refused rather than ignored, so one link has one spelling.
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{1,4000}\.[A-Za-z0-9_-]{43}$/;

/** Signs short payloads for links in mail (email verification): `payload.signature`, both base64url. */
export class Signer {
  constructor(private readonly secret: string) {}

  sign(data: Record<string, unknown>, ttlSeconds: number): string {
    return this.signUntil(data, Math.floor(Date.now() / 1000) + ttlSeconds);
  }

  /** Same, with the expiry given in seconds since the epoch (a fixed expiry gives the same token twice). */
  signUntil(data: Record<string, unknown>, exp: number): string {
    const payload = Buffer.from(JSON.stringify({ ...data, exp })).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The signed data, or null when the signature is wrong or the link expired. */
  verify<T extends Record<string, unknown>>(token: string): (T & { exp: number }) | null {
    if (typeof token !== 'string' || !TOKEN_FORMAT.test(token)) return null;
    const [payload, mac] = token.split('.');
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T & { exp: number };
      return typeof data.exp === 'number' && data.exp * 1000 > Date.now() ? data : null;
    } catch {
      return null;
    }
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}
