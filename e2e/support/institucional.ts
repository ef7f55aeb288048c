import { expect, type Page } from '@playwright/test';

/** The «cuenta institucional» button on /login, the local OpenID provider's own login form (e2e/run.ts starts it), and back. */
export async function entrarComo(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Entrar con la cuenta institucional' }).click();
  await expect(page).toHaveURL(new RegExp(`^${process.env.E2E_OIDC_URL}/interaction/`));
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('la-del-proveedor');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}
