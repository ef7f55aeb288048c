import { describe, expect, it, vi } from 'vitest';
import { Signer } from './signer';

describe('signed links', () => {
  const signer = new Signer('x'.repeat(40));

  it('round-trips the payload', () => {
    expect(signer.verify(signer.sign({ p: 'usuario', id: 7 }, 60))).toMatchObject({ p: 'usuario', id: 7 });
  });

  it('rejects a tampered payload or signature and another secret', () => {
    const token = signer.sign({ id: 7 }, 60);
    const [payload, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ id: 8, exp: 9999999999 })).toString('base64url');
    expect(signer.verify(`${forged}.${mac}`)).toBeNull();
    expect(signer.verify(`${payload}.${mac.slice(0, -2)}aa`)).toBeNull();
    expect(new Signer('y'.repeat(40)).verify(token)).toBeNull();
    expect(signer.verify('basura')).toBeNull();
  });

  it('rejects anything appended to a valid token', () => {
    const token = signer.sign({ id: 7 }, 60);
    for (const tail of ['.x', '.', 'x', '=', ' ', '%00', '&a=1']) expect(signer.verify(`${token}${tail}`), tail).toBeNull();
    expect(signer.verify(` ${token}`)).toBeNull();
    expect(signer.verify(token)).not.toBeNull();
  });

  it('rejects an expired link', () => {
    const token = signer.sign({ id: 7 }, 60);
    vi.useFakeTimers();
    vi.setSystemTime(Date.now() + 61_000);
    expect(signer.verify(token)).toBeNull();
    vi.useRealTimers();
  });
});
