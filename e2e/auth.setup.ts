import fs from 'node:fs';
import path from 'node:path';
import { test as setup, expect } from './fixtures';
import { ADMIN, AUTH_FILE } from './support/env';
import { signInThroughForm } from './support/session';

// One real sign-in through /login; every spec starts from the saved localStorage (auth_token, auth_user).
setup('el administrador inicia sesión una vez', async ({ page }) => {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(ADMIN.name.split(' ')[0]) })).toBeVisible();
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('auth_token'), user: localStorage.getItem('auth_user') }));
  expect(stored.token).toBeTruthy();
  expect(JSON.parse(stored.user ?? 'null')).toMatchObject({ email: ADMIN.email });
  fs.mkdirSync(path.dirname(AUTH_FILE), { recursive: true });
  await page.context().storageState({ path: AUTH_FILE });
});
