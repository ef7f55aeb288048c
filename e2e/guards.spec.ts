import { test, expect } from './fixtures';

test.describe('sin sesión', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const path of ['/dashboard', '/egresados/usuarios']) {
    test(`${path} lleva a /login`, async ({ page }) => {
      let navigations = 0;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations++;
      });
      await page.goto(path);
      await expect(page).toHaveURL(/\/login(\?.*)?$/);
      await expect(page.getByRole('form', { name: 'Iniciar sesión' })).toBeVisible();
      // One hop to the sign-in page, not a redirect that repeats until the browser gives way.
      expect(navigations, 'navegaciones hasta /login').toBeLessThanOrEqual(6);
    });
  }
});

test.describe('con sesión', () => {
  test('/login lleva al panel', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /Ada/ })).toBeVisible();
  });
});
