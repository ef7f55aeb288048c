import { test, expect } from './fixtures';

// The reference is the package's own page (swagger-ui), served by the product under its usual CSP: the fixture
// fails the test on a console error (a CSP refusal is one) or on any request to another host.
test('la documentación de la API se abre en /api/docs con sus operaciones', async ({ page }) => {
  await page.goto('/api/docs');
  // The first paint waits for swagger-ui's 1.7 MB bundle to be parsed, slow on the emulated phone of a busy machine.
  await expect(page.getByRole('heading', { name: /Plataforma universitaria: API/ })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle('Documentación de la API · Plataforma universitaria');
  // Areas come closed; opening one shows its operations.
  await page.getByRole('link', { name: 'egresados', exact: true }).click();
  const operacion = page.getByRole('button', { name: 'GET /api/egresados/{id} Consulta egresados › {id}', exact: true });
  await expect(operacion).toBeVisible();
  await operacion.click();
  await expect(page.getByText('El permiso «egresados.ver», con el correo confirmado.')).toBeVisible();
});
