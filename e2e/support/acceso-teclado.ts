import { expect, type Page } from '@playwright/test';
import { expectPageStart } from './page-start';
import { escribir, tabularAtrasHasta, tabularHasta } from './teclado';

/** Opens /login and signs in with Tab, typing and Enter only; the caller checks where it lands. */
export async function iniciarSesionConTeclado(page: Page, correo: string, clave: string): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await expect(form).toBeVisible();
  await expectPageStart(page);
  await escribir(page, form.getByLabel('Correo electrónico'), correo);
  // The label reads «Contraseña *», and the «Mostrar contraseña» button follows the field.
  await escribir(page, form.getByLabel(/^Contraseña/), clave);
  await tabularHasta(page, form.getByRole('button', { name: 'Iniciar sesión' }));
  await page.keyboard.press('Enter');
}

/**
 * Back to the back office's dashboard from anywhere: at 375 px the app bar has no home link, so up to «Abrir menú»
 * with Shift+Tab, then down the drawer to «Panel».
 */
export async function volverAlPanel(page: Page): Promise<void> {
  await tabularAtrasHasta(page, page.getByRole('button', { name: 'Abrir menú' }));
  await page.keyboard.press('Enter');
  await tabularHasta(page, page.getByRole('menuitem', { name: /^Panel/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectPageStart(page);
}
