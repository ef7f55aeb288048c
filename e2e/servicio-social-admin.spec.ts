import type { APIRequestContext, Page } from '@playwright/test';
import { curpCheckDigit } from '../shared/egresados/curp';
import { rfcDigitoVerificador } from '../shared/servicio-social/rfc';
import { test, expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './fixtures';
import { adminMenu } from './support/admin-ui';
import { ADMIN } from './support/env';
import { crearPrograma, token } from './support/egresados';
import { linkTo, waitForMail } from './support/mail';
import { apiLogin, bearer } from './support/session';

const PASSWORD = 'Servicio-Social-2026!';
const LETRAS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const letras = (n: number) => Array.from({ length: n }, () => LETRAS[Math.floor(Math.random() * LETRAS.length)]).join('');

function rfcMoral(): string {
  const base = `${letras(3)}0${1 + Math.floor(Math.random() * 9)}0${1 + Math.floor(Math.random() * 9)}1${Math.floor(Math.random() * 9)}${letras(2)}`;
  return base + rfcDigitoVerificador(base);
}

function curp(): string {
  const base = `${letras(1)}A${letras(2)}990101HJC${'BCDFG'[Math.floor(Math.random() * 5)]}${'HJKLM'[Math.floor(Math.random() * 5)]}${'NPRST'[Math.floor(Math.random() * 5)]}A`;
  return base + curpCheckDigit(base);
}

async function verificarCorreo(page: Page, correo: string) {
  const mail = await waitForMail(correo, /Confirme su correo/);
  await page.goto(linkTo(mail, '/api/email/verify'));
  await expect(page).toHaveURL(/\/email\/verified-success/);
}

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
}

/** axe once per screen, in the desktop run only (the phone run checks the layout: the DOM and its labels are the same). */
const verPagina = async (page: Page, movil: boolean) => {
  if (!movil) await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
};

/**
 * Searches a staff list and opens the record it leaves. The search box applies its text 500 ms after the typing, by
 * changing the list's URL (react-admin's debounced filter, a relative navigation from the list route). A row clicked
 * before then starts opening the record, and that late URL change takes the browser back to the list, filtered to the
 * row: the record page flashes and is gone (the CI failure). So wait for the filter in the URL, then open the row:
 * a table cell at 1280 px, the one-column list's link on a phone.
 */
async function abrirDesdeLista(page: Page, busqueda: string, texto: string, movil: boolean) {
  await page.getByPlaceholder('Buscar', { exact: true }).fill(busqueda);
  await expect(page).toHaveURL(new RegExp(`[?&]filter=[^&#]*${busqueda}`));
  await (movil ? page.getByRole('link', { name: texto }) : page.getByRole('cell', { name: texto, exact: true })).click();
  await expect(page).toHaveURL(/\/\d+\/show$/);
}

/** A record page's first render waits for its API answer: on two busy cores that took more than 10 s. */
const CARGA = { timeout: 30_000 };

test('servicio social: validar una institución, revisar su programa, marcar a un estudiante elegible y cambiar una regla', async ({ page, request, newContext, isMobile }, testInfo) => {
  // Four screens and three dialogs: 1.5 minutes alone, up to 4 beside the other servicio social spec on two cores.
  test.setTimeout(360_000);
  const t = token(testInfo.project.name);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const carrera = await crearPrograma(request, admin.token, `SS${t}`, `Trabajo Social ${t}`);
  const anio = 2100 + Math.floor(Math.random() * 800);
  const periodo = `${anio}-${1 + Math.floor(Math.random() * 2)}`;
  await ok(await request.post('/api/servicio-social/periodos', { headers: bearer(admin.token), data: { clave: periodo, inicio: `${anio}-01-15`, fin: `${anio}-06-30`, activo: true } }), 201);

  const razonSocial = `Fundación Manos ${t} A.C.`;
  const correoInstitucion = `responsable.${t}@fundacion.mx`.toLowerCase();
  await ok(
    await request.post('/api/servicio-social/registro/instituciones', {
      data: {
        razonSocial, rfc: rfcMoral(), tipo: 'asociacion_civil', sector: 'social', entidadFederativa: 'JC', municipio: 'Guadalajara',
        domicilio: 'Av. Juárez 100, Centro', sitioWeb: 'https://manos.org.mx',
        responsable: { nombre: `Marta Ríos ${t}`, cargo: 'Directora', correo: correoInstitucion, telefono: '3312345678' },
        password: PASSWORD, avisoPrivacidad: true,
      },
    }),
    202,
  );
  const pagina = await (await newContext()).newPage();
  await verificarCorreo(pagina, correoInstitucion);

  await test.step('la institución aparece en la cola de validación y el personal la aprueba', async () => {
    await page.goto('/dashboard');
    const menu = await adminMenu(page);
    await menu.getByRole('menuitem', { name: /^Instituciones/ }).click();
    await expect(page).toHaveURL(/\/servicio-social\/administracion\/instituciones/);
    await abrirDesdeLista(page, t, razonSocial, isMobile);
    await expect(page.getByRole('heading', { level: 1, name: razonSocial })).toBeVisible(CARGA);
    await expect(page.getByText('Pendiente de validación')).toBeVisible();
    await verPagina(page, isMobile);
    await page.getByRole('button', { name: 'Validar' }).click();
    const dialog = page.getByRole('dialog', { name: `Validar a ${razonSocial}` });
    await dialog.getByRole('radio', { name: 'Aprobar la institución' }).check();
    await verPagina(page, isMobile);
    await dialog.getByRole('button', { name: 'Guardar decisión' }).click();
    // The notice goes away by itself after a few seconds: look for it before waiting out the dialog's closing.
    await expect(page.getByText('Institución aprobada')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Aprobada', { exact: true })).toBeVisible();
  });

  const institucion = await apiLogin(request, correoInstitucion, PASSWORD);
  const nombrePrograma = `Alfabetización ${t}`;
  const programa = (await ok(
    await request.post('/api/servicio-social/programas', {
      headers: bearer(institucion.token),
      data: {
        nombre: nombrePrograma, objetivo: 'Enseñar a leer y escribir a personas adultas de la colonia.', actividades: 'Clases, materiales, seguimiento.',
        carreras: [carrera.id], modalidad: 'presencial', lugar: 'Centro comunitario', horario: 'matutino', periodo, responsable: 'Marta Ríos', apoyoEconomico: 0,
      },
    }),
    201,
  )) as { id: number };
  await ok(await request.post(`/api/servicio-social/programas/${programa.id}/enviar`, { headers: bearer(institucion.token) }));

  // The first review finds the program in the list; the second opens the same page again by its address.
  let urlPrograma = '';
  const revisar = async (decision: string, aviso: string, observaciones?: string) => {
    if (urlPrograma) {
      await page.goto(urlPrograma);
    } else {
      await page.goto('/servicio-social/administracion/programas');
      await abrirDesdeLista(page, t, nombrePrograma, isMobile);
      urlPrograma = page.url();
    }
    expect(urlPrograma).toMatch(new RegExp(`/programas/${programa.id}/show$`));
    await expect(page.getByRole('heading', { level: 1, name: nombrePrograma })).toBeVisible(CARGA);
    await expect(page.getByText('Enviado a revisión')).toBeVisible();
    await page.getByRole('button', { name: 'Revisar' }).click();
    const dialog = page.getByRole('dialog', { name: `Revisar el programa «${nombrePrograma}»` });
    await dialog.getByRole('radio', { name: decision }).check();
    if (observaciones) await dialog.getByRole('textbox', { name: /Observaciones/ }).fill(observaciones);
    await dialog.getByRole('button', { name: 'Guardar decisión' }).click();
    await expect(page.getByText(aviso)).toBeVisible();
    await expect(dialog).toBeHidden();
  };

  await test.step('el personal devuelve el programa con observaciones, la institución lo reenvía y el personal lo aprueba', async () => {
    await revisar('Devolver con observaciones', 'Programa devuelto con observaciones', 'Indique cuántas horas por semana dedicará cada estudiante.');
    await expect(page.getByText(/Observaciones: Indique cuántas horas/)).toBeVisible();
    await verPagina(page, isMobile);
    await ok(await request.post(`/api/servicio-social/programas/${programa.id}/enviar`, { headers: bearer(institucion.token) }));
    await revisar('Aprobar', 'Programa aprobado');
    await expect(page.getByText('Aprobado', { exact: true })).toBeVisible();
  });

  await test.step('un estudiante registrado se marca como elegible', async () => {
    const matricula = `A${t}`;
    const correo = `estudiante.${t}@alumnos.universidad.mx`.toLowerCase();
    await ok(
      await request.post('/api/servicio-social/registro/estudiantes', {
        data: {
          matricula, nombre: `Iván ${t}`, apellidoPaterno: 'Solís', apellidoMaterno: 'Paz', curp: curp(), correo, programaId: carrera.id,
          semestre: 7, creditos: 75, telefono: '3311122233', password: PASSWORD, avisoPrivacidad: true,
        },
      }),
      202,
    );
    await verificarCorreo(pagina, correo);
    await page.goto('/servicio-social/administracion/estudiantes');
    await abrirDesdeLista(page, matricula, matricula, isMobile);
    await expect(page.getByRole('heading', { level: 1, name: /^Iván/ })).toBeVisible(CARGA);
    await expect(page.getByText('Sin revisar')).toBeVisible();
    await page.getByRole('button', { name: 'Elegibilidad' }).click();
    const dialog = page.getByRole('dialog', { name: /^Elegibilidad de Iván/ });
    await dialog.getByRole('radio', { name: 'Elegible', exact: true }).check();
    await dialog.getByRole('button', { name: 'Guardar decisión' }).click();
    await expect(page.getByText('Estudiante marcado como elegible')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Elegible', { exact: true })).toBeVisible();
    await verPagina(page, isMobile);
  });

  await test.step('una regla cambiada en Ajustes se lee en la página pública de información', async () => {
    await page.goto('/dashboard');
    const menu = await adminMenu(page);
    await menu.getByRole('menuitem', { name: /^Ajustes/ }).click();
    const campo = page.getByLabel(/^Máximo de horas por día/);
    await expect(page.getByRole('cell', { name: periodo }).or(page.getByRole('link', { name: periodo }))).toBeVisible();
    await verPagina(page, isMobile);
    // The rules are one row for the whole office: only the desktop run changes one, so the two runs, which go at the
    // same time, never read or restore each other's value.
    if (isMobile) {
      await expect(campo).toBeEditable();
      return;
    }
    const antes = (await (await request.get('/api/servicio-social/ajustes', { headers: bearer(admin.token) })).json()) as Record<string, number>;
    const nuevo = antes.maxHorasDia === 5 ? 6 : 5;
    try {
      await expect(campo).toHaveValue(String(antes.maxHorasDia));
      await campo.fill(String(nuevo));
      await page.getByRole('button', { name: 'Guardar ajustes' }).click();
      await expect(page.getByText('Ajustes guardados')).toBeVisible();

      await pagina.goto('/servicio-social/informacion');
      const regla = pagina.getByRole('listitem').filter({ hasText: 'Máximo de horas por día' });
      // The public page reads the rules after it renders: on a loaded machine that answer can take a while.
      await expect(regla).toContainText(`${nuevo} horas`, { timeout: 30_000 });
    } finally {
      const { id: _id, updatedAt: _u, ...reglas } = antes;
      await request.put('/api/servicio-social/ajustes', { headers: bearer(admin.token), data: reglas });
    }
  });
});
