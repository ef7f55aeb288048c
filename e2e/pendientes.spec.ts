import { test, expect, expectNoSeriousA11yViolations, expectNoHorizontalOverflow } from './fixtures';
import { ADMIN } from './support/env';
import { expectPageStart } from './support/page-start';
import { apiLogin, bearer } from './support/session';

// Issue 20, item 7: the staff home is a to-do list drawn from the server's queues. Each queue is reached from the
// dashboard by keyboard only, lands at the top of its list with the focus on the heading, and the list holds as
// many rows as the dashboard counted.

interface Pendiente {
  clave: string;
  cantidad: number;
  enlace: string;
}

test('el personal abre cada cola de pendientes desde el panel, con el teclado', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const res = await request.get('/api/pendientes', { headers: bearer(admin.token) });
  expect(res.status()).toBe(200);
  const { pendientes } = (await res.json()) as { pendientes: Pendiente[] };
  expect(pendientes.map((p) => p.clave)).toContain('ss.instituciones_por_validar');
  const cantidad = async (clave: string) => {
    const { pendientes: ahora } = (await (await request.get('/api/pendientes', { headers: bearer(admin.token) })).json()) as { pendientes: Pendiente[] };
    return ahora.find((q) => q.clave === clave)?.cantidad ?? 0;
  };

  await page.goto('/dashboard');
  await expectPageStart(page);
  const lista = page.getByRole('region', { name: 'Pendientes' });
  await expect(lista.getByRole('link')).toHaveCount(pendientes.length);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `.tmp/shots/pendientes-panel-${testInfo.project.name}.png`, fullPage: true });

  for (const p of pendientes) {
    const enlace = lista.locator(`a[href="${p.enlace}"]`);
    await enlace.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === p.enlace.split('?')[0]);
    await expectPageStart(page);
    // The list behind the link counts what the server's queue counts (react-admin's «1-N de T»). Other specs clear
    // the same queues meanwhile (personal-teclado.spec.ts), so the count is read again, and the list reloaded, until
    // both are taken after the same change.
    let recargar = false;
    await expect(async () => {
      if (recargar) await page.reload();
      recargar = true;
      const ahora = await cantidad(p.clave);
      if (ahora > 0) await expect(page.getByText(new RegExp(`de ${ahora}$`)).first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await page.goBack();
    await expect(lista).toBeVisible();
  }
});
