import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { test, expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './fixtures';
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

  await test.step('elegir la dimensión y filtrar', async () => {
    await page.goto('/egresados/reportes');
    await expect(page.getByRole('heading', { level: 1, name: 'Reporte de egresados' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table', { name: 'Tabla de egresados por programa' })).toBeVisible();
    await elegir(page, /^Contar egresados por/, 'Nivel');
    await expect(page.getByRole('table', { name: 'Tabla de egresados por nivel' })).toBeVisible();
    await elegir(page, /^Contar egresados por/, 'Programa');
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
