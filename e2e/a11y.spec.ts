import { test, expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './fixtures';
import { ADMIN } from './support/env';
import { apiLogin, bearer, unique } from './support/session';

// Each page: no serious WCAG violation, and nothing wider than the screen (375 px in the phone project).

test.describe('páginas públicas', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('inicio', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
  });

  test('inicio de sesión', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('form', { name: 'Iniciar sesión' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
  });
});

test.describe('administración', () => {
  test('panel', async ({ page, request }, testInfo) => {
    // A change of our own, so the recent-changes list is on the page whatever ran before.
    const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
    const created = await request.post('/api/roles', {
      headers: bearer(admin.token),
      data: { nombre: unique('Revisión de accesibilidad', testInfo.project.name), descripcion: '', area: 'egresados', activo: true, permisoIds: [] },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /Ada/ })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText('Cambios recientes')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
  });

  test('lista de usuarios', async ({ page }) => {
    await page.goto('/egresados/usuarios');
    await expect(page.getByText(ADMIN.email).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
  });
});
