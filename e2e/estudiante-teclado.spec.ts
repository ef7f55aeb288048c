import type { APIRequestContext, Page } from '@playwright/test';
import { inicioMes, mesDe, sumarDias, sumarMesesFecha } from '../shared/servicio-social/horas';
import { test, expect as expectBase } from './fixtures';
import { ADMIN, mailUrl } from './support/env';
import { expectPageStart } from './support/page-start';
import { apiLogin, bearer, unique } from './support/session';
import {
  CLAVE_SS, aprobarInstitucion, asegurarPeriodo, crearCarrera, curpAleatoria, marcarElegible, registrarEstudianteApi, registrarInstitucionApi,
  publicarVacanteApi, rfcAleatorio, verificarCorreo,
} from './support/servicio-social';
import { enfocado, escribir, tabularHasta } from './support/teclado';

// Issue 20: a student, on a phone and by keyboard only, from the vacancy search to an accepted service and a first
// monthly report that is refused while untouched, then sent, withdrawn and sent again. What is not the student's own
// journey (the institution, its program and vacancy, staff's approvals, the acceptance) goes through the API.

test.use({ storageState: { cookies: [], origins: [] } });
// Sign-in (argon2), lazy chunks and saves wait on two cores shared with the server and other suites.
const expect = expectBase.configure({ timeout: 30_000 });

const SS = '/api/servicio-social';
const hoyMexico = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
const ENVIAR = /Ya no podrá editarlo hasta que lo revisen/;

async function ok<T>(respuesta: Awaited<ReturnType<APIRequestContext['get']>>, estado = 200): Promise<T> {
  expect(respuesta.status(), `${respuesta.url()}: ${await respuesta.text()}`).toBe(estado);
  return (await respuesta.json()) as T;
}

/** Tabs to a button and presses Enter. */
async function pulsar(page: Page, nombre: string | RegExp) {
  await tabularHasta(page, page.getByRole('button', { name: nombre, exact: typeof nombre === 'string' }), 80);
  await page.keyboard.press('Enter');
}

/** Presses a button that asks first, checks that the dialog says what follows, and confirms it, by keyboard. */
async function confirmar(page: Page, boton: string, confirmacion: string, dice: RegExp) {
  await pulsar(page, boton);
  const dialogo = page.getByRole('dialog');
  await expect(dialogo).toContainText(dice);
  await tabularHasta(page, dialogo.getByRole('button', { name: confirmacion, exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialogo).toBeHidden();
}

test('un estudiante, con el teclado y en el teléfono, solicita una vacante y envía, retira y reenvía su primer informe mensual', async ({ page, request, newContext, guard }, testInfo) => {
  test.skip(testInfo.project.name !== 'movil', 'el recorrido con teclado se hace a 375 px');
  test.skip(!mailUrl(), 'sin el servidor SMTP de prueba');
  // The set-up alone signs in three accounts and confirms two emails; on a loaded machine the whole took 7 minutes.
  test.setTimeout(600_000);
  const id = unique('tecss', testInfo.project.name);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const hoy = hoyMexico();

  // ── Set-up: an approved institution with an approved program and a vacancy; an eligible, confirmed student ──
  const rfc = rfcAleatorio();
  const correoInst = `${id}-inst@correo.mx`.toLowerCase();
  const alumno = { matricula: id.replace(/[^A-Za-z0-9-]/g, '').slice(-28).toUpperCase(), correo: `${id}-e@alumnos.mx`.toLowerCase(), curp: curpAleatoria(), nombre: 'Valeria' };
  const carreraId = await crearCarrera(request, admin.token, `Licenciatura en Pedagogía ${id}`);
  await asegurarPeriodo(request, admin.token, '2031-1');
  await registrarInstitucionApi(request, rfc, correoInst, `Biblioteca Comunitaria ${id}`);
  await registrarEstudianteApi(request, alumno, carreraId);
  const correos = await (await newContext()).newPage();
  await verificarCorreo(correos, correoInst);
  await verificarCorreo(correos, alumno.correo);
  await aprobarInstitucion(request, admin.token, rfc);
  await marcarElegible(request, admin.token, alumno.matricula);
  const institucion = await apiLogin(request, correoInst, CLAVE_SS);
  const inst = bearer(institucion.token);
  const titulo = `Mediador de lectura ${id}`;
  await publicarVacanteApi(request, { institucion: institucion.token, staff: admin.token }, {
    programa: `Fomento a la lectura ${id}`, objetivo: 'Acercar la lectura a niñas y niños de la colonia.', actividades: 'Círculos de lectura.\nPréstamo de libros.',
    lugar: 'Biblioteca comunitaria, Guadalajara', titulo, carreraId, horario: 'matutino', cupo: 1, desde: sumarDias(hoy, -30), hasta: sumarDias(hoy, 60),
  });

  await test.step('inicia sesión con el teclado y llega a su portal', async () => {
    await page.goto('/login');
    await expectPageStart(page);
    const form = page.getByRole('form', { name: 'Iniciar sesión' });
    await escribir(page, form.getByLabel('Correo electrónico'), alumno.correo);
    await escribir(page, form.getByLabel(/^Contraseña/), CLAVE_SS);
    await tabularHasta(page, form.getByRole('button', { name: 'Iniciar sesión' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/servicio-social\/estudiantes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Valeria' })).toBeVisible();
    await expectPageStart(page);
    await expect(page.getByText('Puede solicitar vacantes.')).toBeVisible();
  });

  await test.step('busca la vacante y la solicita con su motivación', async () => {
    await escribir(page, page.getByLabel('Buscar vacantes'), titulo);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/servicio-social\/estudiantes\/busqueda\?q=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buscar vacantes' })).toBeVisible();
    await expectPageStart(page);
    const tarjeta = page.getByRole('article', { name: titulo });
    await expect(tarjeta).toContainText('1 lugar disponible');
    await tabularHasta(page, tarjeta.getByRole('button', { name: `Solicitar ${titulo}` }), 80);
    await page.keyboard.press('Enter');
    const dialogo = page.getByRole('dialog', { name: `Solicitar «${titulo}»` });
    await expect(dialogo.getByLabel(/^Motivación/)).toBeFocused();
    await page.keyboard.type('Me interesa acercar la lectura a las niñas y niños de mi colonia.');
    await tabularHasta(page, dialogo.getByRole('button', { name: 'Enviar solicitud' }));
    await page.keyboard.press('Enter');
    await expect(dialogo).toBeHidden();
    await expect(tarjeta.getByText('Ya la solicitó')).toBeVisible();
    // The button it pressed is gone: the focus stays on the vacancy, not lost to the page's top.
    await expect.poll(() => enfocado(page), { message: 'el foco tras solicitar' }).toContain(titulo);
  });

  // The institution accepts (its own journey is walked elsewhere), with a start two months back: that month's report is overdue.
  const inicio = inicioMes(mesDe(sumarMesesFecha(inicioMes(mesDe(hoy)), -2)));
  const mes = mesDe(inicio);
  const est = bearer((await apiLogin(request, alumno.correo, CLAVE_SS)).token);
  const [solicitud] = await ok<{ id: number; vacante: string }[]>(await request.get(`${SS}/estudiante/solicitudes`, { headers: est }));
  await ok(await request.put(`${SS}/solicitudes/${solicitud.id}/estado`, {
    headers: inst, data: { estado: 'aceptada', supervisorNombre: 'Mtra. Laura Díaz', supervisorCorreo: `${id}-sup@correo.mx`.toLowerCase(), fechaInicio: inicio },
  }));
  await ok(await request.post(`${SS}/estudiante/horas`, { headers: est, data: { fecha: sumarDias(inicio, 2), horas: 4, actividades: 'Círculo de lectura con niñas y niños' } }), 201);

  let informeId = 0;
  const estadoInforme = async () => (await ok<{ estado: string }>(await request.get(`${SS}/documentos/${informeId}`, { headers: est }))).estado;

  await test.step('su portal dice que ya presta el servicio y que el informe del mes está vencido', async () => {
    await page.goto('/servicio-social/estudiantes');
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Valeria' })).toBeVisible();
    await expectPageStart(page);
    await expect(page.getByText(/^Ya presta su servicio social/)).toBeVisible();
    const pendiente = page.getByRole('link', { name: /^El informe mensual de .+ está vencido: escríbalo y envíelo$/ }).first();
    await expect(pendiente).toHaveAttribute('href', `/servicio-social/estudiantes/documentos/Informe-mensual?mes=${mes}`);
    await tabularHasta(page, pendiente);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/Informe-mensual\\?mes=${mes}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Informe mensual' })).toBeVisible();
    await expectPageStart(page);
    await expect(page.getByLabel('Mes del informe')).toHaveValue(mes);
    await pulsar(page, 'Crear informe del mes');
    await expect(page).toHaveURL(/[?&]id=\d+/);
    informeId = Number(new URL(page.url()).searchParams.get('id'));
    await expectPageStart(page);
    expect(await estadoInforme()).toBe('borrador');
  });

  await test.step('el informe sin tocar no se envía: dice qué secciones faltan y lleva el foco allí', async () => {
    // The server refuses it (422), which Chromium logs.
    guard.allowConsoleErrors(/status of 422 .*\/api\/servicio-social\/documentos\/\d+\/enviar\)$/);
    await confirmar(page, 'Enviar a revisión', 'Enviar', ENVIAR);
    const faltan = page.getByRole('alert').filter({ hasText: 'Faltan 2 secciones por escribir' });
    await expect(faltan).toBeFocused();
    const actividades = faltan.getByRole('link', { name: 'Reemplace el texto de ejemplo de la sección «Actividades realizadas» por el suyo.' });
    const logros = faltan.getByRole('link', { name: 'Escriba la sección «Logros y dificultades»: está vacía.' });
    await expect(actividades).toBeVisible();
    await expect(logros).toBeVisible();
    expect(await estadoInforme()).toBe('borrador');

    // Each line of the summary takes the caret to its section: the sample text selected, or the empty line.
    const editor = page.getByRole('textbox', { name: 'Texto del documento' });
    await tabularHasta(page, actividades);
    await page.keyboard.press('Enter');
    await expect(editor).toBeFocused();
    // One input event per sentence: key by key costs seconds on a loaded machine and tests nothing more.
    await page.keyboard.insertText('Organicé dos círculos de lectura por semana con niñas y niños de primaria.');
    await expect(page.getByText('Guardado', { exact: true })).toBeVisible();
    await expect(editor).not.toContainText('Describa las actividades del mes.');
    await page.keyboard.press('Shift+Tab');
    await expect(faltan).toBeVisible();
    await tabularHasta(page, logros);
    await page.keyboard.press('Enter');
    await expect(editor).toBeFocused();
    await page.keyboard.insertText('Asistieron más niños cada semana; faltan libros para los más pequeños.');
    await expect(page.getByText('Guardado', { exact: true })).toBeVisible();
    await expect(editor.locator('h3', { hasText: 'Logros y dificultades' }).locator('xpath=following-sibling::p[1]')).toHaveText('Asistieron más niños cada semana; faltan libros para los más pequeños.');
  });

  await test.step('lo envía, lo retira mientras nadie lo abre y lo envía otra vez', async () => {
    const titulo = page.getByRole('heading', { level: 2, name: /^Informe mensual · / });
    await confirmar(page, 'Enviar a revisión', 'Enviar', ENVIAR);
    await expect(page.getByText('Enviado · Revisión de la institución')).toBeVisible();
    expect(await estadoInforme()).toBe('enviado');
    // The editor and its button are gone: the focus goes to the document, where its new state is read next.
    await expect(titulo).toBeFocused();

    await confirmar(page, 'Retirar envío', 'Retirar', /Vuelve a ser un borrador/);
    await expect(page.getByRole('button', { name: 'Enviar a revisión' })).toBeVisible();
    expect(await estadoInforme()).toBe('borrador');
    await expect(titulo).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Texto del documento' })).toContainText('Organicé dos círculos de lectura');

    await confirmar(page, 'Enviar a revisión', 'Enviar', ENVIAR);
    await expect(page.getByText('Enviado · Revisión de la institución')).toBeVisible();
    await expect(titulo).toBeFocused();
    expect(await estadoInforme()).toBe('enviado');
  });
});
