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
