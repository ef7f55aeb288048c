export const INSIGHTS_URL = '/api/insights';

/** First-party page view (route pattern and path, no query string): fire and forget, failures ignored. */
export function trackPageView(route: string, path: string, fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): void {
  try {
    const body = JSON.stringify({ route: route.slice(0, 200), path: path.split(/[?#]/)[0].slice(0, 500) || '/' });
    void fetchImpl(INSIGHTS_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Statistics must never get in the way of the page.
  }
}

/**
 * The page view sent once the browser is idle (within a second at most): the request is not part of the task that
 * shows the page, which a slow phone feels as a frozen screen. keepalive still delivers it if the visitor leaves.
 */
export function trackPageViewWhenIdle(route: string, path: string, schedule: (send: () => void) => void = whenIdle): void {
  schedule(() => trackPageView(route, path));
}

function whenIdle(send: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(send, { timeout: 1000 });
  else setTimeout(send, 0);
}

/**
 * The public site's page view: a prerendered page whose app was deferred has had its view sent by the inline guard
 * (server/shell/prerender.ts), which marks the root with `data-vista` = the path. The app's first view of that same
 * path is then not sent again; the mark is removed so later visits to it count.
 */
export function trackPageViewUnlessSent(route: string, path: string, send: (route: string, path: string) => void = trackPageViewWhenIdle): void {
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  const sent = root?.dataset.vista;
  if (root && sent !== undefined) delete root.dataset.vista;
  if (sent === path) return;
  send(route, path);
}
