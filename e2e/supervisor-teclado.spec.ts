import { test, expect } from './fixtures';
import { ADMIN } from './support/env';
import { iniciarSesionConTeclado } from './support/acceso-teclado';
import { capturas } from './support/capturas';
import { expectPageStart } from './support/page-start';
import { informeEnviado, prestacionEnCurso } from './support/prestacion';
import { CLAVE_SS } from './support/servicio-social';
import { apiLogin, bearer, unique } from './support/session';
import { tabularHasta } from './support/teclado';

// Issue 20: the institution that supervises a student approves a monthly report from its to-do list, at 375 px and
// by keyboard only. The service and the report the student sent are set up through the API.

test.use({ storageState: { cookies: [], origins: [] } });

test('la institución aprueba un informe mensual desde sus pendientes, solo con el teclado', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'movil', 'el recorrido con teclado se hace a 375 px');
  test.setTimeout(300_000);
  const id = unique('sup', testInfo.project.name);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const p = await prestacionEnCurso(request, page, admin.token, id);
  const informe = await informeEnviado(request, p.estudiante.token, p.mes);

  await iniciarSesionConTeclado(page, p.institucion.correo, CLAVE_SS);
  await expect(page).toHaveURL(/\/servicio-social\/Institucion$/);
  await expect(page.getByRole('heading', { level: 1, name: p.institucion.razonSocial })).toBeVisible();
  await expectPageStart(page);
  const pendientes = page.getByRole('region', { name: 'Sus pendientes' });
  const enlace = pendientes.getByRole('link', { name: `1 documento de ${p.estudiante.nombre} espera su revisión` });
  await expect(enlace).toBeVisible();

  await tabularHasta(page, enlace);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/servicio-social/Institucion/estudiantes/${p.prestacionId}$`));
  await expect(page.getByRole('heading', { level: 1, name: p.estudiante.nombre })).toBeVisible();
  await expectPageStart(page);

  const fila = page.getByRole('listitem').filter({ hasText: informe.titulo });
  await tabularHasta(page, fila.getByRole('button', { name: 'Revisar' }));
  await page.keyboard.press('Enter');
  await expect(fila.getByText('Asesoré las tareas de la tarde de lunes a jueves.')).toBeVisible();
  await tabularHasta(page, fila.getByRole('button', { name: 'Aprobar' }));
  await page.keyboard.press('Enter');
  // Approving cannot be taken back: the dialog says what follows, and its focus starts inside it.
  const dialogo = page.getByRole('dialog', { name: `¿Aprobar «${informe.titulo}»?` });
  await expect(dialogo).toContainText('Pasa a la revisión de la oficina y ya no podrá devolverlo con observaciones.');
  await capturas(page, testInfo, 'institucion-aprobar-confirmacion');
  await tabularHasta(page, dialogo.getByRole('button', { name: 'Aprobar' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Documento aprobado', { exact: true })).toBeVisible();
  await expect(dialogo).toHaveCount(0);
  await expect(fila.getByRole('button', { name: 'Revisar' })).toHaveCount(0);
  const estado = await request.get(`/api/servicio-social/documentos/${informe.id}`, { headers: bearer(admin.token) });
  expect(((await estado.json()) as { etapa: string }).etapa).toBe('oficina');

  // Back home by keyboard: nothing waits any more.
  const menu = page.getByRole('navigation', { name: 'Portal de la institución' });
  await tabularHasta(page, menu.getByRole('link', { name: 'Panel' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/servicio-social\/Institucion$/);
  await expectPageStart(page);
  await expect(pendientes.getByText('Nada espera su revisión por ahora.')).toBeVisible();
  await expect(pendientes.getByRole('link')).toHaveCount(0);
});
