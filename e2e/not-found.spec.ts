import { test, expect } from './fixtures';

test('una dirección desconocida responde 404 con su página', async ({ page, guard }) => {
  // Chromium reports the document's own 404 status as a console error.
  guard.allowConsoleErrors(/status of 404/);
  const path = '/esta-pagina/no-existe';
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByText(path, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Página no encontrada · Plataforma Universitaria');
  await page.getByRole('link', { name: 'Ir al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('una ruta de la API que no existe responde 404 en JSON', async ({ request }) => {
  const response = await request.get('/api/no-existe');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toHaveProperty('message');
});
