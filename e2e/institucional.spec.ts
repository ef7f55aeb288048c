import fs from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations, expectNoHorizontalOverflow } from './fixtures';
import { ADMIN } from './support/env';
import { apiLogin, bearer } from './support/session';
import { crearCarrera, curpAleatoria } from './support/servicio-social';
import { expectPageStart } from './support/page-start';
import { entrarComo } from './support/institucional';

// Issue 23: the institution's account, through a real OpenID Connect provider the runner starts on this machine.
test.use({ storageState: { cookies: [], origins: [] } });

const CAPTURAS = '.tmp/e2e/capturas';

async function captura(page: Page, info: TestInfo, nombre: string) {
  fs.mkdirSync(CAPTURAS, { recursive: true });
  for (const esquema of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: esquema });
    await page.screenshot({ path: `${CAPTURAS}/${nombre}-${info.project.name}-${esquema}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const correo = (info: TestInfo, quien: string, dominio: string) =>
  `${quien}.${info.project.name}${Date.now().toString(36)}@${dominio}`;

test('el botón de la cuenta institucional lleva al proveedor y regresa con sesión; el personal nuevo ve que le falta un rol', async ({ page }, info) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Entrar con la cuenta institucional' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Iniciar sesión' }).getByLabel('Correo electrónico')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await captura(page, info, 'login-institucional');

  await entrarComo(page, correo(info, 'nuevo.personal', 'universidad.mx'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Pida a un administrador que le asigne un rol')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toMatch(/.{20,}/);
  // The token never sat in a URL of the history.
  expect(page.url()).not.toContain('token');
});

test('un estudiante entra por primera vez y completa su perfil con nombre y correo del proveedor', async ({ page, request }, info) => {
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const carrera = `Ingeniería Institucional ${info.project.name} ${Date.now().toString(36)}`;
  await crearCarrera(request, admin.token, carrera);
  const email = correo(info, 'sofia.hernandez', 'alumnos.universidad.mx');

  await entrarComo(page, email);
  await expect(page).toHaveURL(/\/servicio-social\/estudiantes\/completar-perfil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete su perfil de servicio social' })).toBeVisible();
  await expectPageStart(page);
  await expect(page.getByLabel('Correo institucional')).toHaveValue(email);
  await expect(page.getByLabel('Correo institucional')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Nombre(s)')).toHaveValue('Sofia');
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await captura(page, info, 'completar-perfil');

  await page.getByLabel(/^CURP/).fill(curpAleatoria());
  await page.getByLabel(/^Teléfono celular/).fill('3312345678');
  await page.getByLabel(/^Matrícula/).fill(`I${Date.now().toString(36).toUpperCase()}${info.project.name.length}`);
  await page.getByLabel(/^Nivel de estudios/).selectOption({ label: 'Licenciatura' });
  await page.getByLabel(/^Programa/).selectOption({ label: carrera });
  await page.getByLabel(/^Semestre que cursa/).fill('7');
  await page.getByLabel(/^Porcentaje de créditos/).fill('75');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Guardar mi perfil' }).click();
  await expect(page).toHaveURL(/\/servicio-social\/estudiantes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Sofia' })).toBeVisible();
});

test('un dominio que no está en la lista vuelve a /login con el mensaje en la página', async ({ page }, info) => {
  await entrarComo(page, correo(info, 'alguien', 'otra-universidad.mx'));
  await expect(page).toHaveURL(/\/login\?error=dominio$/);
  await expect(page.getByRole('alert')).toHaveText('Su cuenta institucional es de un dominio que no tiene acceso a esta plataforma.');
  // The password form is still there.
  await expect(page.getByRole('form', { name: 'Iniciar sesión' })).toBeVisible();
  await captura(page, info, 'login-rechazo');
});

test('una cuenta del personal que ya existe se vincula por su correo; si se desactiva, la siguiente entrada se rechaza', async ({ page, request, newContext }, info) => {
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const email = correo(info, 'paula.rios', 'universidad.mx');
  const creado = await request.post('/api/usuarios', {
    headers: bearer(admin.token),
    data: { name: 'Paula Ríos', email, password: 'Una-clave-de-paula-7', roleIds: [], activo: true },
  });
  expect(creado.status(), await creado.text()).toBe(201);
  const usuario = await creado.json();

  await entrarComo(page, email);
  // The back office is the other app: a full load, slow on a busy machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const yo = await request.get('/api/user', { headers: bearer(token!) });
  expect((await yo.json()).id, 'la misma cuenta, no una nueva').toBe(usuario.id);
  // Disabling ends her sessions: the open panel would be told so (401) on its next check.
  await page.close();

  const baja = await request.put(`/api/usuarios/${usuario.id}`, {
    headers: bearer(admin.token),
    data: { name: 'Paula Ríos', email, roleIds: [], activo: false },
  });
  expect(baja.status(), await baja.text()).toBe(200);
  const otra = await (await newContext()).newPage();
  await entrarComo(otra, email);
  await expect(otra).toHaveURL(/\/login\?error=desactivada$/);
  await expect(otra.getByRole('alert')).toHaveText('Esta cuenta está desactivada. Comuníquese con la administración.');
  await expectNoSeriousA11yViolations(otra);
});
