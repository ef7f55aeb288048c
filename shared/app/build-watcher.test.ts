import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS } from '../constants';
import { LATEST_BUILD_URL, createBuildWatcher, currentBuildId } from './build-watcher';

const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

function setup(fetchImpl: typeof fetch) {
  const assign = vi.fn();
  const onNewBuild = vi.fn();
  const watcher = createBuildWatcher({ currentId: 'build-a', fetch: fetchImpl, assign, onNewBuild });
  return { watcher, assign, onNewBuild };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('buildWatcher', () => {
  it('checks /_builds/latest.json every hour, not before', async () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
    const fetchImpl = vi.fn(() => answer({ id: 'build-a' }));
    const { watcher } = setup(fetchImpl as unknown as typeof fetch);
    watcher.start();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(fetchImpl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(LATEST_BUILD_URL, expect.objectContaining({ cache: 'no-store' }));
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    watcher.stop();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('same build: navigation stays in the app', async () => {
    const { watcher, assign } = setup((() => answer({ id: 'build-a' })) as unknown as typeof fetch);
    watcher.start();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(watcher.reloadPending).toBe(false);
    expect(watcher.reloadIfStale('/login')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('new build: the next navigation is a full page load of the next path', async () => {
    const { watcher, assign, onNewBuild } = setup((() => answer({ id: 'build-b', timestamp: 1 })) as unknown as typeof fetch);
    watcher.start();
    expect(watcher.reloadIfStale('/login')).toBe(false);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(watcher.reloadPending).toBe(true);
    expect(onNewBuild).toHaveBeenCalledWith('build-b');
    expect(assign).not.toHaveBeenCalled();
    expect(watcher.reloadIfStale('/recuperar-contrasena?x=1')).toBe(true);
    expect(assign).toHaveBeenCalledWith('/recuperar-contrasena?x=1');
  });

  it('ignores network errors, error answers and bodies without an id', async () => {
    for (const fetchImpl of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => answer({ message: 'x' }, 503),
      () => Promise.resolve(new Response('<html>', { status: 200 })),
      () => answer({ version: 2 }),
    ]) {
      const { watcher } = setup(fetchImpl as unknown as typeof fetch);
      await expect(watcher.check()).resolves.toBe(false);
      expect(watcher.reloadIfStale('/')).toBe(false);
    }
  });

  it('without the Vite define the running build is "desarrollo"', () => {
    expect(currentBuildId()).toBe('desarrollo');
  });
});
