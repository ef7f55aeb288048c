import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle, matchRoute } from '../routes';
import { buildWatcher as defaultWatcher, type BuildWatcher } from './build-watcher';
import { trackPageViewWhenIdle } from './page-views';
import { useDocumentTitle } from './use-document-title';
import { usePageStart } from './use-page-start';

export const NOT_FOUND_ROUTE = '*';

interface NavigationEffectsOptions {
  /** Match the developer pages too (import.meta.env.DEV). */
  includeDev: boolean;
  /** Poll for new builds (off in development, where there is no build file). */
  watchBuilds?: boolean;
  watcher?: BuildWatcher;
  track?: (route: string, path: string) => void;
}

/** What every navigation does in both apps: the title, the page start, a first-party page view and the new-build reload. */
export function useNavigationEffects({ includeDev, watchBuilds = true, watcher = defaultWatcher, track = trackPageViewWhenIdle }: NavigationEffectsOptions) {
  const location = useLocation();
  const route = matchRoute(location.pathname, includeDev);
  // Keyed by location so StrictMode's double effects never count one visit twice.
  const handledKey = useRef<string | null>(null);
  // List filters, sorting and paging change only the query string: one page, one view.
  const trackedPath = useRef<string | null>(null);

  useDocumentTitle(documentTitle(route));
  usePageStart();
  // Loaded after the first paint: tables arrive with data, never in a page's first bytes (the 150 KB budget).
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./scrollable-regions').then(({ watchScrollableRegions }) => {
      if (!gone) stop = watchScrollableRegions();
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);

  useEffect(() => {
    if (!watchBuilds) return;
    watcher.start();
    return () => watcher.stop();
  }, [watchBuilds, watcher]);

  useEffect(() => {
    if (handledKey.current === location.key) return;
    const isNavigation = handledKey.current !== null;
    handledKey.current = location.key;
    if (isNavigation && watcher.reloadIfStale(`${location.pathname}${location.search}${location.hash}`)) return;
    if (trackedPath.current === location.pathname) return;
    trackedPath.current = location.pathname;
    track(route?.path ?? NOT_FOUND_ROUTE, location.pathname);
  }, [location.key, location.pathname, location.search, location.hash, route?.path, watcher, track]);
}
