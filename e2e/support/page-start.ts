import { expect, type Page } from '@playwright/test';

/**
 * A page reached by a navigation starts at the top, with focus on its level-one heading (issue 20, item 5): the
 * screen's <h1>, or the back office's title in the app bar when the screen has none (a role, not a tag, there).
 */
export async function expectPageStart(page: Page): Promise<void> {
  const nivelDelFoco = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      if (!el) return null;
      if (el.tagName === 'H1') return 1;
      return el.getAttribute('role') === 'heading' ? Number(el.getAttribute('aria-level')) : null;
    });
  await expect.poll(nivelDelFoco, { message: 'foco en el encabezado de nivel 1' }).toBe(1);
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'la página empieza arriba' }).toBe(0);
}
