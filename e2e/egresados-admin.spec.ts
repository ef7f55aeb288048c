import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { test, expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './fixtures';
import { ADMIN } from './support/env';
import { crearEgresado, crearPrograma, token } from './support/egresados';
import { apiLogin, bearer, signInThroughForm, unique } from './support/session';
import { confirmarCorreo } from './support/mail';
import type { Page } from '@playwright/test';

const verPagina = async (page: Page) => {
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
};

test('catálogos: un nivel y un programa nuevos; un nivel en uso no se elimina y se ofrece desactivarlo', async ({ page, guard }, testInfo) => {
  guard.allowConsoleErrors(/status of 409/);
  const t = token(testInfo.project.name);

  await test.step('crear el nivel', async () => {
    await page.goto('/egresados/niveles');
    await expect(page.getByText('Licenciatura').first()).toBeVisible();
    await verPagina(page);
    await page.goto('/egresados/niveles/create');
    await page.getByLabel(/^Nombre/).fill(`Diplomado ${t}`);
    await page.getByLabel(/^Clave/).fill(`D${t}`);
    await page.getByLabel(/^Orden/).fill('9');
    await verPagina(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/egresados\/niveles\/\d+\/show$/);
    await expect(page.getByText(`D${t}`)).toBeVisible();
  });
  const nivelUrl = page.url();

  await test.step('crear un programa de ese nivel', async () => {
    await page.goto('/egresados/programas/create');
    await page.getByLabel(/^Clave/).fill(`P${t}`);
    await page.getByLabel(/^Nombre/).fill(`Gestión cultural ${t}`);
    await page.getByRole('combobox', { name: /^Nivel/ }).click();
    await page.getByRole('option', { name: `Diplomado ${t}` }).click();
    // axe must not catch the menu fading out (its half-transparent options fail contrast).
    await expect(page.getByRole('listbox')).toBeHidden();
    await verPagina(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/egresados\/programas\/\d+\/show$/);
    await expect(page.getByText(`Diplomado ${t}`)).toBeVisible();
    await page.goto(`/egresados/programas?filter=${encodeURIComponent(JSON.stringify({ q: t }))}`);
    await expect(page.getByText(`Gestión cultural ${t}`)).toBeVisible();
    await verPagina(page);
  });

  await test.step('eliminar el nivel en uso: se explica y se desactiva', async () => {
    await page.goto(nivelUrl);
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    const enUso = page.getByRole('dialog', { name: 'No se puede eliminar' });
    await expect(enUso).toContainText('tiene programas');
    await enUso.getByRole('button', { name: 'Desactivar' }).click();
    await expect(page.getByText('Desactivado: ya no se ofrecerá')).toBeVisible();
    await expect(page.getByText('Inactivo')).toBeVisible();
    await expect(page).toHaveURL(nivelUrl);
  });
});

test('buscar «nunez» encuentra a Núñez; editar y guardar; un duplicado se rechaza con enlace', async ({ page, request, guard }, testInfo) => {
  // Search, show, edit and a refused create, with axe on each page: about 50 s beside the long servicio social specs.
  test.slow();
  guard.allowConsoleErrors(/status of 422/);
  const t = token(testInfo.project.name);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const programa = await crearPrograma(request, admin.token, `E-${t}`, `Enfermería ${t}`);
  const egresado = await crearEgresado(request, admin.token, {
    matricula: `${t}-1`, nombre: `Ximena ${t}`, apellidoPaterno: 'Núñez', apellidoMaterno: 'Peña',
    correo: `ximena.${t}@correo.mx`, programaId: programa.id, anioEgreso: 2022,
  });

  await test.step('la búsqueda ignora acentos y mayúsculas', async () => {
    await page.goto('/egresados');
    await page.getByPlaceholder('Buscar por nombre, matrícula, CURP o correo').fill('nunez');
    await expect(page).toHaveURL(/nunez/);
    await expect(page.getByText(`Ximena ${t} Núñez Peña`)).toBeVisible();
    await expect(page.getByText('Sin verificar').first()).toBeVisible();
    await verPagina(page);
    await page.getByText(`Ximena ${t} Núñez Peña`).click();
    await expect(page).toHaveURL(new RegExp(`/egresados/${egresado.id}/show$`));
    await expect(page.getByRole('heading', { name: 'Datos académicos' })).toBeVisible();
    await verPagina(page);
  });

  await test.step('editar y guardar', async () => {
    await page.getByRole('link', { name: 'Editar' }).click();
    await expect(page).toHaveURL(new RegExp(`/egresados/${egresado.id}$`));
    await page.getByLabel(/^Empresa/).fill('Hospital Civil de Guadalajara');
    await page.getByRole('textbox', { name: 'Fecha de egreso' }).fill('15/07/2022');
    await verPagina(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(new RegExp(`/egresados/${egresado.id}/show$`));
    await expect(page.getByText('Hospital Civil de Guadalajara')).toBeVisible();
    await expect(page.getByText('15/07/2022')).toBeVisible();
  });

  await test.step('crear con una matrícula existente: se rechaza con un enlace al registro', async () => {
    await page.goto('/egresados/crear');
    await expect(page.getByRole('heading', { name: 'Datos personales' }).or(page.getByText('Datos personales')).first()).toBeVisible();
    await verPagina(page);
    await page.getByLabel(/^Matrícula/).fill(`${t}-1`);
    await page.getByLabel(/^Nombre\(s\)/).fill('Otra persona');
    await page.getByLabel(/^Apellido paterno/).fill('López');
    await page.getByLabel(/^Correo electrónico/).fill(`otra.${t}@correo.mx`);
    await page.getByRole('combobox', { name: /^Nivel/ }).click();
    await page.getByRole('option', { name: 'Licenciatura' }).click();
    await page.getByRole('combobox', { name: /^Programa/ }).click();
    await page.getByRole('option', { name: new RegExp(`Enfermería ${t}`) }).click();
    await page.getByLabel(/^Año de egreso/).fill('2022');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const aviso = page.getByRole('alert', { name: 'Ya existe un registro con estos datos' });
    await expect(aviso).toBeVisible();
    await expect(page.getByText('Ya existe un egresado con esta matrícula')).toBeVisible();
    await aviso.getByRole('link', { name: 'Ver el registro existente' }).click();
    await expect(page).toHaveURL(new RegExp(`/egresados/${egresado.id}/show$`));
  });
});

test('exportar la lista filtrada a CSV y a Excel', async ({ page, request }, testInfo) => {
  const t = token(testInfo.project.name);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const programa = await crearPrograma(request, admin.token, `X-${t}`, `Arquitectura ${t}`);
  for (const [i, nombre] of ['Zoe', 'Íker'].entries()) {
    await crearEgresado(request, admin.token, {
      matricula: `${t}-${i + 1}`, nombre, apellidoPaterno: 'Ávila', correo: `${nombre.toLowerCase()}.${t}@correo.mx`.replace('í', 'i'),
      programaId: programa.id, anioEgreso: 2020,
    });
  }
  await page.goto(`/egresados?filter=${encodeURIComponent(JSON.stringify({ q: t }))}`);
  await expect(page.getByText('1-2 de 2')).toBeVisible();

  await page.getByRole('button', { name: 'Exportar' }).click();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Exportar CSV' }).click()]);
  const lineas = fs.readFileSync((await csv.path())!, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/).filter(Boolean);
  expect(lineas[0]).toMatch(/^Matrícula,Nombre\(s\),Apellido paterno/);
  expect(lineas).toHaveLength(3);
  expect(lineas.slice(1).join('\n')).toContain(`${t}-1,Zoe,Ávila`);

  await page.getByRole('button', { name: 'Exportar' }).click();
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Exportar Excel' }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.readFile((await xlsx.path())!);
  const hoja = libro.worksheets[0];
  expect(hoja.getRow(1).getCell(1).value).toBe('Matrícula');
  const matriculas = [hoja.getRow(2).getCell(1).value, hoja.getRow(3).getCell(1).value].sort();
  expect(matriculas).toEqual([`${t}-1`, `${t}-2`]);
});

test('quien no es administrador no puede crear egresados', async ({ request, newContext }, testInfo) => {
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const permisos = await request.get(`/api/permisos?filter=${encodeURIComponent(JSON.stringify({ area: 'egresados' }))}&range=${encodeURIComponent('[0,199]')}`, { headers: bearer(admin.token) });
  const ids = ((await permisos.json()) as { id: number; nombre: string }[])
    .filter((p) => ['egresados.ver', 'egresados.editar', 'niveles.ver', 'programas.ver'].includes(p.nombre))
    .map((p) => p.id);
  expect(ids).toHaveLength(4);
  const rol = await request.post('/api/roles', {
    headers: bearer(admin.token),
    data: { nombre: unique('Captura de egresados', testInfo.project.name), descripcion: '', area: 'egresados', activo: true, permisoIds: ids },
  });
  expect(rol.status(), await rol.text()).toBe(201);
  const email = `${unique('captura', testInfo.project.name)}@universidad.mx`.toLowerCase();
  const password = 'Una-clave-de-captura-7';
  const usuario = await request.post('/api/usuarios', {
    headers: bearer(admin.token),
    data: { name: 'Carlos Captura', email, password, roleIds: [(await rol.json()).id], activo: true },
  });
  expect(usuario.status(), await usuario.text()).toBe(201);
  await confirmarCorreo(request, email);

  const context = await newContext();
  const page = await context.newPage();
  await signInThroughForm(page, email, password);
  await page.goto('/egresados');
  await expect(page.getByPlaceholder('Buscar por nombre, matrícula, CURP o correo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crear' })).toHaveCount(0);
  await page.goto('/egresados/crear');
  await expect(page.getByText('No tiene los permisos necesarios para ver esta página')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);

  const session = await apiLogin(request, email, password);
  const create = await request.post('/api/egresados', { headers: bearer(session.token), data: { matricula: 'NOADMIN1' } });
  expect(create.status()).toBe(403);
});
