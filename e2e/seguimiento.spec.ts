import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { test, expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './fixtures';
import { crearEgresado, crearPrograma, token } from './support/egresados';
import { ADMIN, mailUrl } from './support/env';
import { linkTo, waitForMail } from './support/mail';
import { apiLogin } from './support/session';

const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
const INVITACION = /^Encuesta de seguimiento de egresados$/;
const RECORDATORIO = /^Recordatorio: encuesta de seguimiento/;

/** Answers every unanswered required question of the section on screen with its first option, then goes on. */
async function contestarSeccion(page: Page, elegir: Record<string, string> = {}, textos: Record<string, string> = {}) {
  for (const [pregunta, opcion] of Object.entries(elegir)) {
    const grupo = page.getByRole('group', { name: new RegExp(`^${pregunta}`) });
    if (await grupo.count()) await grupo.getByRole('radio', { name: opcion, exact: true }).check();
  }
  for (const [pregunta, texto] of Object.entries(textos)) {
    const campo = page.getByRole('textbox', { name: new RegExp(`^${pregunta}`) });
    if (await campo.count()) await campo.fill(texto);
  }
  const grupos = page.locator('form fieldset');
  for (let i = 0; i < (await grupos.count()); i++) {
    const grupo = grupos.nth(i);
    const radios = grupo.getByRole('radio');
    if ((await radios.count()) && !(await grupo.locator('input:checked').count())) await radios.first().check();
  }
}

async function siguiente(page: Page, titulo: RegExp) {
  await page.getByRole('button', { name: /^(Siguiente|Revisar respuestas)$/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: titulo })).toBeVisible();
}

/** The graduate survey's last sections, the same for whoever works or studies, up to the review step. */
async function ultimasSecciones(page: Page) {
  await siguiente(page, /Expectativas/);
  await contestarSeccion(page);
  await siguiente(page, /Participación social/);
  await contestarSeccion(page);
  await siguiente(page, /Comentarios/);
  await siguiente(page, /Revise sus respuestas/);
}

test('una aplicación de seguimiento completa: invitaciones, encuesta en el teléfono en dos sesiones, empleador, recordatorio, indicadores y exportaciones', async ({ page, request, newContext }, testInfo) => {
  test.skip(!mailUrl(), 'sin el servidor SMTP de prueba');
  test.skip(testInfo.project.name !== 'movil', 'los egresados contestan en el teléfono (375 px)');
  test.setTimeout(180_000);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const t = token(testInfo.project.name);
  const programa = await crearPrograma(request, admin.token, `S-${t}`, `Sistemas ${t}`);
  const personas = ['Ana', 'Bruno', 'Carla'].map((nombre, i) => ({
    matricula: `${t}-${i + 1}`, nombre, apellidoPaterno: 'Seguimiento', correo: `${nombre.toLowerCase()}.${t.toLowerCase()}@correo.mx`, programaId: programa.id, anioEgreso: 2021,
  }));
  for (const p of personas) await crearEgresado(request, admin.token, p);
  // Another generación of the same program: not in the wave.
  await crearEgresado(request, admin.token, { matricula: `${t}-9`, nombre: 'Otra', apellidoPaterno: 'Generación', correo: `otra.${t.toLowerCase()}@correo.mx`, programaId: programa.id, anioEgreso: 2019 });
  const cuestionarios = await (await request.get(`/api/seguimiento/cuestionarios?filter=${encodeURIComponent('{"tipo":"egresados"}')}`, { headers: bearer(admin.token) })).json();
  const creada = await request.post('/api/seguimiento/aplicaciones', {
    headers: bearer(admin.token),
    data: {
      cuestionarioId: cuestionarios[0].id, nombre: `Generación 2021 ${t}`, poblacion: { programaIds: [programa.id], generaciones: [2021] },
      apertura: new Date(Date.now() - 60_000).toISOString(), cierre: new Date(Date.now() + 30 * 86_400_000).toISOString(), recordatorios: { cadaDias: 7, maximo: 2 },
    },
  });
  expect(creada.status()).toBe(201);
  const ola = await creada.json();
  expect(ola.poblacion).toBe(3);

  await test.step('el personal envía las invitaciones, confirmando', async () => {
    await page.goto(`/egresados/seguimiento/aplicaciones/${ola.id}/show`);
    await page.getByRole('button', { name: 'Enviar invitaciones' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/3 egresados en la población/)).toBeVisible();
    await dialog.getByRole('button', { name: /Confirmar|Enviar invitaciones/ }).last().click();
    await expect(page.getByText('Invitaciones en cola')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  const enlaces = await test.step('cada egresado recibe su enlace personal', async () => {
    const out: Record<string, string> = {};
    for (const p of personas) out[p.nombre] = linkTo(await waitForMail(p.correo, INVITACION, 60_000), '/seguimiento/encuesta?token=');
    return out;
  });

  await test.step('Ana contesta en dos sesiones y autoriza contactar a su jefa', async () => {
    const context = await newContext();
    let movil = await context.newPage();
    await movil.goto(enlaces.Ana);
    await expect(movil.getByRole('heading', { level: 2, name: 'Perfil del egresado' })).toBeVisible();
    await expect(movil.getByText(/Sección 1 de/)).toBeVisible();
    await expectNoSeriousA11yViolations(movil);
    await expectNoHorizontalOverflow(movil);
    await contestarSeccion(movil);
    await siguiente(movil, /Pertinencia/);
    await contestarSeccion(movil);
    await expect(movil.getByText('Respuestas guardadas.')).toBeVisible({ timeout: 10_000 }).catch(() => undefined);
    await siguiente(movil, /Ubicación laboral/);
    // The draft is saved a moment after the last change; the message may still be the previous section's.
    const guardada = movil.waitForResponse((r) => r.url().includes('/api/seguimiento/encuesta') && r.request().method() === 'PUT' && (r.request().postData() ?? '').includes('"trabaja"'));
    await contestarSeccion(movil, { 'Actividad a la que se dedica': 'Trabaja' });
    await expect(movil.getByRole('group', { name: /^Tiempo transcurrido/ })).toBeVisible();
    expect((await guardada).status()).toBe(200);
    await expect(movil.getByText('Respuestas guardadas.')).toBeVisible({ timeout: 10_000 });
    // Leaves and comes back with the same link: the answers are there.
    await movil.close();
    movil = await context.newPage();
    await movil.goto(enlaces.Ana);
    await siguiente(movil, /Pertinencia/);
    await siguiente(movil, /Ubicación laboral/);
    await expect(movil.getByRole('radio', { name: 'Trabaja', exact: true })).toBeChecked();
    // Conditional questions follow the answer.
    await movil.getByRole('radio', { name: 'No estudia ni trabaja', exact: true }).check();
    await expect(movil.getByRole('group', { name: /^Tiempo transcurrido/ })).toHaveCount(0);
    await movil.getByRole('radio', { name: 'Trabaja', exact: true }).check();
    await contestarSeccion(
      movil,
      { 'Tiempo transcurrido': 'Menos de seis meses', 'Relación del trabajo': 'Alta (80 %)', 'Ingreso mensual': 'Entre tres y cinco', '¿Autoriza': 'Sí' },
      { 'Correo de su jefe': `jefa.${t.toLowerCase()}@empresa.mx`, 'Organismo o empresa': 'Empresa Uno' },
    );
    await siguiente(movil, /Desempeño profesional/);
    await contestarSeccion(movil);
    await ultimasSecciones(movil);
    await expect(movil.getByText('Empresa Uno')).toBeVisible();
    await expectNoSeriousA11yViolations(movil);
    await expectNoHorizontalOverflow(movil);
    await movil.getByRole('button', { name: 'Enviar respuestas' }).click();
    await expect(movil.getByText('Para enviar, acepte el aviso de privacidad.')).toBeVisible();
    await movil.getByLabel('He leído y acepto el aviso de privacidad').check();
    await movil.getByRole('button', { name: 'Enviar respuestas' }).click();
    await expect(movil.getByText(/Recibimos sus respuestas/)).toBeVisible();
    await movil.screenshot({ path: testInfo.outputPath('encuesta-enviada.png') });
  });

  await test.step('Bruno contesta que estudia: las secciones laborales no aparecen', async () => {
    const context = await newContext();
    const movil = await context.newPage();
    await movil.goto(enlaces.Bruno);
    await expect(movil.getByRole('heading', { level: 2, name: 'Perfil del egresado' })).toBeVisible();
    await contestarSeccion(movil);
    await siguiente(movil, /Pertinencia/);
    await contestarSeccion(movil);
    await movil.getByRole('group', { name: /^En general/ }).getByRole('radio', { name: '3', exact: true }).check();
    await siguiente(movil, /Ubicación laboral/);
    await contestarSeccion(movil, { 'Actividad a la que se dedica': 'Estudia' });
    await ultimasSecciones(movil);
    await movil.getByLabel('He leído y acepto el aviso de privacidad').check();
    await movil.getByRole('button', { name: 'Enviar respuestas' }).click();
    await expect(movil.getByText(/Recibimos sus respuestas/)).toBeVisible();
  });

  await test.step('la jefa de Ana recibe su invitación y contesta', async () => {
    const enlace = linkTo(await waitForMail(`jefa.${t.toLowerCase()}@empresa.mx`, /Encuesta a empleadores/, 60_000), '/seguimiento/encuesta?token=');
    const context = await newContext();
    const movil = await context.newPage();
    await movil.goto(enlace);
    await expect(movil.getByText(/Ana Seguimiento/)).toBeVisible();
    await contestarSeccion(movil, {}, { 'Nombre de la organización': 'Empresa Uno' });
    await siguiente(movil, /Ubicación laboral del egresado/);
    await contestarSeccion(movil);
    await siguiente(movil, /Competencias/);
    await contestarSeccion(movil);
    await movil.getByRole('group', { name: /^En general/ }).getByRole('radio', { name: '4', exact: true }).check();
    await siguiente(movil, /Revise sus respuestas/);
    await movil.getByLabel('He leído y acepto el aviso de privacidad').check();
    await movil.getByRole('button', { name: 'Enviar respuestas' }).click();
    await expect(movil.getByText(/Recibimos sus respuestas/)).toBeVisible();
  });

  await test.step('un recordatorio llega solo a quien no ha contestado', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Recordar ahora' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Confirmar|Recordar ahora/ }).last().click();
    await expect(page.getByText('Recordatorio en cola')).toBeVisible();
    await waitForMail(personas[2].correo, RECORDATORIO, 60_000);
    for (const p of personas.slice(0, 2)) {
      const mensajes = await (await fetch(`${mailUrl()}/messages?to=${encodeURIComponent(p.correo)}`)).json();
      expect((mensajes as { subject: string }[]).filter((m) => RECORDATORIO.test(m.subject))).toHaveLength(0);
    }
  });

  await test.step('los indicadores coinciden con el conteo a mano', async () => {
    const r = await (await request.get(`/api/seguimiento/aplicaciones/${ola.id}/indicadores`, { headers: bearer(admin.token) })).json();
    expect(r).toMatchObject({ poblacion: 3, invitados: 3, respuestas: 2 });
    const por = Object.fromEntries((r.indicadores as { clave: string; valor: number | null; n: number }[]).map((i) => [i.clave, i]));
    // Ana works (found work within six months, «alta»), Bruno studies.
    expect(por.empleados).toMatchObject({ valor: 50, n: 2 });
    expect(por.empleo_primer_anio).toMatchObject({ valor: 50, n: 2 });
    expect(por.relacion_estudios).toMatchObject({ valor: 100, n: 1 });
    expect(por.satisfaccion_empleadores).toMatchObject({ valor: 4, n: 1 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Indicadores' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('aplicacion.png'), fullPage: true });
  });

  await test.step('el XLSX y el PDF se abren y se leen', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seguimiento-'));
    for (const formato of ['xlsx', 'pdf'] as const) {
      const { url } = await (await request.post(`/api/seguimiento/aplicaciones/${ola.id}/indicadores/enlace`, { headers: bearer(admin.token), data: { formato } })).json();
      const body = await (await request.get(url)).body();
      fs.writeFileSync(path.join(dir, `i.${formato}`), body);
    }
    const texto = execFileSync('pdftotext', ['-layout', path.join(dir, 'i.pdf'), '-']).toString();
    expect(texto).toContain('Indicadores de seguimiento de egresados');
    expect(texto).toContain('Metodología');
    expect(texto).toMatch(/Margen de error al 95/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(path.join(dir, 'i.xlsx'));
    const hoja = libro.getWorksheet('Indicadores')!;
    const filas: string[] = [];
    hoja.eachRow((row) => filas.push(row.values!.toString()));
    expect(filas.join('\n')).toMatch(/Egresados que trabajan actualmente,50\.0 %/);
    expect(libro.getWorksheet('Metodología')).toBeTruthy();
  });
});
