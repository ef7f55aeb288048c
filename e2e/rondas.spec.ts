// Issue 33, «Done when»: one category judged in three rounds. A sí/no screen of 12 nominations by 3 jurados (ronda 1,
// chosen sí/no in the rounds panel: it is born puntaje), then puntaje on the best 5 by 3 other jurados with a document
// asked of the finalists (one nominator uploads it from «Mis postulaciones»), then a ranking of the best 3 by 2 jurados.
// One jurado abstains; reminders reach only the jurado with pending work, once that day; a jurado sharing both
// surnames with a nominee is flagged and never assigned; results are published; the nominator, signed in by the
// emailed link, reads the timeline and the anonymised comments of their own nomination only.
// The screens: the rounds panel (mode, assignment, conflicts, reminder, promotion), a jurado's sí/no vote,
// a jurado's scores, the abstention, a jurado's order, and the nominator's page. The rest goes through the API.
// Every round ends a month away, so the hourly automatic reminders (80 % of the time, 2 working days before the end)
// stay out of the walk: the reminders here are the ones staff send.
import type { Page } from '@playwright/test';
import { test, expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './fixtures';
import { ADMIN, mailUrl } from './support/env';
import { linkTo, waitForMail } from './support/mail';
import { adminMenu } from './support/admin-ui';
import { jurado, rolJurado } from './support/postulaciones';
import { PDF, api, asignaciones, correosA, postulacionElegible } from './support/rondas';
import { apiLogin, storeSession, unique, type SignedIn } from './support/session';

const HORA = 3600_000;
const MES = 30 * 24 * HORA;
const RECORDATORIO = /^Recordatorio: evaluaciones pendientes/;

test('tres rondas (sí/no, puntaje, ranking) con abstención, conflicto y recordatorios; quien postuló lee su historial y los comentarios anónimos', async ({ page, request, newContext }, testInfo) => {
  test.skip(!mailUrl(), 'sin el servidor SMTP de prueba');
  test.skip(testInfo.project.name === 'movil', 'el recorrido crea sus datos una vez; e2e/a11y-rutas.spec.ts revisa estas pantallas a 375 px');
  // About 3 minutes on a loaded 2-core machine; far more when CI and other runs share it.
  test.setTimeout(480_000);
  const id = unique('ron', testInfo.project.name);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const prefijo = Array.from({ length: 8 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
  const nombreConvocatoria = `Premio en rondas ${prefijo}`;
  const ahora = Date.now();
  // Closed already (never the public «open call» other specs use); results due in a month (ronda 1 ends then), moved to
  // the past to publish.
  const fechas = (estado: string, publicacion = ahora + MES) => ({
    nombre: nombreConvocatoria, prefijo, estado,
    apertura: new Date(ahora - 72 * HORA).toISOString(), cierre: new Date(ahora - 48 * HORA).toISOString(), publicacionResultados: new Date(publicacion).toISOString(),
  });
  const convocatoria = await api<{ id: number }>(request, admin.token, 'post', '/api/convocatorias', fechas('abierta'));
  const categoria = await api<{ id: number }>(request, admin.token, 'post', '/api/categorias', {
    convocatoriaId: convocatoria.id, nombre: `Servicio comunitario ${id}`, elegibles: ['externo'], retroalimentacion: 'comentarios_y_puntajes',
    criterios: [{ nombre: 'Trayectoria', peso: 60 }, { nombre: 'Impacto', peso: 40 }],
    documentos: [{ clave: 'cv', nombre: 'Currículum', requerido: true, tipos: ['pdf'], maxMb: 2 }],
  });

  // Twelve nominations; the first, by a third party whose page we read at the end.
  const nominador = `${id}-nominador@correo.mx`.toLowerCase();
  const nombres = [
    'Ana Sofía Pérez Núñez', 'Bruno Díaz Ramos', 'Celia Torres Gil', 'Diego Luna Mora', 'Eva Campos Soto', 'Félix Rangel Ortiz',
    'Gloria Ibarra Lugo', 'Hugo Medina Reyes', 'Irene Vargas Peña', 'Jorge Salinas Cano', 'Karla Fuentes Rico', 'Luis Ochoa Bravo',
  ];
  const p: { id: number; folio: string; nombre: string }[] = [];
  for (const [i, nombre] of nombres.entries()) p.push(await postulacionElegible(request, admin.token, categoria.id, nombre, `${id}-p${i}@correo.mx`, i === 0 ? nominador : undefined));
  await api(request, admin.token, 'put', `/api/convocatorias/${convocatoria.id}`, fechas('cerrada'));
  await api(request, admin.token, 'put', `/api/convocatorias/${convocatoria.id}`, fechas('en_evaluacion'));

  // Ronda 1: Elena, Fernando and Carlos (who shares both surnames with Ana). Ronda 2: three others. Ronda 3: Elena and Iván.
  const rol = await rolJurado(request, admin.token, `Jurado de rondas ${id}`);
  const [elena, fernando, carlos, ivan, julia, karen] = await Promise.all(
    ['Elena Ríos Vega', 'Fernando Solís Paz', 'Carlos Pérez Núñez', 'Iván Gómez Luna', 'Julia Serna Mata', 'Karen Oliva Toro'].map((nombre, i) => jurado(request, admin.token, rol, `${id}-j${i}@universidad.mx`, nombre)),
  );
  const [r1] = await api<{ id: number }[]>(request, admin.token, 'get', `/api/categorias/${categoria.id}/rondas`);
  const r2 = await api<{ id: number; criterios: { id: string }[] }>(request, admin.token, 'post', `/api/categorias/${categoria.id}/rondas`, {
    nombre: 'Puntaje de finalistas', modo: 'puntaje', criterios: [{ nombre: 'Trayectoria', peso: 60 }, { nombre: 'Impacto', peso: 40 }],
    inicio: new Date(ahora - HORA).toISOString(), fin: new Date(ahora + MES).toISOString(),
    documentosAdicionales: [{ clave: 'carta', nombre: 'Carta de la comunidad', requerido: true, tipos: ['pdf'], maxMb: 2 }],
  });
  const r3 = await api<{ id: number }>(request, admin.token, 'post', `/api/categorias/${categoria.id}/rondas`, {
    nombre: 'Deliberación final', modo: 'ranking', inicio: new Date(ahora - HORA).toISOString(), fin: new Date(ahora + MES).toISOString(),
  });
  await api(request, admin.token, 'put', `/api/rondas/${r1.id}/jurados`, { usuarioIds: [elena.user.id, fernando.user.id, carlos.user.id] });

  // ── Staff, in the rounds panel: ronda 1 (born puntaje) becomes sí/no, the conflict is flagged, assignment skips it ──
  await page.goto(`/postulaciones/categorias/${categoria.id}`);
  const rondasTabla = page.getByRole('region', { name: 'Rondas de evaluación' });
  await expect(rondasTabla.getByRole('row', { name: /Puntaje de finalistas/ })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Cambiar el modo de la ronda 1' }).click();
  const dialogoModo = page.getByRole('dialog', { name: 'Cambiar el modo de la ronda 1' });
  // Born puntaje with the category's criteria; sí/no takes none.
  await expect(dialogoModo.getByText('Suma de pesos: 100 %')).toBeVisible();
  await dialogoModo.getByRole('combobox', { name: /^Modo/ }).click();
  await page.getByRole('option', { name: 'Sí / no' }).click();
  await expect(dialogoModo.getByText(/Suma de pesos/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await dialogoModo.getByRole('button', { name: 'Guardar el modo' }).click();
  await expect(page.getByText('Modo de la ronda 1 guardado')).toBeVisible();
  await expect(rondasTabla.getByRole('row', { name: /Ronda 1/ }).getByRole('cell', { name: /Sí \/ no/ })).toBeVisible();
  const rondas = await api<{ numero: number; modo: string }[]>(request, admin.token, 'get', `/api/categorias/${categoria.id}/rondas`);
  expect(rondas.map((r) => [r.numero, r.modo])).toEqual([[1, 'si_no'], [2, 'puntaje'], [3, 'ranking']]);

  const ronda1 = page.getByRole('region', { name: 'Ronda 1', exact: true });
  await expect(page.getByRole('region', { name: 'Posibles conflictos de interés' }).getByRole('row', { name: new RegExp(`${p[0].folio}.*Carlos Pérez Núñez.*ambos apellidos`) })).toBeVisible();
  await ronda1.getByRole('button', { name: 'Asignar postulaciones', exact: true }).click();
  await expect(page.getByText('35 asignaciones nuevas; 1 pares omitidos por conflicto de interés')).toBeVisible();
  // The rounds panel in this state (conflicts, progress, ranking); the whole page is scanned in e2e/a11y-rutas.spec.ts.
  await expectNoSeriousA11yViolations(page, 'section[aria-labelledby="rondas-titulo"]');
  expect((await asignaciones(request, carlos, r1.id)).map((e) => e.postulacionId)).not.toContain(p[0].id);

  // ── Ronda 1 (sí/no): Elena votes on Ana through her screen, the rest by API; Carlos leaves two pending ──
  const siNo: Record<number, ('si' | 'no')[]> = { 0: ['si', 'si'], 1: ['si', 'si', 'si'], 2: ['si', 'si', 'si'], 3: ['si', 'si', 'no'], 4: ['si', 'no', 'si'], 5: ['no', 'si', 'no'], 6: ['no', 'si', 'no'] };
  const votoDe = (i: number, k: number) => siNo[i]?.[k] ?? 'no';
  const comentarioDe = (j: SignedIn, i: number) => (i === 0 ? '' : `Comentario reservado ${p[i].folio} de ${j.user.name}`);
  const votar = async (j: SignedIn, k: number, salvo: number[] = []) => {
    const suyas = (await asignaciones(request, j, r1.id)).filter((e) => !salvo.includes(p.findIndex((x) => x.id === e.postulacionId)));
    await Promise.all(suyas.map((e) => {
      const i = p.findIndex((x) => x.id === e.postulacionId);
      return api(request, j.token, 'post', `/api/evaluaciones/${e.id}/enviar`, { voto: votoDe(i, k), comentario: comentarioDe(j, i) });
    }));
  };

  // A jurado's form in each mode; the whole screen is scanned in e2e/a11y-rutas.spec.ts.
  const calificacion = 'form[aria-label="Calificación"]';
  const contexto = await newContext();
  const jp = await contexto.newPage();
  const evaluar = async (j: SignedIn, rondaId: number, i: number) => {
    const e = (await asignaciones(request, j, rondaId)).find((x) => x.postulacionId === p[i].id)!;
    await jp.goto(`/postulaciones/evaluacion/${e.id}/show`);
    await expect(jp.getByRole('heading', { level: 1, name: new RegExp(p[i].folio) })).toBeVisible({ timeout: 60_000 });
  };
  // The next assignment from the jurado's own list, as they would (no new page load: the app is already up).
  const desdeLaLista = async (i: number) => {
    await (await adminMenu(jp)).getByRole('menuitem', { name: 'Mis evaluaciones' }).click();
    await jp.getByRole('row').filter({ hasText: p[i].folio }).filter({ hasText: 'Pendiente' }).click();
    await expect(jp.getByRole('heading', { level: 1, name: new RegExp(p[i].folio) })).toBeVisible({ timeout: 30_000 });
  };
  const enviarConConfirmacion = async (pg: Page, boton: string) => {
    await pg.getByRole('button', { name: boton }).click();
    await pg.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  };
  await storeSession(jp, elena);
  await evaluar(elena, r1.id, 0);
  await expect(jp.getByText('Al publicarse los resultados, quien postuló leerá su comentario sin su nombre')).toBeVisible();
  await jp.getByRole('radio', { name: 'Sí' }).check();
  await jp.getByLabel('Comentario').fill('Trabajo comunitario ejemplar; lo firma Elena Ríos');
  await expectNoSeriousA11yViolations(jp, calificacion);
  await enviarConConfirmacion(jp, 'Enviar evaluación');
  await expect(jp.getByText(/Evaluación enviada el .*: está bloqueada/)).toBeVisible();
  await expect(jp.getByRole('radio', { name: 'Sí' })).toBeDisabled();
  await Promise.all([votar(elena, 0, [0]), votar(fernando, 1), votar(carlos, 2, [10, 11])]);

  // ── Reminders: only Carlos has work pending; a second reminder the same day goes to nobody ──
  const progreso = await api<{ jurado: string; pendientes: number }[]>(request, admin.token, 'get', `/api/rondas/${r1.id}/progreso`);
  expect(progreso.map((f) => [f.jurado, f.pendientes])).toEqual([['Carlos Pérez Núñez', 2], ['Elena Ríos Vega', 0], ['Fernando Solís Paz', 0]]);
  await ronda1.getByRole('button', { name: 'Enviar recordatorio ahora' }).click();
  await expect(page.getByText('1 recordatorio enviado')).toBeVisible();
  await ronda1.getByRole('button', { name: 'Enviar recordatorio ahora' }).click();
  await expect(page.getByText('0 recordatorios enviados')).toBeVisible();
  await waitForMail(carlos.user.email, RECORDATORIO);
  for (const j of [elena, fernando, ivan]) expect(await correosA(j.user.email, RECORDATORIO), j.user.name).toHaveLength(0);
  expect(await correosA(carlos.user.email, RECORDATORIO)).toHaveLength(1);
  await Promise.all((await asignaciones(request, carlos, r1.id)).filter((e) => e.estado === 'pendiente').map((e) => api(request, carlos.token, 'post', `/api/evaluaciones/${e.id}/enviar`, { voto: 'no', comentario: '' })));

  // Hand count of the share of «sí»: Ana 2 of 2 (Carlos was never assigned), Diego 2 of 3, Félix 1 of 3, Luis 0 of 3.
  const ranking1 = await api<{ postulacionId: number; valor: number; n: number }[]>(request, admin.token, 'get', `/api/rondas/${r1.id}/ranking`);
  const valor1 = (i: number) => ranking1.find((f) => f.postulacionId === p[i].id);
  expect([valor1(0), valor1(3), valor1(5), valor1(11)].map((f) => [f?.valor, f?.n])).toEqual([[100, 2], [66.67, 3], [33.33, 3], [0, 3]]);

  // Promotion in the panel: the best 5 (three at 100 %, two at 66.67 %).
  await ronda1.getByRole('button', { name: 'Promover a la siguiente ronda' }).click();
  const promover = page.getByRole('dialog', { name: 'Promover a la siguiente ronda' });
  await promover.getByLabel('Cuántas').fill('5');
  await promover.getByRole('button', { name: 'Promover a la siguiente ronda' }).click();
  await expect(page.getByText('5 postulaciones promovidas')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ronda 2: Puntaje de finalistas' })).toBeVisible();
  // Judged and closed: ronda 1's mode is fixed now.
  await expect(page.getByRole('button', { name: 'Cambiar el modo de la ronda 1' })).toHaveCount(0);

  // ── The finalist's nominator is asked for the document and sends it from «Mis postulaciones», signed in by the link ──
  expect(linkTo(await waitForMail(nominador, /con documentos por enviar/), '/postulaciones/mis-postulaciones')).toBeTruthy();
  const np = await (await newContext()).newPage();
  await np.goto('/postulaciones/mis-postulaciones');
  await expect(np.getByRole('heading', { level: 1, name: 'Mis postulaciones' })).toBeVisible({ timeout: 30_000 });
  await np.getByRole('textbox', { name: 'Correo electrónico' }).fill(nominador);
  await np.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(np.getByRole('status').filter({ hasText: 'Si el correo tiene postulaciones' })).toBeVisible();
  await np.goto(linkTo(await waitForMail(nominador, /Mis postulaciones/), '/postulaciones/mis-postulaciones?token='));
  const tarjeta = np.getByRole('region', { name: `Folio ${p[0].folio}` });
  // A page load, the link's exchange and the list: slow when the machine is shared.
  await expect(tarjeta).toBeVisible({ timeout: 30_000 });
  expect(np.url()).not.toContain('token=');
  await tarjeta.getByLabel(/Archivo PDF/).setInputFiles({ name: 'carta.pdf', mimeType: 'application/pdf', buffer: PDF });
  await tarjeta.getByRole('button', { name: 'Enviar Carta de la comunidad' }).click();
  await expect(tarjeta.getByText('Enviado: carta.pdf.', { exact: false })).toBeVisible();

  // ── Ronda 2 (puntaje) on the five, by Iván, Julia and Karen; on his screen Iván scores Ana and abstains from Bruno ──
  await api(request, admin.token, 'put', `/api/rondas/${r2.id}/jurados`, { usuarioIds: [ivan.user.id, julia.user.id, karen.user.id] });
  expect(await api(request, admin.token, 'post', `/api/rondas/${r2.id}/asignar`, { modo: 'todos' })).toEqual({ asignadas: 15, omitidasPorConflicto: 0 });
  await storeSession(jp, ivan);
  await evaluar(ivan, r2.id, 0);
  // Only this round's jurados read the document it asked for.
  await expect(jp.getByText(/Carta de la comunidad · carta\.pdf/)).toBeVisible();
  await jp.getByLabel('Trayectoria (60 %)').fill('9');
  await jp.getByLabel('Impacto (40 %)').fill('8');
  await jp.getByLabel('Comentario').fill('La carta de la comunidad convence');
  await expect(jp.getByText('Calificación ponderada: 8.60')).toBeVisible();
  await expectNoSeriousA11yViolations(jp, calificacion);
  await enviarConConfirmacion(jp, 'Enviar evaluación');
  await expect(jp.getByText(/Evaluación enviada el/)).toBeVisible();
  await desdeLaLista(1);
  await jp.getByRole('button', { name: 'Abstenerse' }).click();
  const abstencion = jp.getByRole('dialog', { name: 'Abstenerse' });
  await abstencion.getByLabel('Motivo de la abstención').fill('Fue mi alumno de posgrado');
  await abstencion.getByRole('button', { name: 'Abstenerse' }).click();
  await expect(jp.getByText('Se abstuvo de evaluar esta postulación. Motivo: Fue mi alumno de posgrado')).toBeVisible();
  // By API, the same score on both criteria: Ana 8.6 (Iván), 9, 9; Bruno 6, 6 (Iván abstained); Celia 8 ×3; Diego 7, 7, 8; Eva 5 ×3.
  const notas: Record<number, number[]> = { 0: [8.6, 9, 9], 1: [0, 6, 6], 2: [8, 8, 8], 3: [7, 7, 8], 4: [5, 5, 5] };
  const [trayectoria, impacto] = r2.criterios.map((c) => c.id);
  await Promise.all([ivan, julia, karen].map(async (j, k) => {
    await Promise.all((await asignaciones(request, j, r2.id)).filter((e) => e.estado === 'pendiente').map((e) => {
      const i = p.findIndex((x) => x.id === e.postulacionId);
      const comentario = i === 0 ? `Muy recomendable, dice ${j.user.name}` : `Comentario reservado ${p[i].folio} de ${j.user.name}`;
      return api(request, j.token, 'post', `/api/evaluaciones/${e.id}/enviar`, { puntajes: { [trayectoria]: notas[i][k], [impacto]: notas[i][k] }, comentario });
    }));
  }));
  // Hand count of the means, the abstention excluded: Ana (8.6 + 9 + 9) / 3, Bruno (6 + 6) / 2, Diego (7 + 7 + 8) / 3.
  const ranking2 = await api<{ postulacionId: number; valor: number; n: number; abstenciones: number }[]>(request, admin.token, 'get', `/api/rondas/${r2.id}/ranking?normalizar=false`);
  expect(ranking2.map((f) => [p.findIndex((x) => x.id === f.postulacionId), f.valor, f.n, f.abstenciones])).toEqual([[0, 8.87, 3, 0], [2, 8, 3, 0], [3, 7.33, 3, 0], [1, 6, 2, 1], [4, 5, 3, 0]]);
  expect(await api(request, admin.token, 'post', `/api/rondas/${r2.id}/promover`, { mejores: 3 })).toEqual({ promovidas: 3 });

  // ── Ronda 3 (ranking) on Ana, Celia and Diego, by Iván (on his screen: Celia first) and Elena ──
  await api(request, admin.token, 'put', `/api/rondas/${r3.id}/jurados`, { usuarioIds: [elena.user.id, ivan.user.id] });
  expect(await api(request, admin.token, 'post', `/api/rondas/${r3.id}/asignar`, { modo: 'todos' })).toEqual({ asignadas: 6, omitidasPorConflicto: 0 });
  await desdeLaLista(0);
  const orden = jp.getByRole('list', { name: 'Ordene sus postulaciones de la ronda «Deliberación final»' });
  await expect(orden.getByRole('listitem')).toHaveCount(3);
  await orden.getByRole('button', { name: `Subir ${p[2].folio}` }).click();
  await expect(orden.getByText(`Lugar 1: ${p[2].folio}`)).toBeVisible();
  await expectNoSeriousA11yViolations(jp, calificacion);
  await enviarConConfirmacion(jp, 'Enviar el orden');
  await expect(jp.getByText('Ya envió su orden de esta ronda.')).toBeVisible();
  await api(request, elena.token, 'put', `/api/rondas/${r3.id}/orden`, { postulacionIds: [p[0].id, p[3].id, p[2].id] });
  // Borda by hand (2, 1, 0 points): Ana 1 + 2, Celia 2 + 0, Diego 0 + 1.
  const ranking3 = await api<{ postulacionId: number; valor: number; empate: boolean }[]>(request, admin.token, 'get', `/api/rondas/${r3.id}/ranking`);
  expect(ranking3.map((f) => [p.findIndex((x) => x.id === f.postulacionId), f.valor, f.empate])).toEqual([[0, 3, false], [2, 2, false], [3, 1, false]]);

  // ── Results: Ana wins; publication (the call's date moved to the past) ──
  await api(request, admin.token, 'put', `/api/postulaciones/${p[0].id}/estado`, { estado: 'ganadora' });
  await api(request, admin.token, 'put', `/api/convocatorias/${convocatoria.id}`, fechas('en_evaluacion', Date.now() - 60_000));
  await api(request, admin.token, 'post', `/api/convocatorias/${convocatoria.id}/publicar`, {});
  expect((await waitForMail(nominador, new RegExp(`Resultados de «${nombreConvocatoria}»`))).text).toContain('/postulaciones/mis-postulaciones');

  // ── The nominator, still signed in by the link: timeline, anonymised comments, their nomination only ──
  await np.reload();
  await expect(tarjeta.getByText('Ganadora', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const historial = await tarjeta.getByRole('listitem').filter({ has: np.locator('time') }).allInnerTexts();
  expect(historial.map((h) => h.split(' · ')[0])).toEqual(['Recibida', 'En revisión', 'Elegible', 'En evaluación', 'Finalista en ronda 2', 'Finalista en ronda 3', 'Ganadora']);
  await expect(tarjeta.getByText(/^Jurado \d: Trabajo comunitario ejemplar; lo firma \[nombre omitido\] \[nombre omitido\]$/)).toBeVisible();
  await expect(tarjeta.getByText(/^Jurado \d: La carta de la comunidad convence$/)).toBeVisible();
  await expect(tarjeta.getByText(/^Jurado \d: Muy recomendable, dice \[nombre omitido\] \[nombre omitido\] \[nombre omitido\]$/)).toHaveCount(2);
  // Their result per round: the share of «sí», the mean score, the Borda points.
  const puntajes = tarjeta.getByRole('table', { name: 'Puntaje por ronda' });
  for (const fila of ['Ronda 1 100.00 ', 'Ronda 2 8.87 ', 'Ronda 3 3.00 ']) await expect(puntajes.getByRole('row', { name: new RegExp(`^${fila.replace('.', '\\.')}`) })).toBeVisible();
  await expect(np.getByText('Comentario reservado')).toHaveCount(0);
  await expect(np.getByRole('region', { name: /^Folio / })).toHaveCount(1);
  await expectNoHorizontalOverflow(np);
  await expectNoSeriousA11yViolations(np);
});
