import { test, expect, expectNoHorizontalOverflow } from './fixtures';
import { adminMenu } from './support/admin-ui';
import { bearer, signInThroughForm, storedToken, unique } from './support/session';
import { confirmarCorreo } from './support/mail';

// One story, in order: a role with a single permission, a user holding it, and what that user then sees.

test('un rol con permisos y un usuario con ese rol ven solo lo permitido', async ({ page, newContext, request }, testInfo) => {
  test.setTimeout(90_000);
  const rol = unique('Consulta de usuarios', testInfo.project.name);
  const email = `${unique('consulta', testInfo.project.name)}@universidad.mx`.toLowerCase();
  const password = 'Una-clave-de-consulta-9';

  await test.step('crear el rol con el permiso «Ver usuarios»', async () => {
    await page.goto('/egresados/roles/create');
    await page.getByLabel('Nombre').fill(rol);
    await page.getByLabel('Descripción').fill('Solo puede consultar la lista de usuarios');
    await page.getByRole('checkbox', { name: 'Ver usuarios' }).check();
    await expectNoHorizontalOverflow(page);
    await expect(page.getByText('1 permiso seleccionado')).toBeVisible();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/egresados\/roles\/\d+\/show$/);
    await expect(page.getByText(rol).first()).toBeVisible();
  });

  await test.step('crear el usuario con ese rol', async () => {
    await page.goto('/egresados/usuarios/create');
    await page.getByLabel('Nombre').fill('Carmen Consulta');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel(/^Contraseña/).fill(password);
    const roles = page.getByRole('combobox', { name: 'Roles' });
    await roles.fill(rol.slice(0, 30));
    await page.getByRole('option', { name: new RegExp(rol) }).click();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/egresados\/usuarios\/\d+\/show$/);
    await expect(page.getByText(email).first()).toBeVisible();
  });

  const context = await newContext();
  const userPage = await context.newPage();

  await test.step('el usuario nuevo ve solo las entradas permitidas', async () => {
    await confirmarCorreo(request, email);
    await signInThroughForm(userPage, email, password);
    const menu = await adminMenu(userPage);
    await expect(menu.getByRole('menuitem', { name: 'Panel' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Usuarios' }).first()).toBeVisible();
    for (const hidden of ['Roles', 'Permisos', 'Bandeja de salida', 'Bitácora de cambios']) {
      await expect(menu.getByRole('menuitem', { name: hidden }), `«${hidden}» no debe estar en el menú`).toHaveCount(0);
    }
    await menu.getByRole('menuitem', { name: 'Usuarios' }).first().click();
    await expect(userPage).toHaveURL(/\/usuarios$/);
    await expect(userPage.getByText(email).first()).toBeVisible();
  });

  await test.step('la API responde 403 a lo que no tiene permitido', async () => {
    const token = await storedToken(userPage);
    const roles = await request.get('/api/roles', { headers: bearer(token!) });
    expect(roles.status()).toBe(403);
    expect((await roles.json()).message).toEqual(expect.any(String));
    const create = await request.post('/api/usuarios', {
      headers: bearer(token!),
      data: { name: 'Intruso', email: 'intruso@universidad.mx', password: 'clave-de-intruso', roleIds: [] },
    });
    expect(create.status()).toBe(403);
    const usuarios = await request.get('/api/usuarios', { headers: bearer(token!) });
    expect(usuarios.status()).toBe(200);
  });
});
