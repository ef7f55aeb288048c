import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a lazily loaded page may take to render its heading before focus gives up waiting. */
const HEADING_WAIT_MS = 3000;
/** After this long without an <h1>, the back office's page title in the app bar stands in for it. */
const TITLE_FALLBACK_MS = 500;

function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

/** Focuses the page's heading once it exists, so a screen reader starts reading the new page there. */
export function focusPageHeading(start = Date.now()): () => void {
  let frame = 0;
  const focus = (element: HTMLElement) => {
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
  };
  const attempt = () => {
    const heading = pageHeading();
    if (heading) return focus(heading);
    const waited = Date.now() - start;
    const title = waited >= TITLE_FALLBACK_MS ? document.getElementById('react-admin-title') : null;
    if (title) return focus(title);
    if (waited < HEADING_WAIT_MS) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/**
 * A new page starts at the top with focus on its <h1>. Back and forward (POP) keep what the browser restores,
 * and a change of query string or hash alone (list filters, paging, anchors) is not a new page.
 */
export function usePageStart() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const first = previous.current === null;
    const samePage = previous.current === pathname;
    previous.current = pathname;
    if (first || samePage || navigationType === 'POP' || hash) return;
    window.scrollTo({ top: 0, left: 0 });
    return focusPageHeading();
  }, [pathname, hash, navigationType]);
}
