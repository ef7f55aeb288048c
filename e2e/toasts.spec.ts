import { test, expect } from './fixtures';
import { ADMIN } from './support/env';
import { apiLogin, storeSession } from './support/session';
import type { Locator, Page } from '@playwright/test';

const GAP = 16;

function region(page: Page): Locator {
  return page.getByRole('region', { name: 'Notificaciones (F8)' });
}

async function expectBottomRight(page: Page, toast: Locator) {
  const box = await toast.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, 'el aviso tiene caja').not.toBeNull();
  expect(Math.abs(viewport.width - (box!.x + box!.width) - GAP), 'margen derecho de 16 px').toBeLessThanOrEqual(1.5);
  expect(Math.abs(viewport.height - (box!.y + box!.height) - GAP), 'margen inferior de 16 px').toBeLessThanOrEqual(1.5);
}

test.use({ storageState: { cookies: [], origins: [] } });

// A session of its own: signing out revokes it on the server.
test('al cerrar sesión aparece «Sesión cerrada» abajo a la derecha y se va sola a los 5 s', async ({ page, request, isMobile }) => {
  await storeSession(page, await apiLogin(request, ADMIN.email, ADMIN.password));
  await page.goto('/');
  if (isMobile) await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  // Keep the pointer off the toasts: hovering them pauses the clock.
  await page.mouse.move(1, 1);

  const toast = region(page).getByRole('listitem').filter({ hasText: 'Sesión cerrada' });
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/login$/);
  await expectBottomRight(page, toast);

  await expect(toast).toBeHidden({ timeout: 9_000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor, 'duración visible (ms)').toBeGreaterThan(4_000);
  expect(shownFor, 'duración visible (ms)').toBeLessThan(7_500);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('F8 lleva el foco a las notificaciones y el aviso espera mientras lo tienen', async ({ page }) => {
  await page.goto('/recuperar-contrasena');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('nadie@universidad.mx');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await page.mouse.move(1, 1);

  const toast = region(page).getByRole('listitem').filter({ hasText: 'Solicitud enviada' });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Si el correo está registrado' })).toBeVisible();

  await page.keyboard.press('F8');
  await expect(region(page)).toBeFocused();
  // Past its 5 s the toast is still there: focus inside the region pauses it.
  await page.waitForTimeout(6_000);
  await expect(toast).toBeVisible();

  await page.getByRole('link', { name: 'Volver a iniciar sesión' }).focus();
  await expect(toast).toBeHidden({ timeout: 8_000 });
});
