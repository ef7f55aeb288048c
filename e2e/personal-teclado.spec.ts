import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { ADMIN } from './support/env';
import { iniciarSesionConTeclado, volverAlPanel } from './support/acceso-teclado';
import { expectPageStart } from './support/page-start';
import {
  CLAVE_SS, aprobarInstitucion, asegurarPeriodo, crearCarrera, curpAleatoria, registrarEstudianteApi, registrarInstitucionApi, rfcAleatorio,
  verificarCorreo,
} from './support/servicio-social';
import { apiLogin, bearer, unique } from './support/session';
import { elegirRadio, tabularHasta } from './support/teclado';

// Issue 20: staff clear their queues from the back-office dashboard, at 375 px and by keyboard only, coming back to
// the dashboard between queues. One item waits in each of the servicio social queues that a decision dialog clears:
// an institution to validate, a program to review, a student's eligibility. Nominations, office documents, mail
// campaigns and ARCO requests are not walked here (see the report of the change that added this file).

interface Pendiente {
  clave: string;
  cantidad: number;
  enlace: string;
}

const pendientesDe = async (request: APIRequestContext, token: string) =>
  ((await (await request.get('/api/pendientes', { headers: bearer(token) })).json()) as { pendientes: Pendiente[] }).pendientes;

test.use({ storageState: { cookies: [], origins: [] } });

test('el personal vacía cada cola desde el panel, solo con el teclado', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'movil', 'el recorrido con teclado se hace a 375 px');
  test.setTimeout(480_000);
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

  for (const cola of colas) {
    await test.step(cola.clave, async () => {
      const enlace = enlaces.get(cola.clave);
      expect(enlace, `la cola ${cola.clave} en el panel`).toBeDefined();
      await tabularHasta(page, panel.locator(`a[href="${enlace}"]`));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === enlace!.split('?')[0]);
      await expectPageStart(page);

      await tabularHasta(page, page.getByRole('link', { name: cola.registro }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/show$/);
      await expectPageStart(page);

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

  // The dashboard counts what the server still holds in each queue: nothing of this run (in a run of this file
  // alone, nothing at all, and each queue reads «Al día»).
  const despues = await pendientesDe(request, admin.token);
  for (const cola of colas) {
    const p = despues.find((x) => x.clave === cola.clave)!;
    const item = panel.locator(`a[href="${p.enlace}"]`);
    await expect(item).toBeVisible();
    if (p.cantidad === 0) await expect(item).toContainText('Al día');
    else await expect(item).not.toContainText('Al día');
  }
  const filtro = (q: string) => encodeURIComponent(JSON.stringify({ q }));
  const inst = await request.get(`/api/servicio-social/instituciones?filter=${filtro(razonSocial)}`, { headers: bearer(admin.token) });
  expect(((await inst.json()) as { estado: string }[]).map((i) => i.estado)).toEqual(['aprobada']);
  const est = await request.get(`/api/servicio-social/estudiantes?filter=${filtro(matricula)}`, { headers: bearer(admin.token) });
  expect(((await est.json()) as { elegible: boolean | null }[]).map((e) => e.elegible)).toEqual([true]);
});
