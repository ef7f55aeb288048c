export { buildWatcher, createBuildWatcher, currentBuildId, LATEST_BUILD_URL, type BuildWatcher, type BuildWatcherOptions } from './build-watcher';
export { lazyWithReload, importWithReload, RELOAD_LOG_KEY, type ReloadDeps } from './lazy-with-reload';
export { RootErrorBoundary, DefaultErrorFallback, errorStatus, type ErrorFallbackProps } from './RootErrorBoundary';
export { trackPageView, INSIGHTS_URL } from './page-views';
export { useDocumentTitle } from './use-document-title';
export { useNavigationEffects, NOT_FOUND_ROUTE } from './use-navigation-effects';
export { usePageStart, focusPageHeading } from './use-page-start';
