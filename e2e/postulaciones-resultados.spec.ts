import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './fixtures';
import { ADMIN, mailUrl } from './support/env';
import { waitForMail } from './support/mail';
import { apiLogin, bearer, storeSession, unique } from './support/session';

// Staff take a nomination from «Recibida» to «Ganadora» on its page, upload the winner's photo and publish the
// call's results; the public winners page shows the winner, the nominator gets the result email, and the
// certificate's folio checks out on /postulaciones/verificar. The call is made through the API, open for the
// submission and then moved to dates already past, so the server's clock allows publishing.

test.use({ storageState: { cookies: [], origins: [] } });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = await sharp({ create: { width: 480, height: 600, channels: 3, background: '#7c3aed' } }).png().toBuffer();
const HORA = 3600_000;

/** Dates already past by the server's clock: closed two days ago, results an hour ago. */
function fechas(estado: string) {
  const ahora = Date.now();
  return { apertura: new Date(ahora - 72 * HORA).toISOString(), cierre: new Date(ahora - 48 * HORA).toISOString(), publicacionResultados: new Date(ahora - HORA).toISOString(), estado };
}

async function api(request: APIRequestContext, token: string, method: 'post' | 'put', url: string, data: unknown) {
  const res = await request[method](url, { headers: bearer(token), data: data as Record<string, unknown> });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

async function cambiarEstado(page: Page, estado: string) {
  await page.getByRole('button', { name: 'Cambiar estado' }).click();
  const dialogo = page.getByRole('dialog');
  await dialogo.getByLabel('Nuevo estado').click();
  await page.getByRole('option', { name: estado, exact: true }).click();
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Estado actualizado')).toBeVisible();
  await expect(dialogo).toBeHidden();
}

test('el personal marca una ganadora y publica los resultados; la página de ganadores, el correo y la constancia', async ({ page, request, guard }, testInfo) => {
  test.skip(!mailUrl(), 'sin el servidor SMTP de prueba');
  test.setTimeout(180_000);
  const id = unique('res', testInfo.project.name);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const prefijo = Array.from({ length: 8 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
  const nombreConvocatoria = `Premio al Mérito Universitario ${prefijo}`;
  // Its dates are past from the start: the call never becomes the public «open call» that the registration and
  // judging specs, running at the same time, pick up and add their categories to.
  const convocatoria = await api(request, admin.token, 'post', '/api/convocatorias', {
    nombre: nombreConvocatoria, descripcion: '<p>Reconoce a quienes honran a la universidad.</p>', prefijo, ...fechas('abierta'),
  });
  const categoriaNombre = `Trayectoria ${id}`;
  const categoria = await api(request, admin.token, 'post', '/api/categorias', {
    convocatoriaId: convocatoria.id, nombre: categoriaNombre, elegibles: ['externo'],
    criterios: [{ nombre: 'Trayectoria', peso: 60 }, { nombre: 'Impacto', peso: 40 }],
    documentos: [{ clave: 'cv', nombre: 'Currículum', requerido: true, tipos: ['pdf'], maxMb: 2 }],
  });

  // Captured by staff (the public form is covered by postulaciones-registro.spec.ts).
  const nominador = `${id}-nominador@correo.mx`.toLowerCase();
  const ganadora = `Dra. Elena Garza ${id}`;
  const envio = await request.post('/api/postulaciones', {
    headers: bearer(admin.token),
    multipart: {
      datos: JSON.stringify({
        categoriaId: categoria.id,
        postulante: { nombre: ganadora, correo: `${id}-postulada@correo.mx`, telefono: '55 1234 5678', vinculo: 'externo' },
        nominador: { tipo: 'tercero', nombre: 'Mtro. Jorge Ramírez', correo: nominador, relacion: 'Colega' },
        semblanza: '<p>Investigadora con <strong>veinte años</strong> de trayectoria en salud pública.</p>',
      }),
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(envio.status(), await envio.text()).toBe(201);
  const { folio } = (await envio.json()) as { folio: string };

  // The call closes and goes to judging.
  await api(request, admin.token, 'put', `/api/convocatorias/${convocatoria.id}`, { nombre: nombreConvocatoria, prefijo, ...fechas('cerrada') });
  await api(request, admin.token, 'put', `/api/convocatorias/${convocatoria.id}`, { nombre: nombreConvocatoria, prefijo, ...fechas('en_evaluacion') });

  const lista = await request.get(`/api/postulaciones?filter=${encodeURIComponent(JSON.stringify({ q: folio }))}`, { headers: bearer(admin.token) });
  const [fila] = (await lista.json()) as { id: number }[];

  // Staff: review to «Elegible», then through judging to «Ganadora», on the nomination's page.
  await storeSession(page, admin);
  await page.goto(`/postulaciones/${fila.id}/show`);
  // The admin app's first load (a large bundle on a busy machine).
  // The screen's own <h1> (for a moment the app bar's title is one too, until it sees the screen's).
  await expect(page.locator('#main-content').getByRole('heading', { level: 1, name: new RegExp(folio) })).toBeVisible({ timeout: 30_000 });
  for (const estado of ['En revisión', 'Elegible', 'En evaluación', 'Finalista', 'Ganadora']) await cambiarEstado(page, estado);
  await expect(page.getByRole('heading', { name: 'Resultado' })).toBeVisible();
  await page.getByLabel('Foto para la página de ganadores').setInputFiles({ name: 'retrato.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Foto guardada')).toBeVisible();

  // Publish from the call's page.
  await page.goto(`/postulaciones/convocatorias/${convocatoria.id}/show`);
  await page.getByRole('button', { name: 'Publicar resultados' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Confirmar|Publicar/ }).click();
  await expect(page.getByText('Resultados publicados', { exact: true }).first()).toBeVisible();

  // The public winners page.
  await page.goto(`/postulaciones/ganadores?convocatoriaId=${convocatoria.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ganadores' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: categoriaNombre })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: ganadora })).toBeVisible();
  const foto = page.getByRole('img', { name: `Fotografía de ${ganadora}` });
  await expect(foto).toHaveAttribute('src', /^\/_ipx\/s_400x400,fit_cover\/postulaciones\/ganadores\//);
  await expect.poll(() => foto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `.tmp/shots/ganadores-${testInfo.project.name}.png`, fullPage: true });

  // The nominator's result email.
  const correo = await waitForMail(nominador, /^Resultados de /);
  expect(correo.text).toContain(folio);
  expect(correo.text).toContain('resultó ganadora');
  expect(correo.text).toContain(`/postulaciones/ganadores?convocatoriaId=${convocatoria.id}`);

  // The certificate from the nomination's page, then its folio on the public verification page.
  await page.goto(`/postulaciones/${fila.id}/show`);
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar constancia (PDF)' }).click();
  expect((await descarga).suggestedFilename()).toBe(`constancia-${folio}.pdf`);
  const detalle = await request.get(`/api/postulaciones/${fila.id}`, { headers: bearer(admin.token) });
  const { constanciaFolio } = (await detalle.json()) as { constanciaFolio: string };
  expect(constanciaFolio).toMatch(new RegExp(`^${prefijo}-\\d{4}-[A-Z0-9]{12}$`));

  await page.goto(`/postulaciones/verificar?folio=${encodeURIComponent(constanciaFolio)}`);
  await expect(page.getByText('Constancia válida')).toBeVisible();
  await expect(page.getByText(new RegExp(`${ganadora} resultó ganador\\(a\\) de la categoría «${categoriaNombre}»`))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `.tmp/shots/verificar-${testInfo.project.name}.png`, fullPage: true });

  // An unknown folio: the API's 404 is the expected answer (Chromium logs it as a console error).
  guard.allowConsoleErrors(/status of 404 .*\/api\/postulaciones\/constancias\//);
  await page.getByLabel('Folio de verificación').fill(`${prefijo}-2026-AAAAAAAAAAAA`);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText(/No existe una constancia válida con ese folio/)).toBeVisible();
});
