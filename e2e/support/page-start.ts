import { expect, type Page } from '@playwright/test';

/** A page reached by a navigation starts at the top, with focus on its <h1> (issue 20, item 5). */
export async function expectPageStart(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { message: 'foco en el h1' }).toBe('H1');
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'la página empieza arriba' }).toBe(0);
}
