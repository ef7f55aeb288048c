import { test, expect } from './fixtures';
import { ADMIN } from './support/env';
import { adminMenu } from './support/admin-ui';
import { bearer, signInThroughForm, storedToken } from './support/session';

// Its own session (not the shared admin one): the test ends it on the server.
test('un token revocado en el servidor cierra la sesión y vuelve a /login', async ({ newContext, request, guard }) => {
  guard.allowConsoleErrors(/status of 401/);
  const context = await newContext();
  const page = await context.newPage();
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  // Settled first, so that the 401 comes from the navigation below and not from the dashboard's own loading.
  await expect(page.getByRole('heading', { level: 1, name: /Ada/ })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const menu = await adminMenu(page);
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  const logout = await request.post('/api/logout', { headers: bearer(token!) });
  expect(logout.status()).toBe(204);

  // A navigation inside the running app: its next API call gets 401.
  await menu.getByRole('menuitem', { name: 'Usuarios' }).first().click();
  await expect(page).toHaveURL(/\/login(\?.*)?$/);
  await expect(page.getByRole('form', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('auth_user'))).toBeNull();
});
