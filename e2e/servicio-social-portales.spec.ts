import { test, expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './fixtures';
import { ADMIN, mailUrl } from './support/env';
import { apiLogin, fillLoginForm, storeSession, unique } from './support/session';
import {
  CLAVE_SS, crearCarrera, curpAleatoria, registrarEstudianteApi, registrarInstitucionApi, rfcAleatorio, verificarCorreo,
} from './support/servicio-social';

// Public pages pass axe at 1280 and 375 px; each portal keeps the other side out with a toast, and staff get a page
// that says whom the section is for.

test.describe('páginas públicas de servicio social', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const [path, heading] of [
    ['/servicioSocial', 'Servicio social'],
    ['/servicio-social/informacion', 'Información del servicio social'],
    ['/registro/estudiantes', 'Registro de estudiantes'],
    ['/registro/instituciones', 'Registro de instituciones'],
  ]) {
    test(`${path} es accesible`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalOverflow(page);
    });
  }
});

test.describe('portales', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('estudiante e institución quedan cada uno en su portal', async ({ page, request, newContext }, testInfo) => {
    test.skip(!mailUrl(), 'sin el servidor SMTP de prueba');
    test.setTimeout(180_000);
    const id = unique('ssp', testInfo.project.name);
    const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
    const carreraId = await crearCarrera(request, admin.token, `Licenciatura en Psicología ${id}`);
    const estudiante = { matricula: id.replace(/[^A-Za-z0-9-]/g, '').slice(-28).toUpperCase(), correo: `${id}-e@alumnos.mx`.toLowerCase(), curp: curpAleatoria(), nombre: 'Renata' };
    const correoInst = `${id}-i@correo.mx`.toLowerCase();
    await registrarEstudianteApi(request, estudiante, carreraId);
    await registrarInstitucionApi(request, rfcAleatorio(), correoInst, `Asociación ${id}`);
    await verificarCorreo(page, estudiante.correo);
    await verificarCorreo(page, correoInst);

    // A signed-in student at /login goes to their home; the student pages work on a phone too.
    await page.goto('/login');
    await fillLoginForm(page, estudiante.correo, CLAVE_SS);
    await expect(page).toHaveURL(/\/servicio-social\/estudiantes$/);
    await expect(page.getByRole('heading', { level: 1, name: /Renata/ })).toBeVisible();
    await expect(page.getByText('En revisión por la oficina de servicio social')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/servicio-social\/estudiantes$/);
    for (const path of ['/servicio-social/estudiantes/busqueda?modalidad=presencial', '/servicio-social/estudiantes/perfil']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalOverflow(page);
    }
    await expect(page.getByLabel(/^Matrícula/)).toHaveValue(estudiante.matricula);

    // The student at an institution page: sent home with a toast, never a blank page.
    await page.goto('/servicio-social/Institucion/vacantes');
    await expect(page).toHaveURL(/\/servicio-social\/estudiantes$/);
    await expect(page.getByText(/Esta sección es para instituciones/)).toBeVisible();

    // The institution at a student page: the same, the other way.
    const inst = await (await newContext()).newPage();
    await storeSession(inst, await apiLogin(request, correoInst, CLAVE_SS));
    await inst.goto('/servicio-social/estudiantes/busqueda');
    await expect(inst).toHaveURL(/\/servicio-social\/Institucion$/);
    await expect(inst.getByText(/Esta sección es para estudiantes/)).toBeVisible();
    await expect(inst.getByText('Institución pendiente de validación')).toBeVisible();

    // Not yet approved: its status and profile only (issue 19). No invitation form, no menu entry to the rest.
    const menu = inst.getByRole('navigation', { name: 'Portal de la institución' });
    await expect(menu.getByRole('link', { name: 'Estado', includeHidden: true })).toHaveCount(1);
    for (const name of ['Programas', 'Vacantes', 'Estudiantes']) await expect(menu.getByRole('link', { name, includeHidden: true })).toHaveCount(0);
    await expect(inst.getByRole('heading', { name: 'En cifras' })).toHaveCount(0);
    await inst.goto('/servicio-social/Institucion/perfil');
    await expect(inst.getByRole('form', { name: 'Datos de la institución' })).toBeVisible({ timeout: 30_000 });
    await expect(inst.getByText('Institución pendiente de validación')).toBeVisible();
    await expect(inst.getByRole('form', { name: 'Invitar a un colega' })).toHaveCount(0);
    await expect(inst.getByLabel(/Correo del colega/)).toHaveCount(0);
    await expect(inst.getByText('Colegas con acceso')).toHaveCount(0);

    // Staff are told whom the portal is for.
    const staff = await (await newContext()).newPage();
    await storeSession(staff, admin);
    await staff.goto('/servicio-social/estudiantes');
    await expect(staff.getByRole('heading', { name: 'Esta sección es para estudiantes' })).toBeVisible();
  });
});
