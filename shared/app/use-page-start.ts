import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * How long a lazily loaded page may take to render its heading before focus gives up waiting. Generous: on a slow
 * machine a page's chunk and its first data can take seconds, and waiting costs nothing once the person has moved the
 * focus themselves (then the wait stops).
 */
const HEADING_WAIT_MS = 10_000;
/** After this long without an <h1>, the back office's page title in the app bar stands in for it. */
const TITLE_FALLBACK_MS = 500;

function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

/** Focuses the page's heading once it exists, so a screen reader starts reading the new page there. */
export function focusPageHeading(start = Date.now()): () => void {
  let frame = 0;
  const before = document.activeElement;
  const focus = (element: HTMLElement) => {
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
  };
  const attempt = () => {
    // The person already put the focus somewhere (a field, a link): the page is theirs, not ours to move.
    const now = document.activeElement;
    if (now && now !== document.body && now !== before) return;
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
 * A new page starts at the top with focus on its <h1>, the first one too. Back and forward (POP) keep what the browser restores,
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
    if (hash || samePage) return;
    // A page opened by a full load (a link from mail, a typed address) also starts on its heading, unless something
    // on it already took the focus; the browser has put it at the top.
    if (first) return document.activeElement === document.body || !document.activeElement ? focusPageHeading() : undefined;
    if (navigationType === 'POP') return;
    window.scrollTo({ top: 0, left: 0 });
    return focusPageHeading();
  }, [pathname, hash, navigationType]);
}
