import { expect, type Page } from '@playwright/test';
import { expectPageStart } from './page-start';
import { escribir, tabularHasta } from './teclado';

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
