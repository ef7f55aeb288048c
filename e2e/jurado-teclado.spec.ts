import { test, expect } from './fixtures';
import { ADMIN } from './support/env';
import { iniciarSesionConTeclado, volverAlPanel } from './support/acceso-teclado';
import { expectPageStart } from './support/page-start';
import { CLAVE_JURADO, categoria, convocatoriaAbierta, jurado, postulacionElegible, rolJurado } from './support/postulaciones';
import { apiLogin, bearer, unique } from './support/session';
import { escribir, tabularHasta } from './support/teclado';

// Issue 20: a jurado scores the nomination waiting for them, from their home's to-do list, at 375 px and by
// keyboard only. The call, the category, the nomination and the assignment are set up through the API.

test.use({ storageState: { cookies: [], origins: [] } });

test('un jurado califica desde sus pendientes, solo con el teclado', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'movil', 'el recorrido con teclado se hace a 375 px');
  test.setTimeout(480_000);
  const id = unique('jtec', testInfo.project.name);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const staff = bearer(admin.token);
  const convocatoriaId = await convocatoriaAbierta(request, admin.token);
  const cat = await categoria(request, admin.token, convocatoriaId, `Vinculación ${id}`, false);
  const postulacion = await postulacionElegible(request, admin.token, cat.id, 'Dra. Elena Campos', `${id}-p@correo.mx`.toLowerCase());
  const rolId = await rolJurado(request, admin.token, `Jurado ${id}`);
  const correo = `${id}@universidad.mx`.toLowerCase();
  const j = await jurado(request, admin.token, rolId, correo, `Irene Jurado ${id}`);
  expect((await request.put(`/api/categorias/${cat.id}/jurados`, { headers: staff, data: { usuarioIds: [j.user.id] } })).status()).toBe(200);
  expect((await (await request.post(`/api/categorias/${cat.id}/asignar`, { headers: staff, data: { modo: 'todos' } })).json()).asignadas).toBe(1);

  await iniciarSesionConTeclado(page, correo, CLAVE_JURADO);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectPageStart(page);
  const pendientes = page.getByRole('region', { name: 'Pendientes' });
  const enlace = pendientes.getByRole('link', { name: /^Tiene 1 evaluación pendiente/ });
  await expect(enlace).toBeVisible();
  await tabularHasta(page, enlace);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/postulaciones\/evaluacion$/);
  await expectPageStart(page);

  const fila = page.getByRole('link', { name: new RegExp(postulacion.folio) });
  await tabularHasta(page, fila);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(postulacion.folio) })).toBeVisible();
  await expectPageStart(page);

  await escribir(page, page.getByLabel('Trayectoria (60 %)'), '9');
  await escribir(page, page.getByLabel('Impacto (40 %)'), '7');
  await expect(page.getByText('Calificación ponderada: 8.20')).toBeVisible();
  await escribir(page, page.getByLabel('Comentario'), 'Trabajo comunitario constante y bien documentado.');
  await tabularHasta(page, page.getByRole('button', { name: 'Guardar borrador' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Borrador guardado')).toBeVisible();
  await tabularHasta(page, page.getByRole('button', { name: 'Enviar evaluación' }));
  await page.keyboard.press('Enter');
  const dialogo = page.getByRole('dialog');
  await expect(dialogo).toContainText('Al enviar, la evaluación queda bloqueada');
  await tabularHasta(page, dialogo.getByRole('button', { name: 'Confirmar' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Evaluación enviada el .*: está bloqueada/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar evaluación' })).toHaveCount(0);

  // Home through the menu: nothing waits any more.
  await volverAlPanel(page);
  await expect(pendientes.getByRole('link', { name: /^Tiene 0 evaluaciones pendientes/ })).toBeVisible();
});
