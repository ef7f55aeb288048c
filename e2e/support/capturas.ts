import type { Page, TestInfo } from '@playwright/test';

/** The page as it is, at 375 and 1280 px, light and dark, for a person to look at; then back to its own size. */
export async function capturas(p: Page, testInfo: TestInfo, nombre: string): Promise<void> {
  const original = p.viewportSize();
  for (const [ancho, alto] of [[375, 812], [1280, 900]]) {
    await p.setViewportSize({ width: ancho, height: alto });
    for (const esquema of ['light', 'dark'] as const) {
      await p.emulateMedia({ colorScheme: esquema });
      await p.screenshot({ path: testInfo.outputPath(`${nombre}-${ancho}-${esquema}.png`), fullPage: true });
    }
  }
  await p.emulateMedia({ colorScheme: 'light' });
  if (original) await p.setViewportSize(original);
}

/** The page at its current size, light and dark: for a state a resize could undo (an open dialog in the back office). */
export async function capturasEnAmbosModos(p: Page, testInfo: TestInfo, nombre: string): Promise<void> {
  const ancho = p.viewportSize()?.width ?? 0;
  for (const esquema of ['light', 'dark'] as const) {
    await p.emulateMedia({ colorScheme: esquema });
    await p.screenshot({ path: testInfo.outputPath(`${nombre}-${ancho}-${esquema}.png`), fullPage: true });
  }
  await p.emulateMedia({ colorScheme: 'light' });
}
