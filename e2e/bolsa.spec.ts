// Issue 32, «Done when»: a company registers, confirms its email and staff approve it; its offer is refused for «edad
// de 25 a 35 años», corrected and published by staff; a graduate signs in with the emailed link, uploads a CV and
// applies; a servicio social student applies too; the employer opens both, advances the graduate's to contratada and
// closes the offer; the emails arrive; the graduate's record shows the job and the indicators count one hire.
import { rfcDigitoVerificador } from '../shared/servicio-social/rfc';
import { test, expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './fixtures';
import { capturas } from './support/capturas';
import { crearEgresado, crearPrograma, token } from './support/egresados';
import { ADMIN, mailUrl } from './support/env';
import { linkTo, waitForMail } from './support/mail';
import { CLAVE_SS, curpAleatoria, registrarEstudianteApi, verificarCorreo } from './support/servicio-social';
import { apiLogin, bearer, fillLoginForm } from './support/session';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PASSWORD = 'Empresa-de-prueba-2027';

/** A persona moral's RFC for this run, unique by the clock, with the SAT's check digit. */
function rfc(): string {
  const n = Date.now();
  const letras = [0, 1, 2].map((i) => String.fromCharCode(65 + (Math.floor(n / 26 ** i) % 26))).join('');
  const fecha = `${String(n % 100).padStart(2, '0')}${String((Math.floor(n / 100) % 12) + 1).padStart(2, '0')}${String((Math.floor(n / 1200) % 28) + 1).padStart(2, '0')}`;
  const base = `${letras}${fecha}${String.fromCharCode(65 + (Math.floor(n / 7) % 26))}${Math.floor(n / 13) % 10}`;
  return base + rfcDigitoVerificador(base);
}

function hoyMasDias(n: number): string {
  const d = new Date(Date.now() + n * 86_400_000);
  return d.toISOString().slice(0, 10);
}

test('una empresa se registra, publica una oferta corregida, un egresado se postula y la empresa lo contrata', async ({ page, request, newContext, guard }, testInfo) => {
  test.skip(!mailUrl(), 'sin el servidor SMTP de prueba');
  test.setTimeout(240_000);
  const movil = testInfo.project.name === 'movil';
  const clave = token(testInfo.project.name);
  const correoEmpresa = `rh.${clave.toLowerCase()}@empresa-${clave.toLowerCase()}.mx`;
  const razonSocial = `Software del Occidente ${clave} S.A. de C.V.`;
  const correoEgresado = `egresado.${clave.toLowerCase()}@correo.mx`;
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const programa = await crearPrograma(request, admin.token, `B${clave}`.slice(0, 10), `Ingeniería de Software ${clave}`);
  const egresado = await crearEgresado(request, admin.token, {
    matricula: `B${clave}`.slice(0, 20), nombre: 'Rodrigo', apellidoPaterno: 'Medina', apellidoMaterno: 'Luna', correo: correoEgresado, programaId: programa.id, anioEgreso: 2022,
  });
  // Chromium logs the expected 422 of the refused offer.
  guard.allowConsoleErrors(/status of 422/);

  // ── The company registers and confirms its email ──
  const empresa = await (await newContext()).newPage();
  await empresa.goto('/bolsa-de-trabajo/empleadores/registro');
  await empresa.getByLabel('Razón social').fill(razonSocial);
  await empresa.getByLabel(/^RFC/).fill(rfc());
  await empresa.getByLabel('Giro o actividad').fill('Desarrollo de software');
  await empresa.getByLabel('Entidad federativa').selectOption('JC');
  await empresa.getByLabel('Municipio').fill('Zapopan');
  await empresa.getByLabel('Nombre completo').fill('Lucía Herrera Soto');
  await empresa.getByLabel(/^Correo de la empresa/).fill(correoEmpresa);
  await empresa.getByLabel(/^Teléfono/).fill('3312345678');
  await empresa.getByLabel(/^Contraseña/).fill(PASSWORD);
  await empresa.getByLabel('Leí y acepto el aviso de privacidad de la bolsa de trabajo').check();
  await empresa.getByLabel(/^Me comprometo a no discriminar/).check();
  await empresa.getByRole('button', { name: 'Registrar empresa' }).click();
  await expect(empresa.getByRole('heading', { level: 1, name: 'Registro recibido' })).toBeVisible();
  const confirmacion = linkTo(await waitForMail(correoEmpresa, /Confirme su correo de la bolsa de trabajo/), '/api/email/verify?token=');
  expect((await request.get(confirmacion, { maxRedirects: 0 })).status()).toBe(303);

  // ── Staff approve it in the back office ──
  const filtro = (f: object) => `?filter=${encodeURIComponent(JSON.stringify(f))}`;
  await page.goto(`/bolsa-de-trabajo/administracion/empleadores${filtro({ estado: 'pendiente', q: razonSocial })}`);
  await page.getByText(razonSocial).click();
  await expect(page.getByText(correoEmpresa)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (!movil) await capturas(page, testInfo, 'admin-empleador');
  await page.getByRole('button', { name: 'Decidir' }).click();
  await page.getByRole('radio', { name: 'Aprobar la empresa' }).check();
  await page.getByRole('button', { name: 'Guardar decisión' }).click();
  await expect(page.getByText('Empresa aprobada')).toBeVisible();
  await waitForMail(correoEmpresa, /Su empresa fue aprobada/);

  // ── The company signs in, lands in its portal, is refused for the age range, corrects it ──
  await empresa.goto('/login');
  await fillLoginForm(empresa, correoEmpresa, PASSWORD);
  await expect(empresa).toHaveURL(/\/bolsa-de-trabajo\/empleador$/);
  await expect(empresa.getByRole('heading', { level: 1, name: 'Portal del empleador' })).toBeVisible();
  await expect(empresa.getByText('Nada espera su respuesta por ahora.')).toBeVisible();
  await empresa.getByRole('link', { name: 'Publicar una oferta' }).click();
  await empresa.getByLabel('Título del puesto').fill('Desarrollador(a) backend');
  await empresa.getByLabel(/^Descripción/).fill('Desarrollo de APIs con Node.js y PostgreSQL.\n\nRequisitos: edad de 25 a 35 años, licenciatura.');
  await empresa.getByLabel(new RegExp(`Ingeniería de Software ${clave}`)).check();
  await empresa.getByLabel('Modalidad').selectOption('hibrido');
  await empresa.getByLabel('Jornada').selectOption('tiempo_completo');
  await empresa.getByLabel('Entidad federativa').selectOption('JC');
  await empresa.getByLabel('Municipio').fill('Zapopan');
  await empresa.getByLabel('Desde').fill('18000');
  await empresa.getByLabel('Hasta').fill('25000');
  await empresa.getByLabel(/^Fecha de cierre/).fill(hoyMasDias(30));
  await empresa.getByRole('button', { name: 'Enviar a revisión' }).click();
  const descripcion = empresa.getByLabel(/^Descripción/);
  await expect(descripcion).toHaveAttribute('aria-invalid', 'true');
  await expect(empresa.getByText(/«edad de 25 a 35 años»/)).toBeVisible();
  await expectNoSeriousA11yViolations(empresa);
  await capturas(empresa, testInfo, 'empleador-oferta-rechazada');
  await descripcion.fill('Desarrollo de APIs con Node.js y PostgreSQL.\n\nRequisitos: licenciatura en sistemas o afín.');
  await empresa.getByRole('button', { name: 'Enviar a revisión' }).click();
  await expect(empresa.getByText('La oferta se guardó.', { exact: false })).toBeVisible();
  const ofertaId = Number(new URL(empresa.url()).searchParams.get('oferta'));
  expect(ofertaId).toBeGreaterThan(0);

  // ── Staff publish it from the queue (the bulk action) ──
  const [{ id: empleadorId }] = await (await request.get(`/api/bolsa/empleadores${filtro({ q: razonSocial })}`, { headers: bearer(admin.token) })).json();
  await page.goto(`/bolsa-de-trabajo/administracion/ofertas${filtro({ estado: 'en_revision', empleadorId })}`);
  const fila = page.getByRole('row').filter({ hasText: razonSocial });
  if (movil) {
    await page.goto(`/bolsa-de-trabajo/administracion/ofertas/${ofertaId}/show`);
    await page.getByRole('button', { name: 'Revisar' }).click();
    await page.getByRole('radio', { name: 'Publicar' }).check();
    await page.getByRole('button', { name: 'Guardar decisión' }).click();
    await expect(page.getByText('Oferta publicada')).toBeVisible();
  } else {
    // axe on the queue itself: once a row is chosen, react-admin's selection bar slides over the filter's label.
    await expect(fila).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);
    await capturas(page, testInfo, 'admin-ofertas');
    await fila.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Publicar las elegidas' }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('1 publicadas, 0 sin cambio')).toBeVisible();
  }
  await waitForMail(correoEmpresa, /Su oferta fue publicada/);

  // ── The graduate signs in with the emailed link, uploads a CV and applies ──
  await request.post('/api/egresados/acceso', { data: { correo: correoEgresado } });
  const enlace = linkTo(await waitForMail(correoEgresado, /Mi espacio de egresado/), '/egresados/mi-espacio?token=');
  const persona = await (await newContext()).newPage();
  await persona.goto(enlace);
  await expect(persona.getByText('Hola, Rodrigo Medina Luna.')).toBeVisible();
  await persona.getByLabel('CV en PDF (hasta 5 MB)').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await persona.getByRole('button', { name: 'Guardar CV' }).click();
  await expect(persona.getByText('Su CV quedó guardado.')).toBeVisible();
  await persona.goto(`/bolsa-de-trabajo/oferta?id=${ofertaId}`);
  await expect(persona.getByRole('heading', { level: 1, name: 'Desarrollador(a) backend' })).toBeVisible();
  await persona.getByLabel('Mensaje para el empleador (opcional)').fill('Tengo dos años de experiencia con Node.js.');
  await persona.getByLabel(/^Acepto compartir con/).check();
  await persona.getByRole('button', { name: 'Postularme' }).click();
  await expect(persona.getByText('Listo: su candidatura se envió.', { exact: false })).toBeVisible();
  await waitForMail(correoEgresado, /Su candidatura: Enviada/);

  // ── A servicio social student of the same program applies too, attaching a CV to the application ──
  const alumna = { matricula: `S${clave}`.slice(0, 20), correo: `alumna.${clave.toLowerCase()}@alumnos.mx`, curp: curpAleatoria(), nombre: 'Valeria' };
  await registrarEstudianteApi(request, alumna, programa.id);
  const estudiante = await (await newContext()).newPage();
  await verificarCorreo(estudiante, alumna.correo);
  await estudiante.goto('/login');
  await fillLoginForm(estudiante, alumna.correo, CLAVE_SS);
  await expect(estudiante).toHaveURL(/\/servicio-social\/estudiantes/);
  await estudiante.goto(`/bolsa-de-trabajo/oferta?id=${ofertaId}`);
  await expect(estudiante.getByRole('heading', { level: 1, name: 'Desarrollador(a) backend' })).toBeVisible();
  await estudiante.getByLabel(/^CV en PDF/).setInputFiles({ name: 'cv-valeria.pdf', mimeType: 'application/pdf', buffer: PDF });
  await estudiante.getByLabel(/^Acepto compartir con/).check();
  await estudiante.getByRole('button', { name: 'Postularme' }).click();
  await expect(estudiante.getByText('Listo: su candidatura se envió.', { exact: false })).toBeVisible();
  await waitForMail(alumna.correo, /Su candidatura: Enviada/);

  // ── The employer opens it (vista), advances it to contratada and closes the offer ──
  empresa.on('dialog', (dialog) => void dialog.accept());
  await empresa.goto('/bolsa-de-trabajo/empleador');
  await expect(empresa.getByText(/2 candidaturas nuevas en/)).toBeVisible();
  await expectNoSeriousA11yViolations(empresa);
  if (movil) await expectNoHorizontalOverflow(empresa);
  await capturas(empresa, testInfo, 'empleador-portal');
  await empresa.getByRole('link', { name: 'Desarrollador(a) backend' }).first().click();
  // The student's first: opening it is «Vista» for her, by mail.
  await empresa.getByRole('article', { name: 'Candidatura de Valeria Prueba' }).getByRole('button', { name: 'Abrir la candidatura' }).click();
  await expect(empresa.getByText(/Estudiante de Ingeniería de Software/)).toBeVisible();
  await waitForMail(alumna.correo, /Su candidatura: Vista por el empleador/);
  await empresa.getByRole('article', { name: 'Candidatura de Rodrigo Medina Luna' }).getByRole('button', { name: 'Abrir la candidatura' }).click();
  await expect(empresa.getByText(/Egresado.* de Ingeniería de Software/)).toBeVisible();
  await waitForMail(correoEgresado, /Su candidatura: Vista por el empleador/);
  await empresa.getByLabel('Nuevo estado').selectOption('contratada');
  await empresa.getByLabel(/^Mensaje para la persona/).fill('Bienvenido al equipo: le escribiremos para la firma del contrato.');
  await empresa.getByRole('button', { name: 'Cambiar estado' }).click();
  await expect(empresa.getByText(/^Contratada · enviada el/)).toBeVisible();
  await expectNoSeriousA11yViolations(empresa);
  await capturas(empresa, testInfo, 'empleador-candidaturas');
  await empresa.getByRole('button', { name: 'Cerrar la oferta' }).click();
  await expect(empresa.getByText('La oferta quedó cerrada.')).toBeVisible();
  const contratada = await waitForMail(correoEgresado, /Su candidatura: Contratada/);
  expect(contratada.text).toContain('Bienvenido al equipo');

  // ── The graduate's record shows the job; the indicators count one hire ──
  const registro = await (await request.get(`/api/egresados/${egresado.id}`, { headers: bearer(admin.token) })).json();
  expect(registro).toMatchObject({ empresa: razonSocial, puesto: 'Desarrollador(a) backend' });
  const indicadores = await (await request.get(`/api/bolsa/indicadores?programaId=${programa.id}`, { headers: bearer(admin.token) })).json();
  expect(indicadores).toMatchObject({ contratados: 1, tasaColocacion: 100 });
  await page.goto('/bolsa-de-trabajo/administracion/indicadores');
  await expect(page.getByRole('heading', { level: 1, name: 'Indicadores de colocación' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('cell', { name: `Ingeniería de Software ${clave}` }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (!movil) await capturas(page, testInfo, 'admin-indicadores');
});
