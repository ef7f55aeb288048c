import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_WINDOW_MS } from '../constants';
import { RELOAD_LOG_KEY, importWithReload } from './lazy-with-reload';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

const chunkError = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

let storage: MemoryStorage;
let reload: ReturnType<typeof vi.fn<() => void>>;
let path: string;
const deps = () => ({ storage: storage as unknown as Storage, reload, path: () => path });
const settled = async (p: Promise<unknown>) => {
  let state = 'pending';
  p.then(() => (state = 'resolved'), () => (state = 'rejected'));
  await vi.advanceTimersByTimeAsync(0);
  return state;
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  storage = new MemoryStorage();
  reload = vi.fn<() => void>();
  path = '/login';
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('lazyWithReload', () => {
  it('passes a loaded module through', async () => {
    const mod = { default: () => null };
    await expect(importWithReload(() => Promise.resolve(mod), deps())).resolves.toBe(mod);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page on the first failure and keeps waiting (no error shown)', async () => {
    expect(await settled(importWithReload(chunkError, deps()))).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(RELOAD_LOG_KEY)!)).toEqual({ '/login': Date.now() });
  });

  it(`fails to the error boundary when the same path failed less than ${RELOAD_GUARD_WINDOW_MS} ms ago`, async () => {
    expect(RELOAD_GUARD_WINDOW_MS).toBe(10_000);
    await settled(importWithReload(chunkError, deps()));
    vi.advanceTimersByTime(RELOAD_GUARD_WINDOW_MS - 1);
    await expect(importWithReload(chunkError, deps())).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the window has passed', async () => {
    await settled(importWithReload(chunkError, deps()));
    vi.advanceTimersByTime(RELOAD_GUARD_WINDOW_MS);
    expect(await settled(importWithReload(chunkError, deps()))).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('counts each path on its own', async () => {
    await settled(importWithReload(chunkError, deps()));
    path = '/recuperar-contrasena';
    expect(await settled(importWithReload(chunkError, deps()))).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('survives a corrupt log in sessionStorage', async () => {
    storage.setItem(RELOAD_LOG_KEY, '{roto');
    expect(await settled(importWithReload(chunkError, deps()))).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
