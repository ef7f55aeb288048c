import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './fixtures';
import { accionCampana, crearCampana, crearPlantilla, esperarEstado, mensajesPara, porDestinatario } from './support/campanas';
import { crearEgresado, crearPrograma, token } from './support/egresados';
import { ADMIN, mailUrl } from './support/env';
import { linkTo } from './support/mail';
import { freePort } from './support/ports';
import { startProductServer, type RunningServer } from './support/server';
import { apiLogin } from './support/session';
import { startMailCatcher } from './support/smtp';

const ASUNTO = /^Seguimiento de egresados, /;
const sinAcentos = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');

test('una campaña llega una vez a cada egresado con sus datos, y la baja se respeta en la siguiente', async ({ page, request, newContext }, testInfo) => {
  test.skip(!mailUrl(), 'sin el servidor SMTP de prueba (E2E_BASE_URL apunta a un servidor ajeno)');
  test.setTimeout(150_000);
  const endpoint = mailUrl()!;
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const t = token(testInfo.project.name);
  const programa = await crearPrograma(request, admin.token, `C-${t}`, `Comunicación ${t}`);
  const personas = ['Lucía', 'Mateo', 'Sofía'].map((nombre, i) => ({
    matricula: `${t}-${i + 1}`,
    nombre,
    apellidoPaterno: 'Campos',
    correo: `${sinAcentos(nombre).toLowerCase()}.${t.toLowerCase()}@correo.mx`,
    programaId: programa.id,
    anioEgreso: 2020,
  }));
  for (const persona of personas) await crearEgresado(request, admin.token, persona);
  const plantilla = await crearPlantilla(request, admin.token, `Seguimiento ${t}`);
  const correos = personas.map((p) => p.correo);

  await test.step('crear la campaña con un filtro y ver a cuántos llegará', async () => {
    await page.goto('/egresados/correo/enviar/create');
    await page.getByRole('textbox', { name: /^Nombre/ }).fill(`Campaña ${t}`);
    await page.getByRole('combobox', { name: /^Plantilla/ }).click();
    await page.getByRole('option', { name: plantilla.nombre }).click();
    await page.getByRole('textbox', { name: 'Matrícula, nombre, CURP o correo' }).fill(t);
    await expect(page.getByText('Llegará a 3 egresados', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/egresados\/correo\/enviar\/\d+\/show$/);
  });

  await test.step('enviar, confirmando, y ver el avance hasta Completada', async () => {
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Se enviará ahora a 3 destinatarios.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByText('Completada', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('3 de 3 procesados')).toBeVisible();
    for (const correo of correos) await expect(page.locator('tr, li').filter({ hasText: correo })).toContainText('Enviado');
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
  });

  const mensajes = await test.step('cada egresado recibió un mensaje con sus datos y las cabeceras de baja', async () => {
    await expect.poll(async () => (await mensajesPara(endpoint, correos)).filter((m) => ASUNTO.test(m.subject)).length).toBe(3);
    const recibidos = (await mensajesPara(endpoint, correos)).filter((m) => ASUNTO.test(m.subject));
    for (const persona of personas) {
      const mensaje = recibidos.find((m) => m.to.includes(persona.correo));
      expect(mensaje, persona.correo).toBeTruthy();
      expect(mensaje!.subject).toBe(`Seguimiento de egresados, ${persona.nombre}`);
      expect(mensaje!.html).toContain(persona.matricula);
      expect(mensaje!.html).toContain(`${persona.nombre} Campos`);
      expect(mensaje!.headers['list-unsubscribe']).toMatch(/^<http:\/\/[^>]+\/api\/correo\/baja\?t=[^>]+>$/);
      expect(mensaje!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    }
    return recibidos;
  });

  const primera = personas[0];
  await test.step('el enlace del pie lleva a la página de baja, que funciona sin sesión', async () => {
    const enlace = linkTo(mensajes.find((m) => m.to.includes(primera.correo))!, '/correo/baja');
    const context = await newContext();
    const publica = await context.newPage();
    await publica.goto(enlace);
    await expect(publica.getByText(/¿Desea dejar de recibir los correos de la oficina de egresados en/)).toBeVisible();
    await expectNoSeriousA11yViolations(publica);
    await expectNoHorizontalOverflow(publica);
    await publica.getByRole('button', { name: 'Dejar de recibir correos' }).click();
    await expect(publica.getByText(/Ya no enviaremos correos masivos de la oficina de egresados/)).toBeVisible();
    await expect(publica.getByRole('button', { name: 'Volver a suscribirme' })).toBeVisible();
  });

  await test.step('una segunda campaña marca esa dirección como Baja y no le escribe', async () => {
    const segunda = await crearCampana(request, admin.token, { nombre: `Segunda ${t}`, plantillaId: plantilla.id, filtro: { q: t } });
    await accionCampana(request, admin.token, segunda.id, 'enviar');
    const final = await esperarEstado(request, admin.token, segunda.id, 'completada');
    expect(final).toMatchObject({ total: 3, enviados: 2, bajas: 1, fallidos: 0 });
    await page.goto(`/egresados/correo/enviar/${segunda.id}/show`);
    await expect(page.locator('tr, li').filter({ hasText: primera.correo })).toContainText('Baja');
    for (const otra of personas.slice(1)) await expect(page.locator('tr, li').filter({ hasText: otra.correo })).toContainText('Enviado');
    await expect.poll(async () => (await mensajesPara(endpoint, correos)).filter((m) => ASUNTO.test(m.subject)).length).toBe(5);
    const cuenta = porDestinatario((await mensajesPara(endpoint, correos)).filter((m) => ASUNTO.test(m.subject)));
    expect(Object.fromEntries(cuenta)).toEqual({ [correos[0]]: 1, [correos[1]]: 2, [correos[2]]: 2 });
  });
});

test('una campaña interrumpida por un reinicio termina después, con un solo mensaje por destinatario', async ({ playwright }, testInfo) => {
  test.skip(testInfo.project.name !== 'escritorio', 'no trata de la presentación: basta con un proyecto');
  test.setTimeout(300_000);
  const root = process.cwd();
  const total = 300;
  const mail = await startMailCatcher();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-campana-reinicio-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    APP_URL: url,
    SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
    LOG_LEVEL: 'warn',
    // 600 a minute: 300 messages take about 30 s, long enough to stop the server in the middle.
    CAMPANAS_POR_MINUTO: '600',
  };
  const arrancar = (n: number) => startProductServer({ root, port, env, logFile: path.join(root, `.tmp/e2e/campanas-reinicio-${n}.log`) });
  const enviados = () => mail.messages.filter((m) => ASUNTO.test(m.subject));
  let server: RunningServer | undefined;
  try {
    server = await arrancar(1);
    const api = await playwright.request.newContext({ baseURL: url });
    const admin = await apiLogin(api, ADMIN.email, ADMIN.password);
    const programa = await crearPrograma(api, admin.token, 'REINICIO', 'Programa de la prueba de reinicio');
    const correos = Array.from({ length: total }, (_, i) => `egresado${String(i + 1).padStart(3, '0')}@reinicio.mx`);
    for (let i = 0; i < total; i += 10) {
      await Promise.all(
        correos.slice(i, i + 10).map((correo, j) =>
          crearEgresado(api, admin.token, {
            matricula: `R${String(i + j + 1).padStart(4, '0')}`,
            nombre: `Egresado ${i + j + 1}`,
            apellidoPaterno: 'Reinicio',
            correo,
            programaId: programa.id,
            anioEgreso: 2019,
          }),
        ),
      );
    }
    const plantilla = await crearPlantilla(api, admin.token, 'Seguimiento del reinicio');
    const campana = await crearCampana(api, admin.token, { nombre: 'Campaña del reinicio', plantillaId: plantilla.id, filtro: { programaId: programa.id } });
    await accionCampana(api, admin.token, campana.id, 'enviar');

    await expect.poll(() => enviados().length, { message: 'un tercio de los mensajes', timeout: 90_000 }).toBeGreaterThanOrEqual(total / 3);
    await api.dispose();
    await server.stop();
    server = undefined;
    const antes = enviados().length;
    expect(antes, 'el reinicio ocurrió a media campaña').toBeLessThan(total);
    testInfo.annotations.push({ type: 'reinicio', description: `${antes} de ${total} mensajes antes de detener el servidor` });

    server = await arrancar(2);
    const api2 = await playwright.request.newContext({ baseURL: url });
    const admin2 = await apiLogin(api2, ADMIN.email, ADMIN.password);
    const final = await esperarEstado(api2, admin2.token, campana.id, 'completada', 150_000);
    await api2.dispose();
    expect(final).toMatchObject({ total, enviados: total, fallidos: 0, pendientes: 0 });

    const cuenta = porDestinatario(enviados());
    const faltan = correos.filter((c) => !cuenta.has(c));
    const repetidos = [...cuenta].filter(([, n]) => n > 1).map(([c, n]) => `${c} ×${n}`);
    expect(faltan, 'destinatarios sin mensaje').toEqual([]);
    expect(repetidos, 'destinatarios con más de un mensaje').toEqual([]);
    expect(enviados()).toHaveLength(total);
  } finally {
    await server?.stop();
    await mail.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
