import { capturas } from './support/capturas';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { APIRequestContext, Page, Route, TestInfo } from '@playwright/test';
import { inicioMes, mesDe, sumarDias, sumarMesesFecha } from '../shared/servicio-social/horas';
import { test, expect, expectNoHorizontalOverflow } from './fixtures';
import { expectPageStart } from './support/page-start';
import { ADMIN, mailUrl } from './support/env';
import { linkTo, waitForMail } from './support/mail';
import { apiLogin, bearer, storeSession, unique } from './support/session';
import {
  CLAVE_SS, aprobarInstitucion, asegurarPeriodo, crearCarrera, curpAleatoria, marcarElegible, registrarEstudianteApi, registrarInstitucionApi,
  publicarVacanteApi, rfcAleatorio, verificarCorreo,
} from './support/servicio-social';

// One whole servicio social, as issue 12 asks: the three letters, monthly reports (one returned and corrected, one
// approved from the supervisor's emailed link), 480 hours, the final report, both evaluations, the constancia and
// the carta de liberación, whose PDFs are rendered and whose QR page confirms them. The staff screens run at 1280 px
// (this project only); the student's at 375 px in a phone context. The office's default daily maximum is 4 h, so
// 480 h take four months: the service starts five months back and the bulk of the hours goes through the API with
// the student's own session, as do the approvals the issue does not name.

const SS = '/api/servicio-social';
const ok = async <T = Record<string, unknown>>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> => {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
};
const hoyMexico = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());

interface Doc {
  id: number;
  titulo: string;
  contenido: string;
  estado: string;
  folio: string | null;
}

/** Types after the template's text and waits for the autosave the student sees. */
async function agregarParrafo(p: Page, texto: string) {
  await p.getByRole('textbox', { name: 'Texto del documento' }).click();
  await p.keyboard.press('Control+End');
  await p.keyboard.press('Enter');
  // One input event for the sentence: typing it key by key costs seconds on a loaded machine and tests nothing more.
  await p.keyboard.insertText(texto);
}

async function escribir(p: Page, texto: string) {
  await agregarParrafo(p, texto);
  await expect(p.getByText('Guardado', { exact: true })).toBeVisible();
}

/** Replaces the monthly report's sample text and fills its empty last section, by keyboard, then waits for «Guardado». */
async function redactarInforme(p: Page, actividades: string, logros: string) {
  await p.getByRole('textbox', { name: 'Texto del documento' }).getByText('Describa las actividades del mes.').click();
  await p.keyboard.press('Home');
  await p.keyboard.press('Shift+End');
  await p.keyboard.insertText(actividades);
  // The last section («Logros y dificultades») starts empty: its text goes in a new paragraph under its heading.
  await p.keyboard.press('Control+End');
  await p.keyboard.press('Enter');
  await p.keyboard.insertText(logros);
  await expect(p.getByText('Guardado', { exact: true })).toBeVisible();
}

const ENVIAR = /Ya no podrá editarlo hasta que lo revisen/;

/** Presses a button and confirms the dialog it opens, by keyboard. */
async function confirmar(p: Page, boton: string, confirmacion: string, dice: RegExp) {
  await p.getByRole('button', { name: boton }).focus();
  await p.keyboard.press('Enter');
  const dialogo = p.getByRole('dialog');
  await expect(dialogo).toContainText(dice);
  await dialogo.getByRole('button', { name: confirmacion }).focus();
  await p.keyboard.press('Enter');
}

/** The id the page opened (…?id=N) once a document is created. */
async function idEnUrl(p: Page): Promise<number> {
  await expect(p).toHaveURL(/[?&]id=\d+/);
  return Number(new URL(p.url()).searchParams.get('id'));
}

/** Opens a document from the office's review queue (the search applies after its debounce, then the row). */
async function abrirEnCola(page: Page, matricula: string, titulo: string) {
  await page.goto('/servicio-social/administracion/documentos');
  await page.getByPlaceholder('Buscar', { exact: true }).fill(matricula);
  await expect(page).toHaveURL(new RegExp(`[?&]filter=[^&#]*${matricula}`));
  // The title's cell comes first (a letter's type reads the same as its title).
  await page.getByRole('cell', { name: titulo, exact: true }).first().click();
  await expect(page).toHaveURL(/\/\d+\/show$/);
  await expect(page.getByRole('heading', { level: 2, name: titulo, exact: true })).toBeVisible({ timeout: 30_000 });
}

/** The institution's portal: the student's documents, one opened for review. */
async function revisarEnPortal(inst: Page, prestacionId: number, titulo: string) {
  await inst.goto(`/servicio-social/Institucion/estudiantes/${prestacionId}`);
  const fila = inst.getByRole('listitem').filter({ hasText: titulo });
  await fila.getByRole('button', { name: 'Revisar' }).click();
  await expect(fila.getByText(/^Texto enviado \(versión \d+\)$/)).toBeVisible();
  return fila;
}

/** Downloads an issued PDF, checks it is one, renders page 1 beside the test's output and attaches it. */
async function pdfEmitido(request: APIRequestContext, token: string, documentoId: number, nombre: string, testInfo: TestInfo) {
  const res = await request.get(`${SS}/documentos/${documentoId}/pdf?descargar=1`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  const pdf = await res.body();
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const ruta = testInfo.outputPath(`${nombre}.pdf`);
  fs.writeFileSync(ruta, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', ruta, testInfo.outputPath(nombre)]);
  const png = testInfo.outputPath(`${nombre}.png`);
  expect(fs.readFileSync(png).subarray(1, 4).toString('latin1')).toBe('PNG');
  await testInfo.attach(`${nombre}.png`, { path: png, contentType: 'image/png' });
  // The QR encodes the same address the page prints and links under it.
  const enlace = /\/URI \((https?:[^)]+)\)/.exec(pdf.toString('latin1'))?.[1];
  expect(enlace, `enlace de verificación en ${nombre}.pdf`).toMatch(/\/servicio-social\/verificar\?folio=SS-\d{4}-[A-Z0-9]{12}$/);
  return { texto: execFileSync('pdftotext', ['-layout', ruta, '-'], { encoding: 'utf8' }), enlace: enlace!, sha256: createHash('sha256').update(pdf).digest('hex') };
}

test('un servicio social completo: cartas, informes mensuales, 480 horas, evaluaciones, constancia y liberación verificables', async ({ page, request, newContext, guard }, testInfo) => {
  test.skip(testInfo.project.name !== 'escritorio', 'el servicio completo corre una vez, a 1280 px; las pantallas del estudiante también a 375 px');
  test.skip(!mailUrl(), 'sin el servidor SMTP de prueba');
  // Measured only on a machine at load 15–20 (other suites and benches on two cores): 8.4 and over 10 minutes.
  test.setTimeout(600_000);
  const id = unique('servicio', testInfo.project.name);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const staff = bearer(admin.token);
  const publico = await (await newContext()).newPage();

  // ── Set-up through the API: an approved institution, program and vacancy; an eligible student, accepted ──
  const hoy = hoyMexico();
  const meses = [5, 4, 3, 2, 1].map((n) => mesDe(sumarMesesFecha(inicioMes(mesDe(hoy)), -n)));
  const inicio = inicioMes(meses[0]);
  const rfc = rfcAleatorio();
  const correoInst = `${id}-inst@correo.mx`.toLowerCase();
  const supervisora = `${id}-supervisora@correo.mx`.toLowerCase();
  const razonSocial = `Casa Hogar ${id}`;
  const alumnoDatos = { matricula: id.replace(/[^A-Za-z0-9-]/g, '').slice(-28).toUpperCase(), correo: `${id}-e@alumnos.mx`.toLowerCase(), curp: curpAleatoria(), nombre: 'Mariana' };
  const nombreAlumno = `${alumnoDatos.nombre} Prueba`;
  let prestacionId = 0;
  const carreraId = await crearCarrera(request, admin.token, `Licenciatura en Psicología ${id}`);
  await asegurarPeriodo(request, admin.token, '2031-1');
  await registrarInstitucionApi(request, rfc, correoInst, razonSocial);
  await registrarEstudianteApi(request, alumnoDatos, carreraId);
  await verificarCorreo(publico, correoInst);
  await verificarCorreo(publico, alumnoDatos.correo);
  await aprobarInstitucion(request, admin.token, rfc);
  await marcarElegible(request, admin.token, alumnoDatos.matricula);
  const institucion = await apiLogin(request, correoInst, CLAVE_SS);
  const estudiante = await apiLogin(request, alumnoDatos.correo, CLAVE_SS);
  const inst = bearer(institucion.token);
  const est = bearer(estudiante.token);
  const vacanteId = await publicarVacanteApi(request, { institucion: institucion.token, staff: admin.token }, {
    programa: `Acompañamiento emocional ${id}`, objetivo: 'Acompañar a niñas, niños y adolescentes de la casa hogar.', actividades: 'Talleres de manejo de emociones.\nAsesoría de tareas.',
    lugar: 'Casa hogar, Zapopan', titulo: `Acompañante de tareas ${id}`, carreraId, horario: 'vespertino', cupo: 1, desde: sumarDias(hoy, -200), hasta: sumarDias(hoy, 200),
  });
  const solicitud = await ok<{ id: number }>(await request.post(`${SS}/solicitudes`, { headers: est, data: { vacanteId, motivacion: 'Quiero acompañar a los adolescentes de la casa hogar.' } }), 201);
  // Accepted with a start five months back, so the hours of four whole months can be logged by now.
  await ok(await request.put(`${SS}/solicitudes/${solicitud.id}/estado`, {
    headers: inst, data: { estado: 'aceptada', supervisorNombre: 'Mtra. Laura Díaz', supervisorCorreo: supervisora, fechaInicio: inicio },
  }));
  prestacionId = (await ok<{ prestacion: { id: number } }>(await request.get(`${SS}/estudiante`, { headers: est }))).prestacion.id;

  // The student on a phone; the institution's portal at 1280 px; staff in the default page (the admin's session).
  const alumno = await (await newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })).newPage();
  await storeSession(alumno, estudiante);
  const portal = await (await newContext()).newPage();
  await storeSession(portal, institucion);
  const doc = async (docId: number) => ok<Doc>(await request.get(`${SS}/documentos/${docId}`, { headers: staff }));
  const revisar = async (headers: Record<string, string>, docId: number) =>
    ok(await request.post(`${SS}/documentos/${docId}/revision`, { headers, data: { decision: 'aprobar', comentarios: '' } }));

  await test.step('carta de presentación: el estudiante la solicita y la oficina la emite desde la cola', async () => {
    await alumno.goto('/servicio-social/estudiantes/documentos/presentacion');
    await alumno.getByRole('button', { name: 'Solicitar carta de presentación' }).click({ timeout: 30_000 });
    // The office's draft: the student sees it listed, not its text.
    await expect(alumno.getByText('En preparación por la oficina', { exact: true })).toBeVisible();
    const filtro = encodeURIComponent(JSON.stringify({ prestacionId, tipo: 'presentacion' }));
    const [{ id: presentacionId }] = await ok<{ id: number }[]>(await request.get(`${SS}/documentos?filter=${filtro}`, { headers: staff }));
    const presentacion = await doc(presentacionId);
    await expectNoHorizontalOverflow(alumno);
    await abrirEnCola(page, alumnoDatos.matricula, presentacion.titulo);
    await confirmar(page, 'Emitir documento', 'Emitir documento', /se genera el PDF con folio/);
    await expect(page.getByText('Documento actualizado')).toBeVisible();
    await expect(page.getByText(/^Folio SS-\d{4}-/)).toBeVisible();
    await alumno.reload();
    await expect(alumno.getByText('Aprobado', { exact: true })).toBeVisible({ timeout: 30_000 });
    await alumno.getByRole('link', { name: presentacion.titulo }).click();
    await expect(alumno.getByRole('button', { name: 'Descargar PDF' })).toBeVisible();
  });

  await test.step('carta de aceptación: la institución la redacta en el editor y la emite', async () => {
    await portal.goto('/servicio-social/Institucion/estudiantes');
    await portal.getByRole('link', { name: nombreAlumno }).click({ timeout: 30_000 });
    await portal.getByRole('button', { name: 'Redactar carta de aceptación' }).click();
    await escribir(portal, 'Actividades: talleres de manejo de emociones y asesoría de tareas por las tardes.');
    await confirmar(portal, 'Emitir documento', 'Emitir', /Ya no podrá modificarlo/);
    await expect(portal.getByText('Documento emitido', { exact: true })).toBeVisible();
    await expect(portal.getByText(/^Folio SS-\d{4}-/)).toBeVisible();
    await alumno.goto('/servicio-social/estudiantes/documentos/aceptacion');
    await expect(alumno.getByRole('listitem').filter({ hasText: 'Carta de aceptación' }).getByText('Aprobado')).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalOverflow(alumno);
  });

  let compromisoId = 0;
  await test.step('carta compromiso: el estudiante la escribe y la oficina la aprueba', async () => {
    await alumno.goto('/servicio-social/estudiantes/documentos/compromiso');
    await alumno.getByRole('button', { name: 'Comenzar carta compromiso' }).click({ timeout: 30_000 });
    compromisoId = await idEnUrl(alumno);
    await escribir(alumno, 'Me comprometo a asistir de lunes a viernes de 15:00 a 19:00 h y a entregar mis informes a tiempo.');
    await expectNoHorizontalOverflow(alumno);

    // Nothing lost: the saves stop reaching the server mid-edit, the page is reloaded, and the text is still there
    // (kept in the browser), then saved once the connection is back.
    const sinRed = 'Si falto, aviso a mi supervisora con un día de anticipación.';
    // Chromium logs each cut save as a failed resource: expected here, and only for the draft's saves.
    guard.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED \(http:\/\/[^)]+\/api\/servicio-social\/documentos\/\d+\/borrador\)$/);
    const cortar = (ruta: Route) => (ruta.request().method() === 'PUT' ? ruta.abort('internetdisconnected') : ruta.fallback());
    await alumno.route('**/api/servicio-social/documentos/*/borrador', cortar);
    await agregarParrafo(alumno, sinRed);
    await expect(alumno.getByText('Sin conexión, se guardará al reconectar', { exact: true })).toBeVisible();
    expect((await doc(compromisoId)).contenido).not.toContain(sinRed);
    await alumno.reload();
    await expect(alumno.getByRole('textbox', { name: 'Texto del documento' })).toContainText(sinRed);
    await alumno.unroute('**/api/servicio-social/documentos/*/borrador', cortar);
    await expect(alumno.getByText('Guardado', { exact: true })).toBeVisible({ timeout: 20_000 });
    expect((await doc(compromisoId)).contenido).toContain(sinRed);
    await confirmar(alumno, 'Enviar a revisión', 'Enviar', ENVIAR);
    await expect(alumno.getByText('Enviado · Revisión de la oficina')).toBeVisible();
    await abrirEnCola(page, alumnoDatos.matricula, (await doc(compromisoId)).titulo);
    await confirmar(page, 'Aprobar', 'Aprobar', /¿Aprobar «.+»\?\s*Queda aprobado: se genera su PDF con folio/);
    await expect(page.getByText('Documento actualizado')).toBeVisible();
    await alumno.reload();
    await expect(alumno.getByText('Documento aprobado: ya no se puede modificar.')).toBeVisible({ timeout: 30_000 });
    expect((await doc(compromisoId)).folio).toMatch(/^SS-\d{4}-/);
  });

  // ── The hours: two days on the hours page, a duplicate refused there, the rest of the 480 through the API ──
  const porMes = new Map<string, number>();
  await test.step('dos días en la página de horas; el mismo día dos veces se rechaza', async () => {
    await alumno.goto(`/servicio-social/estudiantes/horas?mes=${meses[0]}`);
    const form = alumno.getByRole('form', { name: 'Registrar horas' });
    for (const [dia, actividades] of [[inicio, 'Taller de manejo de emociones con adolescentes'], [sumarDias(inicio, 1), 'Asesoría de tareas de matemáticas']]) {
      await form.getByLabel(/^Fecha/).fill(dia);
      await form.getByLabel(/^Horas/).fill('4');
      await form.getByLabel(/^Actividades/).fill(actividades);
      await form.getByRole('button', { name: 'Registrar horas' }).click();
      // Saved: the form empties for the next day.
      await expect(form.getByLabel(/^Actividades/)).toHaveValue('');
    }
    // The same day twice: the server's 422 is shown next to the date (Chromium logs the status as a console error).
    guard.allowConsoleErrors(/status of 422 .*\/api\/servicio-social\/estudiante\/horas/);
    await form.getByLabel(/^Fecha/).fill(inicio);
    await form.getByLabel(/^Horas/).fill('2');
    await form.getByLabel(/^Actividades/).fill('Otra vez el mismo día');
    await form.getByRole('button', { name: 'Registrar horas' }).click();
    await expect(form.getByText('Ya registró horas para este día; edite ese registro en lugar de crear otro.')).toBeVisible();
    await expectNoHorizontalOverflow(alumno);
    porMes.set(meses[0], 8);
  });
  await test.step('el resto de las 480 horas por la API, con la sesión del estudiante', async () => {
    const dias: string[] = [];
    for (let dia = sumarDias(inicio, 2), total = 8; total < 480; dia = sumarDias(dia, 1), total += 4) dias.push(dia);
    expect(dias.at(-1)! < hoy, 'las horas caben antes de hoy').toBe(true);
    // A few at a time: the server takes them one by one under the service's row lock, without waiting on each round trip.
    for (let i = 0; i < dias.length; i += 6) {
      await Promise.all(dias.slice(i, i + 6).map(async (fecha) =>
        ok(await request.post(`${SS}/estudiante/horas`, { headers: est, data: { fecha, horas: 4, actividades: 'Talleres y asesoría de tareas en la casa hogar' } }), 201)));
    }
    for (const dia of dias) porMes.set(mesDe(dia), (porMes.get(mesDe(dia)) ?? 0) + 4);
    await alumno.reload();
    await expect(alumno.getByRole('progressbar', { name: 'Avance de horas del servicio social' })).toHaveAttribute('aria-valuetext', /^0 de 480 horas aprobadas .*480 horas pendientes/, { timeout: 30_000 });
  });
  const mesesConHoras = meses.filter((m) => porMes.has(m));
  expect(mesesConHoras.length).toBeGreaterThanOrEqual(4);

  /**
   * The student writes the month's report from the link on the hours page and sends it; returns its id. The first
   * one is refused while untouched, then sent, withdrawn (nobody has opened it yet) and sent again.
   */
  const informeMensual = async (mes: string, texto: string, primero = false) => {
    await alumno.goto(`/servicio-social/estudiantes/horas?mes=${mes}`);
    await alumno.getByRole('link', { name: /^Escribir el informe mensual de / }).click({ timeout: 30_000 });
    await expectPageStart(alumno);
    await expect(alumno.getByLabel('Mes del informe')).toHaveValue(mes);
    if (primero) await capturas(alumno, testInfo, 'informe-mensual-meses');
    await alumno.getByRole('button', { name: 'Crear informe del mes' }).click();
    const informeId = await idEnUrl(alumno);
    await expectPageStart(alumno);
    if (primero) {
      // The server refuses the untouched report (422) and the page lists what is missing.
      guard.allowConsoleErrors(/status of 422 .*\/api\/servicio-social\/documentos\/\d+\/enviar\)$/);
      await confirmar(alumno, 'Enviar a revisión', 'Enviar', ENVIAR);
      const faltan = alumno.getByRole('alert').filter({ hasText: 'Faltan 2 secciones por escribir' });
      await expect(faltan).toContainText('Reemplace el texto de ejemplo de la sección «Actividades realizadas» por el suyo.');
      await expect(faltan).toContainText('Escriba la sección «Logros y dificultades»: está vacía.');
      expect((await doc(informeId)).estado).toBe('borrador');
      await capturas(alumno, testInfo, 'informe-mensual-secciones');
    }
    await redactarInforme(alumno, texto, 'Los adolescentes participaron en cada sesión.');
    await confirmar(alumno, 'Enviar a revisión', 'Enviar', ENVIAR);
    await expect(alumno.getByText('Enviado · Revisión de la institución')).toBeVisible();
    if (primero) {
      await capturas(alumno, testInfo, 'informe-mensual-enviado');
      await confirmar(alumno, 'Retirar envío', 'Retirar', /Vuelve a ser un borrador/);
      await expect(alumno.getByRole('button', { name: 'Enviar a revisión' })).toBeVisible();
      expect((await doc(informeId)).estado).toBe('borrador');
      await alumno.reload();
      await expectPageStart(alumno);
      await confirmar(alumno, 'Enviar a revisión', 'Enviar', ENVIAR);
      await expect(alumno.getByText('Enviado · Revisión de la institución')).toBeVisible();
    }
    await expectNoHorizontalOverflow(alumno);
    return informeId;
  };

  await test.step('primer informe mensual: devuelto con observaciones en el portal, corregido y aprobado', async () => {
    const informeId = await informeMensual(mesesConHoras[0], 'Coordiné los talleres de manejo de emociones de martes y jueves.', true);
    const titulo = (await doc(informeId)).titulo;
    let fila = await revisarEnPortal(portal, prestacionId, titulo);
    await fila.getByLabel('Observaciones (obligatorias para devolver)').fill('Indique cuántos adolescentes participaron en cada taller.');
    await fila.getByRole('button', { name: 'Devolver con observaciones' }).click();
    await expect(portal.getByText('Documento devuelto con observaciones', { exact: true })).toBeVisible();
    await alumno.goto(`/servicio-social/estudiantes/documentos/Informe-mensual?id=${informeId}`);
    await expect(alumno.getByText(/Indique cuántos adolescentes participaron en cada taller\./)).toBeVisible({ timeout: 30_000 });
    await expect(alumno.getByText('Con observaciones', { exact: true })).toBeVisible();
    await escribir(alumno, 'En cada taller participaron entre 10 y 14 adolescentes.');
    await confirmar(alumno, 'Enviar a revisión', 'Enviar', ENVIAR);
    await expect(alumno.getByText('Enviado · Revisión de la institución')).toBeVisible();
    fila = await revisarEnPortal(portal, prestacionId, titulo);
    // Version 1 was withdrawn before anyone opened it; the institution returned version 2.
    await expect(fila.getByText(/^Cambios desde la versión 2$/)).toBeVisible();
    await fila.getByRole('button', { name: 'Aprobar' }).click();
    const dialogo = portal.getByRole('dialog', { name: `¿Aprobar «${titulo}»?` });
    await expect(dialogo).toContainText(/Aprueba también las \d+ h registradas en el mes\. Pasa a la revisión de la oficina/);
    await dialogo.getByRole('button', { name: 'Aprobar' }).click();
    await expect(portal.getByText('Documento aprobado', { exact: true })).toBeVisible();
    await revisar(staff, informeId);
  });

  await test.step('segundo informe mensual: la supervisora lo aprueba desde el enlace del correo, sin sesión', async () => {
    const informeId = await informeMensual(mesesConHoras[1], 'Preparé con la supervisora un taller de resolución de conflictos.');
    const titulo = (await doc(informeId)).titulo;
    const correo = await waitForMail(supervisora, new RegExp(`^Informe por aprobar: ${titulo}$`));
    const enlace = linkTo(correo, '/servicio-social/aprobacion?token=');
    await publico.goto(enlace);
    await expect(publico.getByRole('heading', { name: titulo })).toBeVisible({ timeout: 30_000 });
    await expect(publico.getByText(`Horas del mes (${porMes.get(mesesConHoras[1])} h)`)).toBeVisible();
    await confirmar(publico, 'Aprobar informe y horas', 'Aprobar', new RegExp(`Aprueba también las ${porMes.get(mesesConHoras[1])} h registradas en el mes`));
    await expect(publico.getByText('Gracias: el informe quedó aprobado y sus horas cuentan para el servicio del estudiante.')).toBeVisible();
    // The link is spent: opened again it says so (a 409 that Chromium logs).
    guard.allowConsoleErrors(/status of 409 .*\/api\/servicio-social\/aprobacion/);
    await publico.goto(enlace);
    await expect(publico.getByText('Este informe ya fue revisado o cambió desde que se envió el enlace; no hay nada pendiente con este enlace.')).toBeVisible();
    await revisar(staff, informeId);
  });

  await test.step('tercer informe mensual y los meses restantes', async () => {
    const informeId = await informeMensual(mesesConHoras[2], 'Apoyé la semana de convivencia familiar y el seguimiento individual.');
    await revisar(inst, informeId);
    await revisar(staff, informeId);
    for (const mes of mesesConHoras.slice(3)) {
      const informe = await ok<Doc & { revision: number; contenido: string }>(await request.post(`${SS}/documentos`, { headers: est, data: { tipo: 'informe_mensual', mes } }), 201);
      const contenido = informe.contenido
        .replace('<p>Describa las actividades del mes.</p>', '<p>Di seguimiento a los expedientes del mes.</p>')
        .replace('<h3>Logros y dificultades</h3><p></p>', '<h3>Logros y dificultades</h3><p>Expedientes al día.</p>');
      await ok(await request.put(`${SS}/documentos/${informe.id}/borrador`, { headers: est, data: { contenido, revision: informe.revision } }));
      await ok(await request.post(`${SS}/documentos/${informe.id}/enviar`, { headers: est }));
      await revisar(inst, informe.id);
      await revisar(staff, informe.id);
    }
    await alumno.goto(`/servicio-social/estudiantes/horas?mes=${mesesConHoras[0]}`);
    await expect(alumno.getByRole('progressbar', { name: 'Avance de horas del servicio social' })).toHaveAttribute('aria-valuetext', /^480 de 480 horas aprobadas \(100 %\)/, { timeout: 30_000 });
    // The month's chip comes first, then one per day.
    await expect(alumno.getByText('Aprobada', { exact: true }).first()).toBeVisible();
  });

  await test.step('informe final y autoevaluación del estudiante', async () => {
    await alumno.goto('/servicio-social/estudiantes/documentos/informe-final');
    await alumno.getByRole('button', { name: 'Comenzar informe final' }).click({ timeout: 30_000 });
    const finalId = await idEnUrl(alumno);
    // Its four sections, written through the API (the monthly report's editing is walked above), then sent here.
    const final = await ok<Doc & { revision: number }>(await request.get(`${SS}/documentos/${finalId}`, { headers: est }));
    const secciones = ['Acompañar a los adolescentes de la casa hogar.', 'Más de sesenta talleres impartidos.', 'Catorce menores mejoraron su entrega de tareas.', 'Aprendí a escuchar.'];
    const contenidoFinal = final.contenido.replace(/<p><\/p>/g, () => `<p>${secciones.shift() ?? ''}</p>`);
    await ok(await request.put(`${SS}/documentos/${finalId}/borrador`, { headers: est, data: { contenido: contenidoFinal, revision: final.revision } }));
    await alumno.reload();
    await expect(alumno.getByText('Catorce menores mejoraron su entrega de tareas.')).toBeVisible({ timeout: 30_000 });
    await confirmar(alumno, 'Enviar a revisión', 'Enviar', ENVIAR);
    await expect(alumno.getByText('Enviado · Revisión de la institución')).toBeVisible();
    await revisar(inst, finalId);
    await revisar(staff, finalId);

    await alumno.goto('/servicio-social/estudiantes/autoevaluacion');
    const excelente = alumno.getByRole('radio', { name: '4 · Excelente' });
    await expect(excelente.first()).toBeEnabled({ timeout: 30_000 });
    for (let i = 0; i < (await excelente.count()); i++) await excelente.nth(i).check();
    await alumno.getByLabel('Comentarios').fill('Aprendí a planear sesiones con adolescentes y a documentar su avance.');
    await alumno.getByRole('button', { name: 'Enviar evaluación' }).click();
    await expect(alumno.getByText('Evaluación enviada. Ya no se puede modificar.')).toBeVisible();
    const requisitos = alumno.getByRole('list', { name: 'Requisitos de liberación' });
    for (const paso of ['Horas aprobadas: 480 de 480', 'Informe final aprobado', 'Autoevaluación del estudiante enviada']) {
      await expect(requisitos.getByRole('listitem').filter({ hasText: paso }).getByRole('img', { name: 'Cumplido' })).toBeVisible();
    }
    await expectNoHorizontalOverflow(alumno);
  });

  await test.step('evaluación de la supervisora y constancia de terminación en el portal de la institución', async () => {
    await portal.goto('/servicio-social/Institucion');
    await portal.getByRole('listitem').filter({ hasText: nombreAlumno }).getByRole('button', { name: 'Evaluación y liberación' }).click({ timeout: 30_000 });
    const dialogo = portal.getByRole('dialog', { name: nombreAlumno });
    const excelente = dialogo.getByRole('radio', { name: '4 · Excelente' });
    await expect(excelente.first()).toBeEnabled();
    for (let i = 0; i < (await excelente.count()); i++) await excelente.nth(i).check();
    await dialogo.getByLabel('Comentarios').fill('Trato respetuoso con los menores; propuso mejoras útiles para los talleres.');
    await dialogo.getByRole('button', { name: 'Enviar evaluación' }).click();
    await expect(dialogo.getByText('Evaluación enviada. Ya no se puede modificar.')).toBeVisible();
    await dialogo.getByRole('button', { name: 'Emitir constancia de terminación' }).click();
    await expect(dialogo.getByText(/^Constancia de terminación emitida \(folio SS-\d{4}-[A-Z0-9]{12}\)$/)).toBeVisible();
  });

  await test.step('carta de liberación en la ficha de la prestación', async () => {
    await page.goto(`/servicio-social/administracion/prestaciones/${prestacionId}/show`);
    await page.getByRole('button', { name: 'Emitir carta de liberación' }).click({ timeout: 30_000 });
    await page.getByRole('dialog', { name: 'Emitir carta de liberación' }).getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Carta de liberación emitida')).toBeVisible();
    await expect(page.getByText(/^Carta de liberación \(oficina\) · folio SS-\d{4}-/)).toBeVisible();
    await expect(page.getByText(/^Liberada el /)).toBeVisible();
    await waitForMail(alumnoDatos.correo, /^¡Su servicio social fue liberado!$/);
  });

  await test.step('los PDF se descargan, se ven y su QR lleva a la verificación; un folio alterado se rechaza', async () => {
    const r = await ok<{ estado: string; constancia: { documentoId: number; folio: string }; liberacion: { documentoId: number; folio: string } }>(
      await request.get(`${SS}/prestaciones/${prestacionId}/requisitos`, { headers: staff }),
    );
    expect(r.estado).toBe('liberada');
    for (const [nombre, emitido, token, tipo] of [
      ['constancia', r.constancia, institucion.token, 'Constancia de terminación'],
      ['carta-de-liberacion', r.liberacion, admin.token, 'Carta de liberación'],
    ] as const) {
      const pdf = await pdfEmitido(request, token, emitido.documentoId, nombre, testInfo);
      expect(pdf.texto).toContain(`Folio: ${emitido.folio}`);
      expect(pdf.texto).toContain(nombreAlumno);
      expect(pdf.enlace).toContain(emitido.folio);
      await publico.goto(pdf.enlace);
      await expect(publico.getByText('Documento auténtico: fue emitido por la plataforma y no ha sido modificado en nuestros registros.')).toBeVisible({ timeout: 30_000 });
      const datos = publico.locator('dl');
      await expect(datos).toContainText(emitido.folio);
      await expect(datos).toContainText(tipo);
      await expect(datos).toContainText(nombreAlumno);
      await expect(datos.locator('code')).toHaveText(pdf.sha256);
    }
    // One character changed, still in the folio's alphabet: the server looks it up and finds nothing.
    const original = r.liberacion.folio;
    const alterado = original.slice(0, -1) + (original.endsWith('A') ? 'B' : 'A');
    guard.allowConsoleErrors(/status of 404 .*\/api\/servicio-social\/verificacion\//);
    await publico.goto(`/servicio-social/verificar?folio=${alterado}`);
    await expect(publico.getByRole('alert')).toHaveText('El folio no corresponde a ningún documento emitido');
  });

  await test.step('las pantallas del estudiante a 375 px, al final del servicio', async () => {
    await alumno.goto('/servicio-social/estudiantes');
    await expect(alumno.getByText(/^Servicio social liberado el /)).toBeVisible({ timeout: 30_000 });
    for (const [nombre, ruta, titulo] of [
      ['documentos', '/servicio-social/estudiantes/documentos/ckeditor', 'Mis documentos'],
      ['carta-compromiso', `/servicio-social/estudiantes/documentos/compromiso?id=${compromisoId}`, 'Carta compromiso'],
      ['horas', `/servicio-social/estudiantes/horas?mes=${mesesConHoras[0]}`, 'Registro de horas'],
      ['autoevaluacion', '/servicio-social/estudiantes/autoevaluacion', 'Autoevaluación'],
    ] as const) {
      await alumno.goto(ruta);
      await expect(alumno.getByRole('heading', { level: 1, name: titulo })).toBeVisible({ timeout: 30_000 });
      await expect(alumno.getByRole('progressbar', { name: /^Cargando/ })).toHaveCount(0);
      await expectNoHorizontalOverflow(alumno);
      await testInfo.attach(`${nombre}-375.png`, { body: await alumno.screenshot(), contentType: 'image/png' });
    }
  });
});
