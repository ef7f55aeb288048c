import type { AuthUser } from '../types';

/** The channel the database triggers of migration `sesiones_avisos` notify on. */
export const SESSION_CHANNEL = 'sesiones_cache';

interface Entry {
  user: AuthUser;
  /** Absolute expiry of the session (ms). */
  expiresAt: number;
  /** The session's last use as stored (ms, never later than when it was read); trusted for `ttlMs` after it. */
  seenAt: number;
}

/**
 * Signed-in users by token hash, per process. An entry is trusted for at most `ttlMs` (a minute) after the session's
 * stored last use, which the database touches once a minute, so an idle session is never answered from memory.
 * It is dropped as soon as a notification says that something it holds changed: `s:<session id>`,
 * `u:<user id>`, or `*` (a role or a permission: everyone).
 *
 * It only answers while it is listening: when the LISTEN connection is lost it empties itself and stays out of the
 * way until it listens again, because a notification missed in between could leave a revoked session cached.
 * `generation` changes on every invalidation, so a lookup that raced with one is not stored.
 */
export class SessionCache {
  private entries = new Map<string, Entry>();
  private listening = false;
  generation = 0;
  /** Waits until every notification committed so far has been applied (set by whoever listens). */
  sync: () => Promise<void> = async () => {};

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 10_000,
    private now: () => number = Date.now,
  ) {}

  get active(): boolean {
    return this.listening;
  }

  get size(): number {
    return this.entries.size;
  }

  get(tokenHash: string): AuthUser | null {
    if (!this.listening) return null;
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    const now = this.now();
    if (now >= entry.expiresAt || now - entry.seenAt >= this.ttlMs) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.user;
  }

  /** Stores what the database said, unless an invalidation arrived since `generation` was read. */
  set(tokenHash: string, user: AuthUser, times: { expiresAt: number; seenAt: number }, generation: number): void {
    if (!this.listening || generation !== this.generation) return;
    this.entries.delete(tokenHash);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { user, expiresAt: times.expiresAt, seenAt: Math.min(times.seenAt, this.now()) });
  }

  /** Applies one notification payload. */
  invalidate(payload: string): void {
    this.generation++;
    const [kind, raw] = payload.split(':');
    const id = Number(raw);
    if ((kind !== 's' && kind !== 'u') || !Number.isInteger(id)) return this.clear();
    for (const [hash, { user }] of this.entries) {
      if (kind === 's' ? user.sessionId === id : user.id === id) this.entries.delete(hash);
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  up(): void {
    this.clear();
    this.listening = true;
  }

  down(): void {
    this.listening = false;
    this.clear();
  }
}
