import { test, expect } from './fixtures';
import { ADMIN } from './support/env';
import { fillLoginForm } from './support/session';

test.use({ storageState: { cookies: [], origins: [] } });

test('una contraseña incorrecta muestra el error en español junto al campo', async ({ page, guard }) => {
  // Chromium logs every 4xx answer to fetch; this one is the expected rejection.
  guard.allowConsoleErrors(/status of 422/);
  await page.goto('/login');
  await expect(page).toHaveTitle('Iniciar sesión · Plataforma Universitaria');
  await fillLoginForm(page, ADMIN.email, 'no-es-la-contraseña');

  const email = page.getByRole('textbox', { name: 'Correo electrónico' });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Estas credenciales no coinciden con nuestros registros.');
  await expect(email).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('con las credenciales correctas llega al panel', async ({ page }) => {
  await page.goto('/login');
  await fillLoginForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /Ada/ })).toBeVisible();
  await expect(page).toHaveTitle('Panel · Plataforma Universitaria');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toMatch(/.{20,}/);
});

test('los campos vacíos se señalan sin llamar al servidor', async ({ page }) => {
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/login')) calls++;
  });
  await page.goto('/login');
  await page.getByRole('form', { name: 'Iniciar sesión' }).getByRole('button', { name: 'Iniciar sesión' }).click();
  const email = page.getByRole('textbox', { name: 'Correo electrónico' });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  expect(calls).toBe(0);
});
