import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyWithReload } from '../../../shared/app/lazy-with-reload';

/**
 * A screen (a resource's list, show, edit or create view, or a custom page) that loads as its own chunk the first
 * time it is shown, so the entry keeps only the frame, the providers and the Spanish catalog. While it loads,
 * react-admin's Layout shows its Suspense fallback inside the content column: menu and app bar stay in place.
 * After a deploy, a chunk that no longer exists reloads the page once (lazyWithReload).
 *
 * `lazyScreen(() => import('./EgresadoList'), 'EgresadoList')`: always a dynamic import here, never a static one
 * elsewhere, or the screen's code ends up in another chunk (server/shell/first-load.budget.test.ts checks it).
 */
const loaders: Array<() => Promise<unknown>> = [];

/**
 * Loads every screen declared so far. For component tests that mount the whole app (test/renderAdmin.tsx): the
 * screens' modules are then imported before the tests run, not inside a test's wait for the screen to appear.
 */
export const preloadScreens = () => Promise.all(loaders.map((load) => load()));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- same constraint as React.lazy itself
export function lazyScreen<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  loaders.push(load);
  return lazyWithReload(() => load().then((module) => ({ default: module[name] })));
}
