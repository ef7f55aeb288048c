import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../types';
import { SessionCache } from './session-cache';

const user = (id: number, sessionId: number): AuthUser => ({ id, name: `U${id}`, email: `u${id}@x.mx`, roles: [], permissions: [], sessionId });

function setup(maxEntries = 10) {
  let now = 1_000_000;
  const cache = new SessionCache(60_000, maxEntries, () => now);
  cache.up();
  const put = (hash: string, u: AuthUser, seenAt = now, expiresAt = now + 3_600_000) => cache.set(hash, u, { seenAt, expiresAt }, cache.generation);
  return { cache, put, advance: (ms: number) => (now += ms), now: () => now };
}

describe('SessionCache', () => {
  it('trusts an entry for a minute after the stored last use, and never past the session expiry', () => {
    const { cache, put, advance, now } = setup();
    put('a', user(1, 10), now() - 50_000);
    expect(cache.get('a')?.id).toBe(1);
    advance(10_000);
    expect(cache.get('a')).toBeNull();

    put('b', user(2, 20), now(), now() + 5_000);
    advance(5_000);
    expect(cache.get('b')).toBeNull();
  });

  it('drops by session, by user, or everything', () => {
    const { cache, put } = setup();
    put('a', user(1, 10));
    put('b', user(1, 11));
    put('c', user(2, 12));
    cache.invalidate('s:10');
    expect([cache.get('a'), cache.get('b')?.sessionId]).toEqual([null, 11]);
    cache.invalidate('u:1');
    expect([cache.get('b'), cache.get('c')?.id]).toEqual([null, 2]);
    cache.invalidate('*');
    expect(cache.size).toBe(0);
  });

  it('treats an unknown notice as "everything"', () => {
    const { cache, put } = setup();
    put('a', user(1, 10));
    cache.invalidate('algo raro');
    expect(cache.size).toBe(0);
  });

  it('does not store a lookup that raced with an invalidation', () => {
    const { cache, now } = setup();
    const generation = cache.generation;
    cache.invalidate('u:1');
    cache.set('a', user(1, 10), { seenAt: now(), expiresAt: now() + 60_000 }, generation);
    expect(cache.get('a')).toBeNull();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const { cache, put } = setup(2);
    put('a', user(1, 10));
    put('b', user(2, 11));
    put('c', user(3, 12));
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeNull();
    expect(cache.get('c')?.id).toBe(3);
  });

  it('neither answers nor stores while not listening, and starts empty when listening again', () => {
    const { cache, put } = setup();
    put('a', user(1, 10));
    cache.down();
    expect(cache.get('a')).toBeNull();
    put('b', user(2, 11));
    expect(cache.size).toBe(0);
    cache.up();
    expect(cache.get('b')).toBeNull();
  });

  it('does not trust a last use later than now (clock skew with the database)', () => {
    const { cache, put, advance, now } = setup();
    put('a', user(1, 10), now() + 3_600_000);
    advance(60_000);
    expect(cache.get('a')).toBeNull();
  });
});
