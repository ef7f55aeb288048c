// Issue 32: a graduate without a password asks for a one-time link, opens it from the real mail, lands in
// «Mi espacio», stays signed in across a reload and signs out; the used link then opens nothing.
import { test, expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './fixtures';
import { capturas } from './support/capturas';
import { crearEgresado, crearPrograma, token } from './support/egresados';
import { ADMIN, mailUrl } from './support/env';
import { linkTo, waitForMail } from './support/mail';
import { apiLogin, storedToken } from './support/session';

test.use({ storageState: { cookies: [], origins: [] } });

test('un egresado entra a Mi espacio con el enlace que le llega por correo, recarga y cierra la sesión', async ({ page, request, guard }, testInfo) => {
  test.skip(!mailUrl(), 'sin el servidor SMTP de prueba (E2E_BASE_URL apunta a un servidor ajeno)');
  const movil = testInfo.project.name === 'movil';
  const clave = token(testInfo.project.name);
  const correo = `egresada.${clave.toLowerCase()}@correo.mx`;
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const programa = await crearPrograma(request, admin.token, `P${clave}`.slice(0, 10), `Ingeniería Ambiental ${clave}`);
  await crearEgresado(request, admin.token, {
    matricula: `M${clave}`.slice(0, 20), nombre: 'Itzel', apellidoPaterno: 'Cárdenas', apellidoMaterno: 'Ruiz', correo,
    programaId: programa.id, anioEgreso: 2021,
  });

  await page.goto('/egresados/mi-espacio');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi espacio de egresado' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (movil) await capturas(page, testInfo, 'mi-espacio-sin-sesion');
  await page.getByRole('link', { name: 'Pedir enlace de acceso' }).click();

  await expect(page).toHaveURL(/\/egresados\/acceso$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar a Mi espacio de egresado' })).toBeVisible();
  if (movil) await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  if (movil) await capturas(page, testInfo, 'acceso');
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByText('Escriba el correo de su registro de egresado')).toBeVisible();
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(correo.toUpperCase());
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Si el correo está en su registro de egresado' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (movil) await capturas(page, testInfo, 'acceso-enviado');

  const mail = await waitForMail(correo, /Mi espacio de egresado/);
  const enlace = linkTo(mail, '/egresados/mi-espacio?token=');
  expect(new URL(enlace).origin).toBe(new URL(page.url()).origin);

  await page.goto(enlace);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi espacio de egresado' })).toBeVisible();
  await expect(page.getByText('Hola, Itzel Cárdenas Ruiz.')).toBeVisible();
  // The token left the address bar (and the history) as soon as the page read it.
  expect(page.url()).not.toContain('token=');
  await expect(page.getByText(`Ingeniería Ambiental ${clave}`, { exact: false })).toBeVisible();
  await expect(page.getByText('2021', { exact: true })).toBeVisible();
  for (const seccion of ['Mi currículum', 'Mis candidaturas', 'Alertas de empleo']) await expect(page.getByRole('heading', { level: 2, name: seccion })).toBeVisible();
  if (movil) await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  if (movil) await capturas(page, testInfo, 'mi-espacio');

  await page.reload();
  await expect(page.getByText('Hola, Itzel Cárdenas Ruiz.')).toBeVisible();
  const sesion = await storedToken(page);
  expect(sesion).toBeTruthy();
  // The session the link opened reaches no staff route.
  expect((await request.get('/api/egresados', { headers: { authorization: `Bearer ${sesion}` } })).status()).toBe(403);

  // The page's own button (the header has one too).
  await page.getByRole('main').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('link', { name: 'Pedir enlace de acceso' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Pedir enlace de acceso' })).toBeVisible();

  // Used once: the same link now says to ask for a new one. Chromium logs the expected 422.
  guard.allowConsoleErrors(/status of 422/);
  await page.goto(enlace);
  await expect(page.getByRole('alert')).toContainText('Pida un enlace nuevo');
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible();
  expect(page.url()).not.toContain('token=');
});
