import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Whether `destino` or something inside it has the focus. Hidden for now (the back office's app bar slides away while
 * a phone's page scrolls down, and back when it scrolls up), it has not: the next key press moves on.
 */
const tieneElFoco = (destino: Locator) =>
  destino.evaluate((el) => el === document.activeElement || el.contains(document.activeElement), undefined, { timeout: 1000 }).catch(() => false);

/**
 * Moves the focus forward with Tab, as a keyboard user would, until `destino` has it. Fails when it is not reached
 * within `maximo` presses: the element is then not in the tab order, or it is far behind where the person is.
 */
export async function tabularHasta(page: Page, destino: Locator, maximo = 60): Promise<void> {
  // Absent, it would make each check below wait for it until the test's timeout.
  await expect(destino, `${destino} está en la página`).toBeAttached();
  for (let i = 0; i < maximo; i++) {
    if (await tieneElFoco(destino)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`No se llegó con Tab a ${destino} en ${maximo} pulsaciones`);
}

/** The same backwards, with Shift+Tab: for what sits above the focus, such as the app bar's links. */
export async function tabularAtrasHasta(page: Page, destino: Locator, maximo = 60): Promise<void> {
  await expect(destino, `${destino} está en la página`).toBeAttached();
  for (let i = 0; i < maximo; i++) {
    if (await tieneElFoco(destino)) return;
    await page.keyboard.press('Shift+Tab');
  }
  throw new Error(`No se llegó con Shift+Tab a ${destino} en ${maximo} pulsaciones`);
}

/** Tabs to a text field and types into it. */
export async function escribir(page: Page, campo: Locator, texto: string): Promise<void> {
  await tabularHasta(page, campo);
  await page.keyboard.type(texto);
  await expect(campo).toHaveValue(texto);
}

/** Tabs to a native select and moves through its options with the arrow keys until `opcion` is chosen. */
export async function elegir(page: Page, campo: Locator, opcion: string): Promise<void> {
  await tabularHasta(page, campo);
  const total = await campo.locator('option').count();
  for (let i = 0; i <= total; i++) {
    const elegida = await campo.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? '');
    if (elegida === opcion) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`La opción «${opcion}» no se pudo elegir con las flechas en ${campo}`);
}

/**
 * Tabs to an MUI select (a combobox whose options open in a listbox), opens it with Enter, moves down to `opcion`
 * with the arrow keys and picks it with Enter; the focus is back on the select.
 */
export async function elegirEnLista(page: Page, campo: Locator, opcion: string, maximo = 20): Promise<void> {
  await tabularHasta(page, campo);
  await page.keyboard.press('Enter');
  const destino = page.getByRole('listbox').getByRole('option', { name: opcion, exact: true });
  await expect(destino).toBeVisible();
  for (let i = 0; i < maximo && !(await destino.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await expect(destino).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(campo).toHaveText(opcion);
}

/** Tabs to a checkbox or radio and presses Space. */
export async function marcar(page: Page, casilla: Locator): Promise<void> {
  await tabularHasta(page, casilla);
  await page.keyboard.press('Space');
  await expect(casilla).toBeChecked();
}

/** Tabs into a radio group (its one tab stop) and moves with the arrow keys until `radio` is checked. */
export async function elegirRadio(page: Page, radio: Locator, maximo = 10): Promise<void> {
  const nombre = await radio.getAttribute('name');
  for (let i = 0; i < 60; i++) {
    const enGrupo = await page.evaluate((n) => {
      const el = document.activeElement as HTMLInputElement | null;
      return el?.type === 'radio' && el.name === n;
    }, nombre);
    if (enGrupo) break;
    await page.keyboard.press('Tab');
  }
  for (let i = 0; i < maximo; i++) {
    if (await radio.isChecked()) return;
    // Tab lands on an unchecked group's first radio without checking it: Space does, the arrows move on.
    const enfocado = await radio.evaluate((el) => el === document.activeElement);
    await page.keyboard.press(enfocado ? 'Space' : 'ArrowDown');
  }
  await expect(radio).toBeChecked();
}

/** Tabs to a file input, opens the picker with Enter and chooses a file there, as a keyboard user does. */
export async function adjuntar(page: Page, campo: Locator, archivo: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await tabularHasta(page, campo);
  // Chromium, once in CI under load, let an Enter on the focused input pass without a picker: a person presses the
  // key again, and so does this (Space the second time, the other key that opens it).
  for (const tecla of ['Enter', 'Space', 'Enter']) {
    const selector = page.waitForEvent('filechooser', { timeout: 10_000 }).catch(() => null);
    await page.keyboard.press(tecla);
    const elegido = await selector;
    if (elegido) return elegido.setFiles(archivo);
    await expect(campo).toBeFocused();
  }
  throw new Error(`${campo} no abrió el selector de archivos con Enter ni con Espacio`);
}

/** What has the focus, as a person would name it: its accessible label or its text («<body>» when nothing has). */
export async function enfocado(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const etiqueta = el.getAttribute('aria-label') ?? el.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    return `${el.tagName.toLowerCase()}: ${(etiqueta || el.textContent || '').trim()}`;
  });
}
