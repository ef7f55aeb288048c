import { expect, type Locator, type Page } from '@playwright/test';

/** The back office's main menu; on a phone it lives in a drawer that the app bar button opens. */
export async function adminMenu(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: 'Abrir menú' });
  const menu = page.getByRole('menu', { name: 'Menú principal' }).or(page.getByRole('navigation', { name: 'Menú principal' }));
  // Wait for the app bar first: right after sign-in neither the toggle nor the menu may be rendered yet.
  await expect(toggle.or(menu.first()).first()).toBeVisible();
  if (!(await menu.first().isVisible())) await toggle.click();
  await expect(menu.first()).toBeVisible();
  return menu.first();
}
