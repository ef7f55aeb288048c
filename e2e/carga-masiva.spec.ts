import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { test, expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './fixtures';
import { ADMIN } from './support/env';
import { buscarEgresados, crearPrograma, token } from './support/egresados';
import { apiLogin } from './support/session';

// A new staff member with the file their office really has: semicolons, Windows-1252, dates three ways.

test('un archivo de Excel con errores se revisa, se corrige y termina completo', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const t = token(testInfo.project.name);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const programa = await crearPrograma(request, admin.token, `CM-${t}`, `Contaduría ${t}`);

  const filas = [
    ['No. de control', 'Nombre(s)', 'Primer apellido', 'Segundo apellido', 'Correo electrónico', 'Carrera', 'Generación', 'Fecha de egreso', 'Titulado'],
    [`${t}-1`, 'José', 'Núñez', 'Peña', `jose.${t}@correo.mx`, programa.clave, '2020', '15/06/2020', 'Sí'],
    [`${t}-2`, 'María', 'Ibáñez', '', `maria.${t}@correo.mx`, programa.clave, '2019', '2019-07-01', 'No'],
    [`${t}-3`, 'Ángel', 'Muñoz', 'Ruiz', `angel.${t}@correo.mx`, programa.clave, '2021', '44377', 'No'],
    [`${t}-4`, 'Sofía', 'Gómez', '', `sofia.${t}@correo`, programa.clave, '2021', '30/06/2021', 'No'],
    [`${t}-5`, 'Raúl', 'Pérez', '', `raul.${t}@correo.mx`, programa.clave, '2021', '31/02/2021', 'No'],
    ['', '', '', '', '', '', '', '', ''],
  ];
  // What Excel's "CSV (delimitado por comas)" writes in Mexico: ANSI bytes, semicolons, CRLF.
  const archivo = Buffer.from(filas.map((f) => f.join(';')).join('\r\n') + '\r\n', 'latin1');

  await test.step('elegir el archivo y revisarlo', async () => {
    await page.goto('/egresados/cargamasiva');
    await expect(page.getByRole('heading', { level: 1, name: 'Carga masiva de egresados' })).toBeVisible();
    await expect(page.getByText(/Se aceptan archivos CSV/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await page.getByTestId('archivo-input').setInputFiles({ name: 'egresados-excel.csv', mimeType: 'text/csv', buffer: archivo });
    await expect(page.getByText('Archivo elegido: egresados-excel.csv')).toBeVisible();
    await page.getByRole('button', { name: 'Subir y revisar' }).click();
  });

  await test.step('ver lo detectado y las celdas con errores', async () => {
    await expect(page.getByText('Windows-1252 (ANSI)')).toBeVisible();
    await expect(page.getByText('punto y coma (;)')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'No. de control' })).toHaveValue('matricula');
    await expect(page.getByRole('combobox', { name: 'Generación' })).toHaveValue('anioEgreso');
    const invalidas = page.locator('td[data-invalid="true"]');
    await expect(invalidas).toHaveCount(2);
    await expect(page.locator('tr[data-fila="5"] td[data-invalid="true"]')).toContainText(`sofia.${t}@correo`);
    await expect(page.locator('tr[data-fila="6"] td[data-invalid="true"]')).toContainText('escriba una fecha válida');
    await expect(page.locator('tr[data-fila="2"]')).toContainText('Núñez');
    await page.getByRole('switch', { name: 'Solo filas con errores' }).check();
    await expect(page.locator('tbody tr[data-fila]')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
  });

  let rechazados = '';
  await test.step('importar las filas válidas y descargar las rechazadas', async () => {
    await page.getByRole('button', { name: 'Importar 3 filas válidas' }).click();
    await expect(page.getByRole('heading', { name: 'Importación terminada' })).toBeVisible();
    await expect(page.getByText('Creados').first().locator('..')).toContainText('3');
    await expect(page.getByText('Rechazados', { exact: true }).first().locator('..')).toContainText('2');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar filas rechazadas (CSV)' }).click()]);
    rechazados = fs.readFileSync((await download.path())!, 'utf8');
    expect(rechazados).toContain(`sofia.${t}@correo`);
    await expect(page.getByRole('heading', { name: 'Cargas anteriores' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'egresados-excel.csv' }).first()).toBeVisible();
  });

  await test.step('corregir las filas rechazadas y volver a subirlas', async () => {
    const registros = parse(rechazados.replace(/^\uFEFF/, ''), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
    expect(registros.map((r) => r['No. de control'])).toEqual([`${t}-4`, `${t}-5`]);
    for (const r of registros) {
      r['Correo electrónico'] = r['Correo electrónico'].replace(/@correo$/, '@correo.mx');
      if (r['Fecha de egreso'] === '31/02/2021') r['Fecha de egreso'] = '28/02/2021';
      delete r.Errores;
    }
    const encabezados = Object.keys(registros[0]);
    const corregido = [encabezados, ...registros.map((r) => encabezados.map((h) => r[h]))].map((f) => f.join(',')).join('\n');
    await page.getByRole('button', { name: 'Cargar otro archivo' }).click();
    await page.getByTestId('archivo-input').setInputFiles({ name: 'rechazados-corregidos.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${corregido}`, 'utf8') });
    await page.getByRole('button', { name: 'Subir y revisar' }).click();
    await expect(page.getByText('Todas las filas son válidas.')).toBeVisible();
    await page.getByRole('button', { name: 'Importar 2 filas válidas' }).click();
    await expect(page.getByRole('heading', { name: 'Importación terminada' })).toBeVisible();
    await expect(page.getByText('Todas las filas se importaron.')).toBeVisible();
  });

  await test.step('todas las filas quedan bien', async () => {
    const guardados = await buscarEgresados(request, admin.token, t);
    expect(guardados.map((e) => [e.matricula, e.apellidoPaterno, e.fechaEgreso, e.anioEgreso, e.titulado, e.origen])).toEqual([
      [`${t}-1`, 'Núñez', '2020-06-15', 2020, true, 'carga_masiva'],
      [`${t}-2`, 'Ibáñez', '2019-07-01', 2019, false, 'carga_masiva'],
      [`${t}-3`, 'Muñoz', '2021-06-30', 2021, false, 'carga_masiva'],
      [`${t}-4`, 'Gómez', '2021-06-30', 2021, false, 'carga_masiva'],
      [`${t}-5`, 'Pérez', '2021-02-28', 2021, false, 'carga_masiva'],
    ]);
    await page.goto(`/egresados?filter=${encodeURIComponent(JSON.stringify({ q: t }))}`);
    await expect(page.getByText('1-5 de 5')).toBeVisible();
    await expect(page.getByText(/José Núñez Peña/)).toBeVisible();
  });
});
