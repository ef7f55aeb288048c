// New-build detection (spec §4, §9): the build id compiled into this bundle is compared hourly with the
// server's latest build; when they differ, the next in-app navigation becomes a full page load.
import { BUILD_CHECK_INTERVAL_MS } from '../constants';

export const LATEST_BUILD_URL = '/_builds/latest.json';

/** The id of the running bundle; tests and tools without the Vite define get 'desarrollo'. */
export function currentBuildId(): string {
  return typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'desarrollo';
}

export interface BuildWatcherOptions {
  currentId?: string;
  intervalMs?: number;
  url?: string;
  fetch?: typeof fetch;
  /** Full navigation; window.location.assign by default. */
  assign?: (path: string) => void;
  onNewBuild?: (id: string) => void;
}

export interface BuildWatcher {
  start: () => void;
  stop: () => void;
  /** Asks the server for its latest build; true when a reload is pending. */
  check: () => Promise<boolean>;
  readonly reloadPending: boolean;
  /** Call on each in-app navigation: loads nextPath in full when a new build exists (answers true then). */
  reloadIfStale: (nextPath: string) => boolean;
}

export function createBuildWatcher(options: BuildWatcherOptions = {}): BuildWatcher {
  const currentId = options.currentId ?? currentBuildId();
  const intervalMs = options.intervalMs ?? BUILD_CHECK_INTERVAL_MS;
  const url = options.url ?? LATEST_BUILD_URL;
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const assign = options.assign ?? ((path: string) => window.location.assign(path));
  let timer: ReturnType<typeof setInterval> | undefined;
  let pending = false;

  const check = async () => {
    if (pending) return true;
    try {
      const response = await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
      if (!response.ok) return false;
      const latest = (await response.json()) as { id?: unknown };
      if (typeof latest?.id === 'string' && latest.id !== '' && latest.id !== currentId) {
        pending = true;
        options.onNewBuild?.(latest.id);
      }
    } catch {
      // Offline or mid-deploy: try again at the next interval.
    }
    return pending;
  };

  return {
    start() {
      if (timer === undefined) timer = setInterval(() => void check(), intervalMs);
    },
    stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    },
    check,
    get reloadPending() {
      return pending;
    },
    reloadIfStale(nextPath) {
      if (!pending) return false;
      assign(nextPath);
      return true;
    },
  };
}

/** The one watcher of this page. */
export const buildWatcher = createBuildWatcher();
