import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './fixtures';
import { ADMIN, mailUrl } from './support/env';
import { linkTo, waitForMail } from './support/mail';
import { apiLogin, bearer, unique } from './support/session';
import { expectPageStart } from './support/page-start';
import { capturas } from './support/capturas';
import { elegir, escribir, marcar, tabularHasta } from './support/teclado';

// A graduate registers on a phone, confirms the emailed link, and staff see the record verified.

test.use({ storageState: { cookies: [], origins: [] } });

/** A program of its own for this run (the catalog starts with levels only), created as staff would. */
async function crearPrograma(request: APIRequestContext, token: string, nombre: string): Promise<void> {
  const niveles = await request.get('/api/niveles?range=[0,49]', { headers: bearer(token) });
  expect(niveles.status(), await niveles.text()).toBe(200);
  const licenciatura = ((await niveles.json()) as { id: number; nombre: string }[]).find((n) => n.nombre === 'Licenciatura');
  expect(licenciatura, 'el nivel Licenciatura sembrado').toBeDefined();
  const clave = nombre.replace(/[^A-Za-z0-9]/g, '').slice(-18).toUpperCase();
  const created = await request.post('/api/programas', { headers: bearer(token), data: { clave, nombre, nivelId: licenciatura!.id, activo: true } });
  expect(created.status(), await created.text()).toBe(201);
}

async function fillRegistro(page: Page, datos: { matricula: string; correo: string; programa: string }) {
  await page.getByLabel(/^Nombre\(s\)/).fill('Ximena');
  await page.getByLabel(/^Apellido paterno/).fill('Núñez');
  await page.getByLabel(/^Apellido materno/).fill('Ríos');
  await page.getByLabel(/^Sexo/).selectOption({ label: 'Mujer' });
  // The browser's own date field: its value is ISO whatever the display order of the visitor's language.
  const nacimiento = page.getByLabel(/^Fecha de nacimiento/);
  await nacimiento.fill('1997-03-15');
  await expect(nacimiento).toHaveValue('1997-03-15');
  await page.getByLabel(/^Matrícula/).fill(datos.matricula);
  await page.getByLabel(/^Nivel de estudios/).selectOption({ label: 'Licenciatura' });
  await page.getByLabel(/^Programa/).selectOption({ label: datos.programa });
  await page.getByLabel(/^Año de egreso/).fill('2020');
  await page.getByLabel(/^Situación laboral actual/).selectOption({ label: 'Empleado' });
  await page.getByLabel(/^Empresa/).fill('Hospital General');
  await page.getByLabel(/^Correo electrónico/).fill(datos.correo);
  await page.getByLabel(/^Teléfono celular/).fill('55 1234 5678');
  await page.getByLabel(/^Entidad federativa/).selectOption({ label: 'Jalisco' });
  await page.getByRole('checkbox', { name: /acepto el aviso de privacidad/ }).check();
}

test('un egresado se registra en el teléfono, confirma su correo y el personal lo ve verificado', async ({ page, request }, testInfo) => {
  test.skip(!mailUrl(), 'sin el servidor SMTP de prueba (E2E_BASE_URL apunta a un servidor ajeno)');
  test.setTimeout(90_000);
  const id = unique('reg', testInfo.project.name);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const programa = `Licenciatura en Enfermería ${id}`;
  await crearPrograma(request, admin.token, programa);
  const matricula = id.replace(/[^A-Za-z0-9-]/g, '').slice(-30).toUpperCase();
  const correo = `${id}@correo.mx`.toLowerCase();

  await page.goto('/egresados/registro');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de Egresados' })).toBeVisible();
  await expect(page.getByRole('link', { name: /aviso de privacidad integral/ })).toHaveAttribute('target', '_blank');

  // Leaving a field checks it at once with the shared rules.
  await page.getByLabel(/^Teléfono celular/).fill('123');
  await page.getByLabel(/^Teléfono celular/).blur();
  await expect(page.getByText('El teléfono debe tener 10 dígitos')).toBeVisible();

  // Sending it incomplete: a summary at the top takes the focus and links each field to fix (GOV.UK's pattern).
  await page.getByRole('button', { name: 'Enviar registro' }).click();
  const resumen = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: /datos? por corregir/ }) });
  await expect(resumen).toBeFocused();
  await expect(resumen.getByRole('link', { name: 'Teléfono celular: El teléfono debe tener 10 dígitos' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  if (testInfo.project.name === 'escritorio') await capturas(page, testInfo, 'registro-resumen-errores');
  await resumen.getByRole('link', { name: /^Matrícula/ }).click();
  await expect(page.getByLabel(/^Matrícula/)).toBeFocused();

  await fillRegistro(page, { matricula, correo, programa });
  // The field's own message goes as it is fixed; the summary says what was wrong until the next send.
  await expect(page.getByLabel(/^Teléfono celular/)).not.toHaveAttribute('aria-invalid', 'true');
  // From the top: axe counts a field scrolled under the sticky header as a too-small touch target.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Enviar registro' }).click();

  await expect(page).toHaveURL(/\/egresados\/resultado\/exito$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registro exitoso' })).toBeVisible();
  await expectPageStart(page);
  await expect(page.getByText(correo)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);

  const mail = await waitForMail(correo, /Confirme su correo de egresado/);
  await page.goto(linkTo(mail, '/api/email/verify?token='));
  await expect(page).toHaveURL(/\/email\/verified-success\?cuenta=egresado$/);
  await expect(page.getByRole('heading', { name: 'Correo verificado' })).toBeVisible();
  // Graduates have no password: the next step is the update link, never the sign-in page.
  await expect(page.getByText(/No necesita contraseña/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Actualizar mis datos' })).toHaveAttribute('href', '/egresados/actualizacion');
  await expect(page.getByText(/contraseña que eligió/)).toHaveCount(0);

  const list = await request.get(`/api/egresados?filter=${encodeURIComponent(JSON.stringify({ q: matricula }))}`, { headers: bearer(admin.token) });
  expect(list.status(), await list.text()).toBe(200);
  const rows = (await list.json()) as { matricula: string; verificado: boolean; origen: string; programa: string }[];
  expect(rows).toEqual([expect.objectContaining({ matricula, verificado: true, origen: 'registro', programa })]);
});

test('un egresado se registra en el teléfono solo con el teclado', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'movil', 'el recorrido con teclado se hace a 375 px');
  const id = unique('tec', testInfo.project.name);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const programa = `Licenciatura en Teclado ${id}`;
  await crearPrograma(request, admin.token, programa);
  const matricula = id.replace(/[^A-Za-z0-9-]/g, '').slice(-30).toUpperCase();

  await page.goto('/egresados/registro');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de Egresados' })).toBeVisible();
  await expectPageStart(page);
  // Forward only, in the page's own order: each field is reached with Tab from the one before.
  await escribir(page, page.getByLabel(/^Nombre\(s\)/), 'Teresa');
  await escribir(page, page.getByLabel(/^Apellido paterno/), 'Ortiz');
  await escribir(page, page.getByLabel(/^Matrícula/), matricula);
  await elegir(page, page.getByLabel(/^Nivel de estudios/), 'Licenciatura');
  await elegir(page, page.getByLabel(/^Programa/), programa);
  await escribir(page, page.getByLabel(/^Año de egreso/), '2021');
  await escribir(page, page.getByLabel(/^Correo electrónico/), `${id}@correo.mx`.toLowerCase());
  await escribir(page, page.getByLabel(/^Teléfono celular/), '5512345678');
  await marcar(page, page.getByRole('checkbox', { name: /acepto el aviso de privacidad/ }));
  await tabularHasta(page, page.getByRole('button', { name: 'Enviar registro' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Registro exitoso' })).toBeVisible();
  await expectPageStart(page);
});

test('registrarse otra vez con una matrícula conocida responde igual y avisa a la dirección del expediente', async ({ page, request }, testInfo) => {
  test.skip(!mailUrl(), 'sin el servidor SMTP de prueba (E2E_BASE_URL apunta a un servidor ajeno)');
  test.setTimeout(90_000);
  const id = unique('dup', testInfo.project.name);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const programa = `Licenciatura en Nutrición ${id}`;
  await crearPrograma(request, admin.token, programa);
  const matricula = id.replace(/[^A-Za-z0-9-]/g, '').slice(-30).toUpperCase();
  const original = `${id}@correo.mx`.toLowerCase();
  const intruso = `otra-${id}@correo.mx`.toLowerCase();

  await page.goto('/egresados/registro');
  await fillRegistro(page, { matricula, correo: original, programa });
  await page.getByRole('button', { name: 'Enviar registro' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registro exitoso' })).toBeVisible();
  await waitForMail(original, /Confirme su correo de egresado/);

  await page.goto('/egresados/registro');
  await fillRegistro(page, { matricula, correo: intruso, programa });
  await page.getByRole('button', { name: 'Enviar registro' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registro exitoso' })).toBeVisible();

  const aviso = await waitForMail(original, /Revise y actualice sus datos de egresado/);
  const sentToIntruso = await fetch(`${mailUrl()}/messages?to=${encodeURIComponent(intruso)}`).then((r) => r.json() as Promise<unknown[]>);
  expect(sentToIntruso, 'nada llega a la dirección nueva').toEqual([]);

  await page.goto(linkTo(aviso, '/egresados/actualizacion?token='));
  await expect(page.getByRole('heading', { level: 1, name: 'Actualizar mis datos' })).toBeVisible();
  await expect(page.getByLabel('Matrícula')).toHaveValue(matricula);
  await expect(page.getByLabel(/^Correo electrónico/)).toHaveValue(original);
  await page.getByLabel(/^Puesto/).fill('Jefa de piso');
  await page.getByRole('button', { name: 'Guardar mis datos' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Guardamos sus datos' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
});

test('el aviso de privacidad y un enlace de actualización no válido', async ({ page, guard }) => {
  await page.goto('/aviso-de-privacidad');
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidad integral' })).toBeVisible();
  await expect(page.getByText(/Derechos ARCO/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);

  guard.allowConsoleErrors(/status of 410/);
  await page.goto('/egresados/actualizacion?token=no-valido');
  await expect(page.getByRole('heading', { level: 1, name: 'Enlace no válido' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar enlace nuevo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
});
