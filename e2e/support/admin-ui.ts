import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The back office's main menu with every area group opened (they start closed unless they hold the current page);
 * on a phone it lives in a drawer that the app bar button opens.
 */
export async function adminMenu(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: 'Abrir menú' });
  const menu = page.getByRole('menu', { name: 'Menú principal' }).or(page.getByRole('navigation', { name: 'Menú principal' }));
  // Wait for the app bar first: right after sign-in neither the toggle nor the menu may be rendered yet.
  await expect(toggle.or(menu.first()).first()).toBeVisible();
  if (!(await menu.first().isVisible())) await toggle.click();
  await expect(menu.first()).toBeVisible();
  // The groups appear once the permissions are known; the user's own areas are at least one.
  const groups = menu.first().locator('[aria-expanded]');
  await expect(groups.first()).toBeVisible();
  const closed = menu.first().locator('[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  return menu.first();
}
