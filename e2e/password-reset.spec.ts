import { test, expect } from './fixtures';
import { ADMIN, mailUrl } from './support/env';
import { linkTo, waitForMail } from './support/mail';
import { apiLogin, bearer, fillLoginForm, unique } from './support/session';

test.use({ storageState: { cookies: [], origins: [] } });

test('restablecer la contraseña con el enlace que llega por correo', async ({ page, request, guard }, testInfo) => {
  test.skip(!mailUrl(), 'sin el servidor SMTP de prueba (E2E_BASE_URL apunta a un servidor ajeno)');
  test.setTimeout(90_000);
  const email = `${unique('olvido', testInfo.project.name)}@universidad.mx`.toLowerCase();
  const oldPassword = 'Clave-anterior-2024';
  const newPassword = 'Una frase nueva y larga';

  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const created = await request.post('/api/usuarios', {
    headers: bearer(admin.token),
    data: { name: 'Olga Olvido', email, password: oldPassword, roleIds: [] },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page).toHaveURL(/\/recuperar-contrasena$/);
  // The URL changes before the lazily loaded page replaces the sign-in form (a router transition): wait for it.
  await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
  const emailField = page.getByRole('textbox', { name: 'Correo electrónico' });
  await emailField.fill(email);
  await expect(emailField).toHaveValue(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('heading', { name: 'Revise su correo' })).toBeVisible();

  const mail = await waitForMail(email, /Restablecer su contraseña/);
  const link = linkTo(mail, '/restablecer-contrasena?token=');
  expect(new URL(link).origin, 'el enlace apunta a esta plataforma').toBe(new URL(page.url()).origin);

  await page.goto(link);
  await page.getByLabel('Contraseña nueva').fill(newPassword);
  await page.getByLabel('Confirmar contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('heading', { name: 'Contraseña actualizada' })).toBeVisible();

  const oldLogin = await request.post('/api/login', { data: { email, password: oldPassword } });
  expect(oldLogin.status(), 'la contraseña anterior ya no sirve').toBe(422);

  await page.getByRole('link', { name: 'Iniciar sesión' }).last().click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLoginForm(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once; Chromium logs the expected 422 answer.
  guard.allowConsoleErrors(/status of 422/);
  await page.goto(link);
  await page.getByLabel('Contraseña nueva').fill('Otra frase distinta');
  await page.getByLabel('Confirmar contraseña').fill('Otra frase distinta');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('El enlace para restablecer la contraseña no es válido o ya venció')).toBeVisible();
});
