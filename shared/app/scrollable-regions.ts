// A table wider than the screen scrolls sideways; a keyboard user can only scroll what takes focus, and a screen
// reader should hear what the region holds (WCAG 2.1.1; axe's scrollable-region-focusable).

const CONTAINERS = '.RaDataTable-tableWrapper, .MuiTableContainer-root, [data-scroll-region]';
const MARK = 'data-region-desplazable';

function nameFor(element: HTMLElement): string {
  const caption = element.querySelector('caption')?.textContent?.trim();
  const labelled = element.querySelector('table')?.getAttribute('aria-label');
  const heading = document.querySelector('main h1, h1')?.textContent?.trim();
  return `Tabla desplazable: ${caption || labelled || heading || document.title.split(' · ')[0]}`;
}

/** Makes each sideways-scrolling table a focusable, named region, and undoes it when it stops scrolling. */
export function markScrollableRegions(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>(CONTAINERS)) {
    const scrolls = element.scrollWidth > element.clientWidth + 1;
    if (scrolls && !element.hasAttribute('tabindex')) {
      element.setAttribute('tabindex', '0');
      element.setAttribute('role', 'region');
      element.setAttribute('aria-label', nameFor(element));
      element.setAttribute(MARK, '');
    } else if (!scrolls && element.hasAttribute(MARK)) {
      for (const attribute of ['tabindex', 'role', 'aria-label', MARK]) element.removeAttribute(attribute);
    }
  }
}

/** Watches the page (new rows, a narrower window) and keeps the tables' regions right; returns the stop function. */
export function watchScrollableRegions(): () => void {
  let frame = 0;
  const schedule = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => markScrollableRegions());
  };
  const mutations = new MutationObserver(schedule);
  mutations.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('resize', schedule);
  schedule();
  return () => {
    cancelAnimationFrame(frame);
    mutations.disconnect();
    window.removeEventListener('resize', schedule);
  };
}
