// A page whose chunk fails to load (usually: a new build removed it) reloads the page once, to fetch the new
// build; a second failure for the same path within RELOAD_GUARD_WINDOW_MS goes to the error boundary instead.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { RELOAD_GUARD_WINDOW_MS } from '../constants';

export const RELOAD_LOG_KEY = 'chunk_reload_log';

export interface ReloadDeps {
  storage?: Storage;
  path?: () => string;
  reload?: () => void;
}

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function readLog(storage: Storage | undefined): Record<string, number> {
  try {
    const parsed = JSON.parse(storage?.getItem(RELOAD_LOG_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

export async function importWithReload<T>(importer: () => Promise<T>, deps: ReloadDeps = {}): Promise<T> {
  try {
    return await importer();
  } catch (error) {
    const storage = deps.storage ?? sessionStore();
    const path = deps.path?.() ?? window.location.pathname;
    const now = Date.now();
    const log = readLog(storage);
    const last = log[path];
    if (last !== undefined && now - last < RELOAD_GUARD_WINDOW_MS) throw error;
    log[path] = now;
    storage?.setItem(RELOAD_LOG_KEY, JSON.stringify(log));
    console.warn(`No se pudo cargar la página ${path}; se recarga para obtener la versión más reciente.`, error);
    (deps.reload ?? (() => window.location.reload()))();
    // Keep the Suspense fallback on screen while the browser reloads.
    return new Promise<T>(() => {});
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- same constraint as React.lazy itself
export function lazyWithReload<T extends ComponentType<any>>(
  importer: () => Promise<{ default: T }>,
  deps?: ReloadDeps,
): LazyExoticComponent<T> {
  return lazy(() => importWithReload(importer, deps));
}
