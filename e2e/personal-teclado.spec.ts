import type { APIRequestContext } from '@playwright/test';
import { restarDiasHabiles } from '../shared/arco/dias-habiles';
import { hoyEnMexico } from '../shared/egresados/fechas';
import { test, expect } from './fixtures';
import { ADMIN } from './support/env';
import { iniciarSesionConTeclado, volverAlPanel } from './support/acceso-teclado';
import { crearPlantilla } from './support/campanas';
import { capturas, capturasEnAmbosModos } from './support/capturas';
import { expectPageStart } from './support/page-start';
import { categoria, convocatoriaAbierta, postulacionRecibida } from './support/postulaciones';
import { informeEnviado, prestacionEnCurso } from './support/prestacion';
import {
  CLAVE_SS, aprobarInstitucion, asegurarPeriodo, crearCarrera, curpAleatoria, registrarEstudianteApi, registrarInstitucionApi, rfcAleatorio,
  verificarCorreo,
} from './support/servicio-social';
import { apiLogin, bearer, unique } from './support/session';
import { elegirEnLista, elegirRadio, escribir, tabularHasta } from './support/teclado';

// Issue 20: staff clear their queues from the back-office dashboard, at 375 px and by keyboard only, coming back to
// the dashboard between queues. One item of this run waits in each of the seven queues: an institution to validate, a
// program to review, a student's eligibility, a nomination to review, a monthly report the institution approved, a
// scheduled mail campaign, and an ARCO request near its legal deadline: one received in writing sixteen working days
// ago, registered with that receipt day (four of its twenty working days left, inside the queue's five).

interface Pendiente {
  clave: string;
  cantidad: number;
  enlace: string;
}

const escapar = (texto: string) => texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const pendientesDe = async (request: APIRequestContext, token: string) =>
  ((await (await request.get('/api/pendientes', { headers: bearer(token) })).json()) as { pendientes: Pendiente[] }).pendientes;

test.use({ storageState: { cookies: [], origins: [] } });

test('el personal vacía cada cola desde el panel, solo con el teclado', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'movil', 'el recorrido con teclado se hace a 375 px');
  test.setTimeout(720_000);
  const id = unique('per', testInfo.project.name);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const razonSocial = `Asociación ${id}`;
  const correoInst = `${id}-i@correo.mx`.toLowerCase();
  await registrarInstitucionApi(request, rfcAleatorio(), correoInst, razonSocial);
  await verificarCorreo(page, correoInst);

  // A program sent for review needs an approved institution of its own.
  const rfcOtra = rfcAleatorio();
  const correoOtra = `${id}-o@correo.mx`.toLowerCase();
  await registrarInstitucionApi(request, rfcOtra, correoOtra, `Fundación ${id}`);
  await verificarCorreo(page, correoOtra);
  await aprobarInstitucion(request, admin.token, rfcOtra);
  const carreraId = await crearCarrera(request, admin.token, `Licenciatura en Trabajo Social ${id}`);
  await asegurarPeriodo(request, admin.token, '2031-1');
  const otra = bearer((await apiLogin(request, correoOtra, CLAVE_SS)).token);
  const programaNombre = `Alfabetización ${id}`;
  const programa = await request.post('/api/servicio-social/programas', {
    headers: otra,
    data: {
      nombre: programaNombre, objetivo: 'Enseñar a leer y escribir a personas adultas.', actividades: 'Círculos de lectura.', carreras: [carreraId],
      modalidad: 'presencial', lugar: 'Centro comunitario, Guadalajara', horario: 'matutino', periodo: '2031-1', responsable: 'Laura Gómez', apoyoEconomico: 0,
    },
  });
  expect(programa.status(), await programa.text()).toBe(201);
  const enviado = await request.post(`/api/servicio-social/programas/${((await programa.json()) as { id: number }).id}/enviar`, { headers: otra });
  expect(enviado.status(), await enviado.text()).toBe(200);

  const matricula = id.replace(/[^A-Za-z0-9-]/g, '').slice(-28).toUpperCase();
  const correoEst = `${id}-e@alumnos.mx`.toLowerCase();
  await registrarEstudianteApi(request, { matricula, correo: correoEst, curp: curpAleatoria(), nombre: 'Sofía' }, carreraId);
  await verificarCorreo(page, correoEst);

  // A nomination as it arrives, a monthly report the institution approved (now the office's), a campaign scheduled
  // for next week.
  const convocatoriaId = await convocatoriaAbierta(request, admin.token);
  const categoriaId = (await categoria(request, admin.token, convocatoriaId, `Vinculación comunitaria ${id}`, false)).id;
  const postulacion = await postulacionRecibida(request, admin.token, categoriaId, `Rosa Medina ${id}`, `${id}-p@correo.mx`.toLowerCase());
  const prestacion = await prestacionEnCurso(request, page, admin.token, `${id}-d`);
  const informe = await informeEnviado(request, prestacion.estudiante.token, prestacion.mes);
  const porInstitucion = await request.post(`/api/servicio-social/documentos/${informe.id}/revision`, {
    headers: bearer(prestacion.institucion.token), data: { decision: 'aprobar', comentarios: '' },
  });
  expect(porInstitucion.status(), await porInstitucion.text()).toBe(200);
  const campanaNombre = `Encuesta de egreso ${id}`;
  const plantilla = await crearPlantilla(request, admin.token, `Plantilla ${id}`);
  const creada = await request.post('/api/campanas', {
    headers: bearer(admin.token),
    data: { nombre: campanaNombre, plantillaId: plantilla.id, filtro: { q: id }, programadaPara: new Date(Date.now() + 7 * 86_400_000).toISOString() },
  });
  expect(creada.status(), await creada.text()).toBe(201);
  const campanaId = ((await creada.json()) as { id: number }).id;
  const programada = await request.post(`/api/campanas/${campanaId}/enviar`, { headers: bearer(admin.token), data: {} });
  expect(((await programada.json()) as { estado: string }).estado).toBe('programada');

  // The ARCO request, received at the window sixteen working days ago by the server's calendar (its own closures too).
  const cierres = (await (await request.get('/api/arco/cierres', { headers: bearer(admin.token) })).json()) as { dia: string }[];
  const escrita = await request.post('/api/arco/solicitudes/escrito', {
    headers: bearer(admin.token),
    data: {
      derecho: 'acceso', area: 'egresados', datos: 'Todos los datos que tienen de mí', nombre: `Ramón Torres ${id}`, correo: `${id}-a@correo.mx`.toLowerCase(),
      via: 'ventanilla', recibida: restarDiasHabiles(hoyEnMexico(), 16, new Set(cierres.map((c) => c.dia))), identidad: 'INE presentada en ventanilla, cotejada por la oficina',
    },
  });
  expect(escrita.status(), await escrita.text()).toBe(201);
  const arco = (await escrita.json()) as { id: number; folio: string; restantes: number };
  expect(arco.restantes).toBe(4);

  const colas = [
    { clave: 'ss.instituciones_por_validar', registro: new RegExp(razonSocial), boton: 'Validar', decision: 'Aprobar la institución', hecho: 'Institución aprobada' },
    { clave: 'ss.programas_por_revisar', registro: new RegExp(programaNombre), boton: 'Revisar', decision: 'Aprobar', hecho: 'Programa aprobado' },
    { clave: 'ss.elegibilidad_por_decidir', registro: new RegExp(matricula), boton: 'Elegibilidad', decision: 'Elegible', hecho: 'Estudiante marcado como elegible' },
  ];
  const enlaces = new Map((await pendientesDe(request, admin.token)).map((p) => [p.clave, p.enlace]));

  await iniciarSesionConTeclado(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectPageStart(page);
  const panel = page.getByRole('region', { name: 'Pendientes' });

  /**
   * From the dashboard to the queue's list, where the list's search box (named as each list names it) narrows it to
   * `buscar.texto`, then into the record.
   */
  const abrirDesdeElPanel = async (clave: string, buscar: { campo: string; texto: string } | null, registro: RegExp) => {
    const enlace = enlaces.get(clave);
    expect(enlace, `la cola ${clave} en el panel`).toBeDefined();
    await tabularHasta(page, panel.locator(`a[href="${enlace}"]`));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === enlace!.split('?')[0]);
    await expectPageStart(page);
    // Other runs leave items in the same queue: the search keeps this one on the first page.
    if (buscar) {
      await escribir(page, page.getByRole('textbox', { name: buscar.campo }), buscar.texto);
      await expect(page).toHaveURL(new RegExp(`filter=[^&#]*${escapar(encodeURIComponent(buscar.texto))}`));
    }
    await tabularHasta(page, page.getByRole('link', { name: registro }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/show$/);
    await expectPageStart(page);
  };

  for (const cola of colas) {
    await test.step(cola.clave, async () => {
      await abrirDesdeElPanel(cola.clave, null, cola.registro);

      await tabularHasta(page, page.getByRole('button', { name: cola.boton }));
      await page.keyboard.press('Enter');
      const dialogo = page.getByRole('dialog');
      await expect(dialogo).toBeVisible();
      await elegirRadio(page, dialogo.getByRole('radio', { name: cola.decision, exact: true }));
      await tabularHasta(page, dialogo.getByRole('button', { name: 'Guardar decisión' }));
      await page.keyboard.press('Enter');
      await expect(page.getByText(cola.hecho, { exact: true })).toBeVisible();
      await expect(dialogo).toHaveCount(0);

      await volverAlPanel(page);
    });
  }

  await test.step('postulaciones.por_revisar', async () => {
    // Recibida → En revisión → Elegible: each move is the first the dialog offers.
    for (const estado of ['En revisión', 'Elegible']) {
      if (estado === 'En revisión') await abrirDesdeElPanel('postulaciones.por_revisar', { campo: 'Folio o nombre', texto: postulacion.folio }, new RegExp(postulacion.folio));
      await tabularHasta(page, page.getByRole('button', { name: 'Cambiar estado' }));
      await page.keyboard.press('Enter');
      const dialogo = page.getByRole('dialog', { name: `Cambiar el estado de ${postulacion.folio}` });
      await expect(dialogo.getByRole('combobox', { name: 'Nuevo estado' })).toHaveText(estado);
      await tabularHasta(page, dialogo.getByRole('button', { name: 'Guardar' }));
      await page.keyboard.press('Enter');
      await expect(dialogo).toHaveCount(0);
      await expect(page.getByText(estado, { exact: true }).first()).toBeVisible();
    }
    await volverAlPanel(page);
  });

  await test.step('ss.documentos_por_revisar_oficina', async () => {
    await abrirDesdeElPanel('ss.documentos_por_revisar_oficina', { campo: 'Buscar', texto: prestacion.estudiante.matricula }, new RegExp(escapar(informe.titulo)));
    await tabularHasta(page, page.getByRole('button', { name: 'Aprobar', exact: true }));
    await page.keyboard.press('Enter');
    // The office's approval is the last one: the dialog says the PDF with folio follows.
    const dialogo = page.getByRole('dialog', { name: `¿Aprobar «${informe.titulo}»?` });
    await expect(dialogo).toContainText('Queda aprobado: se genera su PDF con folio y ya no se podrá modificar ni devolver.');
    await capturasEnAmbosModos(page, testInfo, 'oficina-aprobar-confirmacion');
    await tabularHasta(page, dialogo.getByRole('button', { name: 'Aprobar' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Documento actualizado', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Folio SS-\d{4}-/)).toBeVisible();
    await volverAlPanel(page);
  });

  await test.step('egresados.campanas_en_curso', async () => {
    await abrirDesdeElPanel('egresados.campanas_en_curso', { campo: 'Buscar por nombre', texto: id }, new RegExp(campanaNombre));
    await tabularHasta(page, page.getByRole('button', { name: 'Cancelar campaña' }));
    await page.keyboard.press('Enter');
    const dialogo = page.getByRole('dialog', { name: `¿Cancelar la campaña «${campanaNombre}»?` });
    await expect(dialogo).toContainText('Una campaña cancelada no se puede reanudar.');
    await tabularHasta(page, dialogo.getByRole('button', { name: 'Cancelar campaña' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Campaña cancelada', { exact: true })).toBeVisible();
    await volverAlPanel(page);
  });

  await test.step('arco.por_vencer', async () => {
    await abrirDesdeElPanel('arco.por_vencer', { campo: 'Folio, nombre o correo', texto: arco.folio }, new RegExp(arco.folio));
    // Past its five days no prevención is offered: the decision is the second of the two steps left.
    const form = page.getByRole('form', { name: 'Registrar un paso' });
    await elegirEnLista(page, form.getByRole('combobox', { name: /^Paso/ }), 'Decisión');
    await escribir(page, form.getByRole('textbox', { name: /^Motivos de la decisión/ }), 'La persona acreditó su identidad en ventanilla y sus datos están en la plataforma.');
    await elegirRadio(page, form.getByRole('radio', { name: 'Procede', exact: true }));
    await tabularHasta(page, form.getByRole('button', { name: 'Registrar paso' }));
    await page.keyboard.press('Enter');
    const dialogo = page.getByRole('dialog');
    await expect(dialogo).toContainText(`¿Registrar «Decisión» en ${arco.folio}?`);
    await expect(dialogo).toContainText('Queda fechado hoy y no se puede deshacer.');
    await tabularHasta(page, dialogo.getByRole('button', { name: 'Registrar' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Decisión registrada', { exact: true })).toBeVisible();
    await expect(dialogo).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: ' · Decisión' })).toBeVisible();
    await volverAlPanel(page);
  });

  await test.step('arco: registrar una solicitud recibida por escrito', async () => {
    // From the queue's list (empty now) to the form, by keyboard; captured for a person to look at.
    await tabularHasta(page, panel.locator(`a[href="${enlaces.get('arco.por_vencer')}"]`));
    await page.keyboard.press('Enter');
    await expectPageStart(page);
    await tabularHasta(page, page.getByRole('link', { name: 'Registrar solicitud recibida por escrito' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/administracion\/proteccion-datos\/create$/);
    await expectPageStart(page);
    await expect(page.getByLabel(/^Fecha de recepción/)).toHaveValue(hoyEnMexico().split('-').reverse().join('/'));
    await capturasEnAmbosModos(page, testInfo, 'arco-solicitud-escrita');
    await volverAlPanel(page);
  });

  // The dashboard counts what the server still holds in each queue: nothing of this run (in a run of this file
  // alone, nothing at all, and each queue reads «Al día»).
  const despues = await pendientesDe(request, admin.token);
  const claves = [...colas.map((c) => c.clave), 'postulaciones.por_revisar', 'ss.documentos_por_revisar_oficina', 'egresados.campanas_en_curso', 'arco.por_vencer'];
  for (const clave of claves) {
    const p = despues.find((x) => x.clave === clave)!;
    const item = panel.locator(`a[href="${p.enlace}"]`);
    await expect(item).toBeVisible();
    if (p.cantidad === 0) await expect(item).toContainText('Al día');
    else await expect(item).not.toContainText('Al día');
  }
  const filtro = (q: string) => encodeURIComponent(JSON.stringify({ q }));
  const inst = await request.get(`/api/servicio-social/instituciones?filter=${filtro(razonSocial)}`, { headers: bearer(admin.token) });
  expect(((await inst.json()) as { estado: string }[]).map((i) => i.estado)).toEqual(['aprobada']);
  const est = await request.get(`/api/servicio-social/estudiantes?filter=${filtro(matricula)}`, { headers: bearer(admin.token) });
  // The report's student (matrícula from `${id}-d`) matches the same search.
  expect(((await est.json()) as { matricula: string; elegible: boolean | null }[]).filter((e) => e.matricula === matricula).map((e) => e.elegible)).toEqual([true]);
  const leer = async <T>(url: string) => (await (await request.get(url, { headers: bearer(admin.token) })).json()) as T;
  expect((await leer<{ estado: string }>(`/api/postulaciones/${postulacion.id}`)).estado).toBe('elegible');
  expect(await leer<{ estado: string; folio: string | null }>(`/api/servicio-social/documentos/${informe.id}`)).toMatchObject({ estado: 'aprobado', folio: expect.stringMatching(/^SS-/) });
  expect((await leer<{ estado: string }>(`/api/campanas/${campanaId}`)).estado).toBe('cancelada');
  // Decided in its favour, the request now runs to «hecha efectiva» (15 working days): off the queue.
  expect(await leer<{ estado: string; procedente: boolean; plazo: string }>(`/api/arco/solicitudes/${arco.id}`)).toMatchObject({ estado: 'resuelta', procedente: true, plazo: 'efectiva' });
  const porVencer = await leer<{ id: number }[]>(`/api/arco/solicitudes?filter=${encodeURIComponent(JSON.stringify({ porVencer: true }))}&range=${encodeURIComponent('[0,999]')}`);
  expect(porVencer.map((s) => s.id)).not.toContain(arco.id);

  // The new form at desktop width too, for a person to look at (the walk itself is the phone's).
  await page.goto('/administracion/proteccion-datos/create');
  await expect(page.getByLabel(/^Fecha de recepción/)).toHaveValue(hoyEnMexico().split('-').reverse().join('/'));
  await capturas(page, testInfo, 'arco-solicitud-escrita');
});
