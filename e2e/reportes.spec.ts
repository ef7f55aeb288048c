import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { test, expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './fixtures';
import { capturas } from './support/capturas';
import { ADMIN } from './support/env';
import { crearEgresado, crearPrograma, token } from './support/egresados';
import { apiLogin } from './support/session';

const verPagina = async (page: Page) => {
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
};

/** Opens a select by its label and picks an option; waits for the menu to close so axe never sees it fading. */
async function elegir(page: Page, label: RegExp, opcion: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: opcion }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** On a phone the filters fold behind a button: open them before using one. */
async function abrirFiltros(page: Page, movil: boolean) {
  if (!movil) return;
  await page.getByRole('button', { name: /^Mostrar filtros/ }).click();
  await expect(page.getByRole('button', { name: 'Ocultar filtros' })).toHaveAttribute('aria-expanded', 'true');
}

async function sembrar(request: Parameters<typeof apiLogin>[0], t: string, nombre: string, anio: number, titulados: boolean[]) {
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const programa = await crearPrograma(request, admin.token, `R-${t}`, `${nombre} ${t}`);
  for (const [i, titulado] of titulados.entries()) {
    await crearEgresado(request, admin.token, {
      matricula: `${t}-${i + 1}`, nombre: `Persona ${i + 1}`, apellidoPaterno: 'Reyes', correo: `p${i + 1}.${t}@correo.mx`.toLowerCase(),
      programaId: programa.id, anioEgreso: anio, titulado,
    });
  }
  return programa;
}

test('reporte por programa: filtrar, ver la tabla, recargar y exportar a Excel y PDF', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const t = token(testInfo.project.name);
  const programa = await sembrar(request, t, 'Odontología', 2021, [true, true, false]);
  const nombre = `Odontología ${t}`;
  const movil = testInfo.project.name === 'movil';

  await test.step('elegir la dimensión y filtrar', async () => {
    await page.goto('/egresados/reportes');
    await expect(page.getByRole('heading', { level: 1, name: 'Reporte de egresados' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table', { name: 'Tabla de egresados por programa' })).toBeVisible();
    await elegir(page, /^Contar egresados por/, 'Nivel');
    await expect(page.getByRole('table', { name: 'Tabla de egresados por nivel' })).toBeVisible();
    await elegir(page, /^Contar egresados por/, 'Programa');
    await abrirFiltros(page, movil);
    await elegir(page, /^Programa/, nombre);
    await page.getByLabel(/^Año de egreso/).fill('2021');
    await expect(page).toHaveURL(/anioEgreso/);
    const tabla = page.getByRole('table', { name: 'Tabla de egresados por programa' });
    await expect(tabla.getByRole('row')).toHaveCount(3);
    await expect(tabla.getByRole('row', { name: new RegExp(nombre) })).toContainText('3100 %');
    await expect(tabla.getByRole('row', { name: /Total/ })).toContainText('3100 %');
    const indicadores = page.getByRole('table', { name: /Tabla de indicadores/ });
    await expect(indicadores.getByRole('row', { name: new RegExp(nombre) })).toContainText('66.7 %');
    await verPagina(page);
  });

  await test.step('la URL guarda el reporte', async () => {
    expect(decodeURIComponent(page.url())).toContain(`"programaId":${programa.id}`);
    await page.reload();
    await expect(page.getByRole('table', { name: 'Tabla de egresados por programa' }).getByRole('row', { name: new RegExp(nombre) })).toBeVisible();
    await abrirFiltros(page, movil);
    await expect(page.getByRole('combobox', { name: /^Programa/ })).toContainText(nombre);
  });

  await test.step('exportar a Excel', async () => {
    await page.getByRole('button', { name: 'Exportar' }).click();
    const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click()]);
    expect(descarga.suggestedFilename()).toMatch(/\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile((await descarga.path())!);
    const hoja = libro.getWorksheet('Reporte')!;
    const filas: unknown[][] = [];
    hoja.eachRow((row) => filas.push((row.values as unknown[]).slice(1)));
    expect(filas).toContainEqual([`${nombre} (Licenciatura)`, 3, 100]);
  });

  await test.step('exportar a PDF', async () => {
    await page.getByRole('button', { name: 'Exportar' }).click();
    const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'PDF' }).click()]);
    expect(descarga.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = fs.readFileSync((await descarga.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  await test.step('sin coincidencias, lo dice', async () => {
    await page.getByLabel(/^Año de egreso/).fill('2003');
    await expect(page.getByText('No hay egresados con estos filtros')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    await verPagina(page);
  });
});

test('reporte largo: el total primero, diez filas por página, nombres completos en las barras y la exportación con todas', async ({ page, request }, testInfo) => {
  // 25 API writes and four full-page screenshots: 56 s beside the other project on a loaded two-core machine.
  test.setTimeout(120_000);
  const t = token(testInfo.project.name);
  // A year of its own per project, so the other project's programs never land in this count.
  const anio = testInfo.project.name === 'movil' ? 2008 : 2007;
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const nombres: string[] = [];
  for (let i = 1; i <= 12; i++) {
    const nombre = `Licenciatura en Ciencias de la Comunicación Organizacional ${t} ${String(i).padStart(2, '0')}`;
    const programa = await crearPrograma(request, admin.token, `L${i}-${t}`, nombre);
    for (let j = 0; j < (i === 1 ? 2 : 1); j++) {
      await crearEgresado(request, admin.token, {
        matricula: `${t}-L${i}-${j}`, nombre: 'Persona', apellidoPaterno: 'Larga', correo: `l${i}.${j}.${t}@correo.mx`.toLowerCase(), programaId: programa.id, anioEgreso: anio,
      });
    }
    nombres.push(nombre);
  }

  await page.goto(`/egresados/reportes?filter=${encodeURIComponent(JSON.stringify({ anioEgreso: anio }))}`);
  const tabla = page.getByRole('table', { name: 'Tabla de egresados por programa' });
  const paginas = page.getByRole('navigation', { name: 'Páginas de la tabla de egresados por programa' });
  const grafica = page.getByRole('img', { name: /^Gráfica de barras: egresados por programa/ });
  await expect(paginas).toContainText('1–10 de 12 (página 1 de 2)', { timeout: 30_000 });
  await expect(tabla.getByRole('row')).toHaveCount(12);
  await expect(tabla.getByRole('row').nth(1)).toHaveText(/^Total\s*13\s*100 %$/);
  await expect(page.getByRole('region', { name: 'Cifras clave' })).toContainText('13');
  // The largest program first; every bar of the page carries its program's whole name, in sight.
  await expect(grafica.locator('li')).toHaveCount(10);
  for (const nombre of nombres.slice(0, 10)) await expect(grafica.getByText(new RegExp(`^${nombre} \\(`))).toBeVisible();
  await verPagina(page);
  // 375 and 1280 px, light and dark, for a person to look at; once, as the helper sets each size itself.
  if (testInfo.project.name === 'escritorio') await capturas(page, testInfo, 'reporte-largo');

  await paginas.getByRole('button', { name: 'Ir a la página siguiente' }).click();
  await expect(paginas).toContainText('11–12 de 12 (página 2 de 2)');
  await expect(tabla.getByRole('row')).toHaveCount(4);
  await expect(tabla.getByRole('row').nth(1)).toHaveText(/^Total/);
  await expect(grafica.locator('li')).toHaveCount(2);
  await expect(grafica.getByText(new RegExp(`^${nombres[11]} \\(`))).toBeVisible();
  await verPagina(page);

  await page.getByRole('button', { name: 'Exportar' }).click();
  const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()]);
  const csv = fs.readFileSync((await descarga.path())!, 'utf8');
  for (const nombre of nombres) expect(csv).toContain(nombre);
});

test('tablero: indicadores del periodo y gráficas con título', async ({ page }) => {
  await page.goto('/egresados/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tablero de egresados' })).toBeVisible();
  for (const kpi of ['Egresados en el sistema', 'Egresados nuevos', 'Correos verificados', 'Titulados', 'Visitas a la página de registro']) {
    await expect(page.getByRole('heading', { level: 2, name: kpi, exact: true })).toBeVisible();
  }
  for (const grafica of ['Egresados nuevos por mes', 'Embudo de verificación', 'Egresados por nivel', 'Situación laboral', 'Egresados por programa (10 con más)', 'Visitas a la página de registro por día']) {
    await expect(page.getByRole('heading', { level: 2, name: grafica })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Embudo de verificación' }).getByRole('listitem')).toHaveCount(4);
  // Each level and program in the table beside the bars has its whole name on screen, none dropped or cut.
  for (const grafica of ['Egresados por nivel', 'Egresados por programa (10 con más)']) {
    const region = page.getByRole('region', { name: grafica });
    const etiquetas = await region.getByRole('table').getByRole('rowheader').allTextContents();
    expect(etiquetas.length).toBeGreaterThan(0);
    for (const etiqueta of etiquetas) await expect(region.locator('li').getByText(etiqueta, { exact: true })).toBeVisible();
  }
  await verPagina(page);
  await page.getByRole('button', { name: '90 días' }).click();
  await expect(page).toHaveURL(/dias=90/);
  await expect(page.getByRole('button', { name: '90 días' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Egresados nuevos', exact: true })).toBeVisible();
  await verPagina(page);
});

test('capturar egresados esperados desde el reporte y ver la cobertura', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const t = token(testInfo.project.name);
  const programa = await sembrar(request, t, 'Agronomía', 2020, [true, true]);
  const nombre = `Agronomía ${t}`;
  const reporte = `/egresados/reportes?filter=${encodeURIComponent(JSON.stringify({ programaId: programa.id }))}`;

  await page.goto(reporte);
  const fila = page.getByRole('table', { name: /Tabla de indicadores/ }).getByRole('row', { name: new RegExp(nombre) });
  await fila.getByRole('link', { name: /^Sin capturar/ }).click();
  await expect(page).toHaveURL(/\/egresados\/cohortes\/create/);
  await expect(page.getByRole('combobox', { name: /^Programa/ })).toContainText(nombre);
  await expect(page.getByLabel(/^Año de egreso/)).toHaveValue('2020');
  await page.getByLabel(/^Egresados esperados/).fill('4');
  await verPagina(page);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/egresados\/cohortes(\?.*)?$/);

  await page.goto(`/egresados/cohortes?filter=${encodeURIComponent(JSON.stringify({ programaId: programa.id }))}`);
  await expect(page.getByText(nombre).first()).toBeVisible();
  await verPagina(page);

  await page.goto(reporte);
  await expect(fila).toContainText('4');
  await expect(fila).toContainText('50 %');
  await expect(fila.getByRole('link')).toHaveCount(0);
});

test('listas de egresados y usuarios: la última columna cabe en la ventana de 1280 px', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'escritorio', 'En el teléfono las listas son tarjetas, no tablas');
  for (const ruta of ['/egresados', '/egresados/usuarios']) {
    await page.goto(ruta);
    const ultima = page.getByRole('columnheader').last();
    await expect(ultima).toBeVisible({ timeout: 30_000 });
    const tabla = (await page.locator('.RaDataTable-tableWrapper').boundingBox())!;
    const columna = (await ultima.boundingBox())!;
    expect(columna.x + columna.width, `${ruta}: «${await ultima.textContent()}» sale de la tabla`).toBeLessThanOrEqual(tabla.x + tabla.width + 0.5);
  }
});
