import type { APIRequestContext } from '@playwright/test';
import { test, expect, expectNoHorizontalOverflow } from './fixtures';
import { ADMIN } from './support/env';
import { apiLogin, bearer, signInThroughForm, unique, type SignedIn } from './support/session';
import { expectPageStart } from './support/page-start';
import { CLAVE_JURADO, categoria, convocatoriaAbierta, jurado, postulacionElegible, rolJurado } from './support/postulaciones';

// Judging end to end: staff put two jurados on a category's pool and assign; one jurado scores a nomination
// (draft, then submit) and cannot open somebody else's; the other scores a blind nomination without seeing who
// it is; staff read the ranking (mean of the jurados, the tie flagged), switch normalisation on and export.

/** The jurado's own assignment on a nomination, through the API (the id the screens use). */
async function asignacionDe(request: APIRequestContext, j: SignedIn, postulacionId: number) {
  const res = await request.get('/api/evaluaciones?range=[0,99]', { headers: bearer(j.token) });
  return ((await res.json()) as { id: number; postulacionId: number }[]).find((e) => e.postulacionId === postulacionId)!;
}

test('dos jurados califican, uno en una categoría ciega; el personal ve el ranking con el empate y lo exporta', async ({ page, request, newContext, guard }, testInfo) => {
  test.setTimeout(480_000);
  const id = unique('jur', testInfo.project.name);
  const shot = (nombre: string) => `.tmp/shots/evaluacion-${nombre}-${testInfo.project.name}.png`;
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const convocatoriaId = await convocatoriaAbierta(request, admin.token);
  const general = await categoria(request, admin.token, convocatoriaId, `Trayectoria ${id}`, false);
  const ciega = await categoria(request, admin.token, convocatoriaId, `Egresado joven ${id}`, true);
  const a = await postulacionElegible(request, admin.token, general.id, 'Dra. Ana Lucía Pérez', `${id}-a@correo.mx`.toLowerCase());
  const b = await postulacionElegible(request, admin.token, general.id, 'Ing. Bruno Salas', `${id}-b@correo.mx`.toLowerCase());
  const c = await postulacionElegible(request, admin.token, ciega.id, 'Mtra. Carla Nieves', `${id}-c@correo.mx`.toLowerCase());

  const rolId = await rolJurado(request, admin.token, `Jurado ${id}`);
  const correo1 = `${id}-uno@universidad.mx`.toLowerCase();
  const correo2 = `${id}-dos@universidad.mx`.toLowerCase();
  const j1 = await jurado(request, admin.token, rolId, correo1, `Rosa Jurado ${id}`);
  const j2 = await jurado(request, admin.token, rolId, correo2, `Jorge Jurado ${id}`);

  // Staff: the general category's pool and «todos» assignment through the screen; the blind one by API.
  await page.goto('/postulaciones/evaluacion/jurados');
  await expect(page.locator('#main-content').getByRole('heading', { level: 1, name: 'Jurados y avance de la evaluación' })).toBeVisible({ timeout: 30_000 });
  const seccion = page.getByRole('region', { name: `Trayectoria ${id}` });
  const pool = seccion.getByLabel('Jurados de la categoría', { exact: true });
  for (const j of [j1, j2]) {
    await pool.click();
    await pool.fill(j.user.name);
    await page.getByRole('option', { name: new RegExp(j.user.name) }).click();
  }
  await seccion.getByRole('button', { name: 'Guardar jurados' }).click();
  await expect(page.getByText('Jurados de la categoría guardados')).toBeVisible();
  await seccion.getByRole('button', { name: 'Asignar postulaciones' }).click();
  await expect(page.getByText('4 asignaciones nuevas')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Avance por jurado' }).getByRole('row', { name: new RegExp(j1.user.name) })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: shot('jurados'), fullPage: true });
  expect((await request.put(`/api/categorias/${ciega.id}/jurados`, { headers: bearer(admin.token), data: { usuarioIds: [j1.user.id, j2.user.id] } })).status()).toBe(200);
  expect((await (await request.post(`/api/categorias/${ciega.id}/asignar`, { headers: bearer(admin.token), data: { modo: 'todos' } })).json()).asignadas).toBe(2);

  // Jurado 1: a draft, then the submission, on nomination A.
  const ctx1 = await newContext();
  const p1 = await ctx1.newPage();
  await signInThroughForm(p1, correo1, CLAVE_JURADO);
  // The jurado's home is their to-do list (issue 20): the count and the link, by keyboard, to where they score.
  await expectPageStart(p1);
  await expect(p1.getByText('Su cuenta todavía no tiene permisos')).toHaveCount(0);
  const pendientes = p1.getByRole('link', { name: /^Tiene 3 evaluaciones pendientes/ });
  await pendientes.focus();
  await p1.keyboard.press('Enter');
  await expect(p1).toHaveURL(/\/postulaciones\/evaluacion$/);
  await expectPageStart(p1);
  await expect(p1.getByText(a.folio)).toBeVisible();
  await expect(p1.getByText('Oculto (evaluación ciega)').first()).toBeVisible();
  await expectNoHorizontalOverflow(p1);
  await p1.screenshot({ path: shot('lista-jurado'), fullPage: true });
  await p1.getByText(a.folio).click();
  await expect(p1.getByRole('heading', { level: 1, name: new RegExp(a.folio) })).toBeVisible();
  await p1.getByLabel('Trayectoria (60 %)').fill('8');
  await p1.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(p1.getByText('Borrador guardado')).toBeVisible();
  await p1.getByLabel('Impacto (40 %)').fill('8');
  await p1.getByLabel('Comentario').fill('Trayectoria sólida y bien documentada.');
  await expect(p1.getByText('Calificación ponderada: 8.00')).toBeVisible();
  await p1.getByRole('button', { name: 'Enviar evaluación' }).click();
  await p1.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(p1.getByText(/Evaluación enviada el .*: está bloqueada/)).toBeVisible();
  await expect(p1.getByRole('button', { name: 'Guardar borrador' })).toHaveCount(0);
  await expectNoHorizontalOverflow(p1);
  await p1.screenshot({ path: shot('calificacion-enviada'), fullPage: true });

  // Somebody else's assignment id: a Spanish message, and the record is not shown.
  const ajena = await asignacionDe(request, j2, b.id);
  guard.allowConsoleErrors(/status of 404/);
  await p1.goto(`/postulaciones/evaluacion/${ajena.id}/show`);
  await expect(p1.getByText('Esta postulación no está asignada a usted o aún no es elegible para evaluación')).toBeVisible();
  // Back on their own list (where B appears through their own assignment), the foreign record never rendered.
  await expect(p1).toHaveURL(/\/postulaciones\/evaluacion$/);
  await expect(p1.getByRole('heading', { level: 1, name: new RegExp(b.folio) })).toHaveCount(0);
  const directo = await request.get(`/api/evaluaciones/${ajena.id}`, { headers: bearer(j1.token) });
  expect(directo.status()).toBe(404);

  // Jurado 2: the blind nomination, without the nominee's name or contact.
  const ctx2 = await newContext();
  const p2 = await ctx2.newPage();
  await signInThroughForm(p2, correo2, CLAVE_JURADO);
  await p2.goto('/postulaciones/evaluacion');
  await p2.getByText(c.folio).click();
  await expect(p2.getByRole('heading', { level: 1, name: `${c.folio} · Oculto (evaluación ciega)` })).toBeVisible();
  await expect(p2.getByText('Mtra. Carla Nieves')).toHaveCount(0);
  await expect(p2.getByText(`${id}-c@correo.mx`.toLowerCase())).toHaveCount(0);
  await p2.getByLabel('Trayectoria (60 %)').fill('9');
  await p2.getByLabel('Impacto (40 %)').fill('7');
  await expect(p2.getByText('Calificación ponderada: 8.20')).toBeVisible();
  await expectNoHorizontalOverflow(p2);
  await p2.screenshot({ path: shot('ciega'), fullPage: true });
  await p2.getByRole('button', { name: 'Enviar evaluación' }).click();
  await p2.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(p2.getByText(/Evaluación enviada el/)).toBeVisible();

  // The remaining scores by API: A = (8 + 9) / 2 = 8.5 and B = (9 + 8) / 2 = 8.5 — a tie.
  const enviar = async (j: SignedIn, postulacionId: number, nota: number) => {
    const e = await asignacionDe(request, j, postulacionId);
    const puntajes = Object.fromEntries(general.criterios.map((cr) => [cr.id, nota]));
    const r = await request.post(`/api/evaluaciones/${e.id}/enviar`, { headers: bearer(j.token), data: { puntajes } });
    expect(r.status(), await r.text()).toBe(200);
  };
  await enviar(j1, b.id, 9);
  await enviar(j2, a.id, 9);
  await enviar(j2, b.id, 8);

  // Staff: the ranking of the general category, normalisation, export.
  await page.goto('/postulaciones/resultados');
  await expect(page.getByRole('heading', { level: 1, name: 'Ranking y resultados' })).toBeVisible();
  await page.getByLabel('Categoría').click();
  await page.getByRole('option', { name: `Trayectoria ${id}` }).click();
  const tabla = page.getByRole('table', { name: `Ranking y resultados: Trayectoria ${id}` });
  await expect(tabla.getByRole('row', { name: new RegExp(a.folio) })).toContainText('8.50');
  await expect(tabla.getByRole('row', { name: new RegExp(b.folio) })).toContainText('Empate');
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: shot('ranking'), fullPage: true });
  await page.getByLabel('Normalizar calificaciones (puntuaciones z por jurado)').check();
  await expect(tabla.getByRole('columnheader', { name: 'Promedio sin normalizar' })).toBeVisible();
  await page.screenshot({ path: shot('ranking-normalizado'), fullPage: true });
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar XLSX' }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/^ranking-categoria-\d+-\d{4}-\d{2}-\d{2}\.xlsx$/);

  // Staff unlock a submitted score from the nomination's page.
  await page.goto(`/postulaciones/${a.id}/show`);
  await page.getByRole('button', { name: `Desbloquear: ${j1.user.name}` }).click();
  await expect(page.getByText('Evaluación desbloqueada')).toBeVisible();
  await page.screenshot({ path: shot('postulacion-jurados'), fullPage: true });
  await ctx1.close();
  await ctx2.close();
});
