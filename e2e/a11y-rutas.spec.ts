import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { routes, type RouteEntry } from '../shared/routes';
import { DEMO_PASSWORD } from '../server/cli/demo-data';
import { DEMO_ESTUDIANTE, DEMO_INSTITUCION } from '../server/cli/demo-servicio-social';
import { JURADOS_DEMO } from '../server/evaluacion/demo';
import { test, expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './fixtures';
import { entrarComo } from './support/institucional';
import { crearCampana, crearPlantilla } from './support/campanas';
import { crearEgresado, token as claveUnica } from './support/egresados';
import { ADMIN } from './support/env';
import { linkTo, waitForMail } from './support/mail';
import { apiLogin, bearer, sessionState, storedToken, unique, type SignedIn } from './support/session';

// Issue 20 and 34: every page of both apps, signed in as the role that reaches it, has an <h1> and no serious or
// critical axe violation, in light and dark mode, at 1280 and 375 px. The route table's pages, then the pages under
// them that take an id (a real one, read from the demo data `npm run test:a11y` loads: e2e/run.ts). Each page is
// loaded once and scanned in two states, one mode at each width (revisar). Each worker signs each role in once and
// hands the session to the contexts it opens.

type Quien = 'anonimo' | 'administrador' | 'estudiante' | 'estudiante nuevo' | 'institucion' | 'jurado' | 'egresado';

// A jurado's own assignments: staff see an empty list there, the jurado sees the score form.
const DEL_JURADO = '/postulaciones/evaluacion';
// Only a student who has not filled in the profile yet sees that form (the others are sent on to their portal).
const PERFIL_POR_COMPLETAR = '/servicio-social/estudiantes/completar-perfil';
// A graduate's own page: signed out it only offers the link; it is scanned signed in through that link.
const DEL_EGRESADO = '/egresados/mi-espacio';

function quienLlega(route: Pick<RouteEntry, 'path' | 'guard'>): Quien {
  if (route.path === DEL_JURADO) return 'jurado';
  if (route.path === PERFIL_POR_COMPLETAR) return 'estudiante nuevo';
  if (route.path === DEL_EGRESADO) return 'egresado';
  if (route.guard === 'estudiante' || route.guard === 'institucion') return route.guard;
  if (route.guard === 'auth' || route.guard === 'admin') return 'administrador';
  return 'anonimo';
}

// The demo's student is halfway through her service (documents in every stage), its institution has vacancies,
// programs and students, and jurado2 has nominations to score.
const CUENTAS = {
  administrador: [ADMIN.email, ADMIN.password],
  estudiante: [DEMO_ESTUDIANTE, DEMO_PASSWORD],
  institucion: [DEMO_INSTITUCION, DEMO_PASSWORD],
  jurado: [JURADOS_DEMO[1].email, DEMO_PASSWORD],
} as const;

/** One sign-in per role and worker (a password check costs a second of CPU): the tests share the session. */
const sesiones = new Map<keyof typeof CUENTAS, Promise<SignedIn>>();
function sesion(request: APIRequestContext, quien: keyof typeof CUENTAS): Promise<SignedIn> {
  const [correo, clave] = CUENTAS[quien];
  if (!sesiones.has(quien)) sesiones.set(quien, apiLogin(request, correo, clave));
  return sesiones.get(quien)!;
}

/** A first sign-in through the institutional provider: a student account with no servicio social profile yet. */
async function estudianteNuevo(page: Page, proyecto: string): Promise<void> {
  await entrarComo(page, `${unique('a11y', proyecto)}@alumnos.universidad.mx`.toLowerCase());
  await expect(page).toHaveURL(/\/servicio-social\/estudiantes\/completar-perfil$/);
}

/** A graduate on file asks for the link to «Mi espacio»; the page is the one the mail leads to (it signs her in). */
async function enlaceDeEgresado(request: APIRequestContext, proyecto: string): Promise<string> {
  const { token } = await sesion(request, 'administrador');
  const [programa] = (await (await request.get('/api/programas?range=[0,0]', { headers: bearer(token) })).json()) as { id: number }[];
  const clave = claveUnica(proyecto);
  const correo = `a11y.${clave.toLowerCase()}@correo.mx`;
  await crearEgresado(request, token, {
    matricula: `A${clave}`.slice(0, 20), nombre: 'Itzel', apellidoPaterno: 'Cárdenas', apellidoMaterno: 'Ruiz', correo, programaId: programa.id, anioEgreso: 2021,
  });
  expect((await request.post('/api/egresados/acceso', { data: { correo } })).status()).toBeLessThan(300);
  return linkTo(await waitForMail(correo, /Mi espacio de egresado/), `${DEL_EGRESADO}?token=`);
}

async function contextoPara(quien: Quien, page: Page, request: APIRequestContext, newContext: (o?: object) => Promise<BrowserContext>, proyecto: string): Promise<Page> {
  if (quien === 'administrador') return page;
  const signedIn = quien === 'estudiante' || quien === 'institucion' || quien === 'jurado';
  const context = await newContext(signedIn ? { storageState: sessionState(test.info().project.use.baseURL!, await sesion(request, quien)) } : {});
  const otra = await context.newPage();
  if (quien === 'estudiante nuevo') await estudianteNuevo(otra, proyecto);
  return otra;
}

const fondoMedio = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
    return (r + g + b) / 3;
  });

const ESCRITORIO = { width: 1280, height: 800 };
const TELEFONO = { width: 375, height: 812 };

/** Waits until the page has laid itself out for the new width (the apps' media queries answer on the next frames). */
async function aTelefono(page: Page) {
  await page.setViewportSize(TELEFONO);
  await page.waitForFunction((ancho) => window.innerWidth === ancho, TELEFONO.width);
  await page.evaluate(() => new Promise((listo) => requestAnimationFrame(() => requestAnimationFrame(listo))));
  // The back office keeps its menu's desktop state («open»): on a phone that opens the menu over the page, which a
  // phone's first load keeps closed.
  const fondoDelMenu = page.locator('.MuiDrawer-modal .MuiBackdrop-root');
  if (await fondoDelMenu.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(fondoDelMenu).toBeHidden();
  }
}

async function escanear(page: Page, nombre: string, modo: 'light' | 'dark') {
  const ancho = page.viewportSize()?.width;
  await test.step(`${nombre}, ${ancho} px, modo ${modo === 'dark' ? 'oscuro' : 'claro'}`, async () => {
    await page.emulateMedia({ colorScheme: modo });
    // The mode really applied: the page's background is dark in dark mode and light in light mode.
    if (modo === 'dark') await expect.poll(() => fondoMedio(page), { message: `${nombre}: fondo oscuro`, timeout: 30_000 }).toBeLessThan(80);
    else await expect.poll(() => fondoMedio(page), { message: `${nombre}: fondo claro`, timeout: 30_000 }).toBeGreaterThan(200);
    await expectNoSeriousA11yViolations(page);
  });
}

/**
 * One load of the page, scanned in two of its four states: at 1280 px in one mode, then resized to 375 px in the
 * other (the apps follow the width and prefers-color-scheme live, as a turned phone or a changed setting). So every
 * page is scanned in light and in dark mode and at both widths; `orden` alternates which mode goes with which width
 * from one page to the next, so that across the scan each of the four states is met by half the pages and every
 * shared component (lists, menus, forms) in all four. Scanning the four states of every page took the CI's hour
 * (issue 34 item 6 allows trimming duplicate states, never pages).
 */
async function revisar(page: Page, path: string, orden: number) {
  const nombre = path.replace(/\?token=.*/, '?token=…');
  const [ancho, angosto]: ('light' | 'dark')[] = orden % 2 === 0 ? ['light', 'dark'] : ['dark', 'light'];
  await page.setViewportSize(ESCRITORIO);
  await page.emulateMedia({ colorScheme: ancho });
  await page.goto(path);
  // The back office's title bar is the level-one heading (role="heading") on a screen without an <h1> of its own. Its
  // text comes with the record: the tracer questionnaire's editor (some 80 questions, 600 inputs) takes 6.7 s to show
  // it on a quiet machine and over 30 s under the scan's two workers, hence the long wait.
  await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: /\S/ }).first(), `${nombre} tiene un encabezado de nivel 1`).toBeVisible({ timeout: 75_000 });
  // Loading screens and spinners gone (a progress bar with a value is content, not loading).
  await expect(page.getByText('Cargando', { exact: true })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('progressbar').and(page.locator(':not([aria-valuenow])'))).toHaveCount(0, { timeout: 30_000 });
  await escanear(page, nombre, ancho);
  // Issue 34, item 7: staff read dates as «1 ago 2026», never as the API writes them.
  if (/\/show$/.test(path)) {
    const iso = await page.evaluate(() => document.body.innerText.match(/\d{4}-\d{2}-\d{2}[^\n]{0,30}/g) ?? []);
    expect(iso, `${path}: fechas escritas aaaa-mm-dd`).toEqual([]);
  }
  await aTelefono(page);
  await escanear(page, nombre, angosto);
  // On a phone wide tables scroll inside their own box (the seguimiento indicators among them), never the page.
  await expectNoHorizontalOverflow(page);
  // A field's label is read whole at every width: a floating label is one line, cut with «…» when too long.
  const cortadas = await page.evaluate(() =>
    [...document.querySelectorAll('label')].filter((l) => l.getClientRects().length > 0 && l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent),
  );
  expect(cortadas, `${nombre}: etiquetas cortadas a ${TELEFONO.width} px`).toEqual([]);
}

/** A page of the table gets this long for its load and two scans, on two cores shared with the server. */
const POR_PAGINA = 90_000;

// The pages are independent: both workers share them.
test.describe.configure({ mode: 'parallel' });

/**
 * Routes of the table this scan does not open, each with the reason. Anything else the table holds is scanned: a new
 * route is picked up without touching this file, and the test below fails if one is neither scanned nor excused.
 */
const EXCUSADAS: Record<string, string> = Object.fromEntries(
  routes.filter((r) => r.dev).map((r) => [r.path, 'página de desarrollo: el servidor de producción no la sirve']),
);

const paginas = routes.filter((r) => !(r.path in EXCUSADAS));

test('cada ruta de la tabla se revisa o tiene un motivo para no revisarse', () => {
  const sinRevisar = routes.filter((r) => !paginas.includes(r) && !EXCUSADAS[r.path]?.trim()).map((r) => r.path);
  expect(sinRevisar).toEqual([]);
  expect(Object.keys(EXCUSADAS).filter((path) => !routes.some((r) => r.path === path)), 'excusas de rutas que ya no existen').toEqual([]);
});

test.describe('axe en cada ruta, a 1280 y 375 px, en modo claro y en oscuro', () => {
  for (const [orden, route] of paginas.entries()) {
    const quien = quienLlega(route);
    test(`${route.path} (${quien})`, async ({ page, request, newContext }, testInfo) => {
      testInfo.setTimeout(POR_PAGINA);
      const pagina = await contextoPara(quien, page, request, newContext, testInfo.project.name);
      await revisar(pagina, quien === 'egresado' ? await enlaceDeEgresado(request, testInfo.project.name) : route.path, orden);
    });
  }
});

type Vista = 'create' | 'edit' | 'show';

/**
 * The back office's screens under each resource of the route table (react-admin's /create, /:id, /:id/show) and the
 * API its list reads, whose first row gives the id. A resource missing here fails the test below.
 */
const SUBPAGINAS_ADMIN: Record<string, { api: string; vistas: Vista[]; extra?: string[] }> = {
  '/egresados/usuarios': { api: 'usuarios', vistas: ['create', 'edit', 'show'] },
  '/egresados/roles': { api: 'roles', vistas: ['create', 'edit', 'show'] },
  '/egresados/permisos': { api: 'permisos', vistas: ['create', 'edit', 'show'] },
  '/servicio-social/administracion/usuarios': { api: 'usuarios', vistas: ['create', 'edit', 'show'] },
  '/servicio-social/administracion/roles': { api: 'roles', vistas: ['create', 'edit', 'show'] },
  '/servicio-social/administracion/permisos': { api: 'permisos', vistas: ['create', 'edit', 'show'] },
  '/administracion/correos': { api: 'correos', vistas: ['show'] },
  '/administracion/proteccion-datos': { api: 'arco/solicitudes', vistas: ['create', 'show'] },
  '/administracion/dias-inhabiles': { api: 'arco/cierres', vistas: ['create'] },
  '/administracion/auditoria': { api: 'auditoria', vistas: ['show'] },
  // /egresados/create leads to /egresados/crear, a page of the table.
  '/egresados': { api: 'egresados', vistas: ['edit', 'show'] },
  '/egresados/cargamasiva': { api: '', vistas: [] },
  '/egresados/niveles': { api: 'niveles', vistas: ['create', 'edit', 'show'] },
  '/egresados/programas': { api: 'programas', vistas: ['create', 'edit', 'show'] },
  '/egresados/cohortes': { api: 'cohortes', vistas: ['create', 'edit'] },
  '/egresados/correo/plantillas': { api: 'plantillas', vistas: ['create', 'edit', 'show'] },
  '/egresados/correo/enviar': { api: 'campanas', vistas: ['create', 'edit', 'show'] },
  '/egresados/seguimiento/cuestionarios': { api: 'seguimiento/cuestionarios', vistas: ['create', 'edit', 'show'] },
  '/egresados/seguimiento/aplicaciones': { api: 'seguimiento/aplicaciones', vistas: ['create', 'edit', 'show'] },
  '/egresados/seguimiento/metas': { api: 'seguimiento/metas', vistas: ['edit'] },
  '/postulaciones': { api: 'postulaciones', vistas: ['show'] },
  '/postulaciones/categorias': { api: 'categorias', vistas: ['create', 'edit'] },
  '/postulaciones/convocatorias': { api: 'convocatorias', vistas: ['create', 'edit', 'show'] },
  '/postulaciones/evaluacion': { api: 'evaluaciones', vistas: ['show'] },
  '/postulaciones/resultados': { api: '', vistas: [] },
  '/servicio-social/administracion/instituciones': { api: 'servicio-social/instituciones', vistas: ['show'] },
  '/servicio-social/administracion/programas': { api: 'servicio-social/programas', vistas: ['show'] },
  '/servicio-social/administracion/vacantes': { api: 'servicio-social/vacantes', vistas: ['show'] },
  '/servicio-social/administracion/estudiantes': { api: 'servicio-social/estudiantes', vistas: ['show'], extra: ['/servicio-social/administracion/estudiantes/elegibles'] },
  '/servicio-social/administracion/solicitudes': { api: '', vistas: [] },
  '/servicio-social/administracion/prestaciones': { api: 'servicio-social/prestaciones', vistas: ['show'] },
  '/servicio-social/administracion/destacados': { api: 'servicio-social/destacados', vistas: ['create', 'edit'] },
  '/servicio-social/administracion/ajustes': { api: '', vistas: [] },
  '/servicio-social/administracion/periodos': { api: 'servicio-social/periodos', vistas: ['create', 'edit'] },
  '/servicio-social/administracion/documentos': { api: 'servicio-social/documentos', vistas: ['show'] },
  '/servicio-social/administracion/plantillas-documentos': { api: 'servicio-social/plantillas-documentos', vistas: ['edit'] },
  '/servicio-social/administracion/cuestionarios': { api: 'servicio-social/cuestionarios', vistas: ['edit'] },
  '/servicio-social/administracion/reportes': { api: '', vistas: [] },
  // The bolsa de trabajo: staff only read and decide (no create or edit screens); the indicators are one page.
  '/bolsa-de-trabajo/administracion/empleadores': { api: 'bolsa/empleadores', vistas: ['show'] },
  '/bolsa-de-trabajo/administracion/ofertas': { api: 'bolsa/revision/ofertas', vistas: ['show'] },
  '/bolsa-de-trabajo/administracion/candidaturas': { api: 'bolsa/candidaturas', vistas: ['show'] },
  '/bolsa-de-trabajo/administracion/indicadores': { api: '', vistas: [] },
};

/** The institution portal's pages under its lists: the fixed ones, and a link of the list's first row. */
const SUBPAGINAS_PORTAL: Record<string, { fijas: string[]; enlace?: RegExp[] }> = {
  '/servicio-social/Institucion/vacantes': { fijas: ['nueva'], enlace: [/\/vacantes\/\d+$/, /\/vacantes\/\d+\/solicitudes$/] },
  '/servicio-social/Institucion/programas': { fijas: ['nuevo'], enlace: [/\/programas\/\d+$/] },
  '/servicio-social/Institucion/estudiantes': { fijas: [], enlace: [/\/estudiantes\/\d+$/] },
};

/** The lists the demo data leaves empty get one row through the API. */
const SEMBRAR: Record<string, (request: APIRequestContext, token: string) => Promise<unknown>> = {
  plantillas: (request, token) => crearPlantilla(request, token, 'Plantilla de accesibilidad'),
  campanas: async (request, token) => crearCampana(request, token, { nombre: 'Campaña de accesibilidad', plantillaId: (await crearPlantilla(request, token, 'Plantilla de la campaña')).id, filtro: {} }),
  cohortes: async (request, token) => {
    const [programa] = (await (await request.get('/api/programas?range=[0,0]', { headers: bearer(token) })).json()) as { id: number }[];
    return request.post('/api/cohortes', { headers: bearer(token), data: { programaId: programa.id, anioEgreso: 2020, esperados: 40 } });
  },
  // A staff session files it without the identity document a member of the public attaches.
  'arco/solicitudes': (request, token) =>
    request.post('/api/arco/solicitudes', {
      headers: bearer(token),
      multipart: { derecho: 'acceso', area: 'egresados', datos: 'Los datos de mi expediente de egresado.', medio: 'correo', nombre: 'Alba Accesible', correo: 'alba.accesible@example.com' },
    }),
};

async function primerId(pagina: Page, path: string, api: string): Promise<string> {
  const leer = async () => {
    // The list's own request names the first row.
    const lista = pagina.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/api/${api}`);
    await pagina.goto(path);
    return (await (await lista).json()) as { id: string | number }[];
  };
  let filas = await leer();
  if (filas.length === 0 && SEMBRAR[api]) {
    await SEMBRAR[api](pagina.request, (await storedToken(pagina))!);
    filas = await leer();
  }
  expect(filas.length, `${path}: la lista tiene al menos una fila`).toBeGreaterThan(0);
  return encodeURIComponent(String(filas[0].id));
}

const conPrefijo = paginas.filter((r) => r.prefix);

test.describe('axe en las páginas con id, a 1280 y 375 px, en modo claro y en oscuro', () => {
  test('cada ruta con subpáginas está en la tabla de este archivo', () => {
    const faltan = conPrefijo.filter((r) => !(r.path in (r.app === 'admin' ? SUBPAGINAS_ADMIN : SUBPAGINAS_PORTAL))).map((r) => r.path);
    expect(faltan).toEqual([]);
  });

  for (const route of conPrefijo) {
    const admin = SUBPAGINAS_ADMIN[route.path];
    const portal = SUBPAGINAS_PORTAL[route.path];
    if (route.app === 'admin' && (!admin || (admin.vistas.length === 0 && !admin.extra))) continue;
    if (route.app === 'public' && !portal) continue;
    test(`${route.path}/… (${quienLlega(route)})`, async ({ page, request, newContext }, testInfo) => {
      const pagina = await contextoPara(quienLlega(route), page, request, newContext, testInfo.project.name);
      const destinos: string[] = [];
      if (admin) {
        const id = admin.vistas.some((v) => v !== 'create') ? await primerId(pagina, route.path, admin.api) : undefined;
        for (const vista of admin.vistas) destinos.push(vista === 'create' ? `${route.path}/create` : vista === 'edit' ? `${route.path}/${id}` : `${route.path}/${id}/show`);
        destinos.push(...(admin.extra ?? []));
      } else {
        destinos.push(...portal.fijas.map((f) => `${route.path}/${f}`));
        if (portal.enlace?.length) {
          await pagina.goto(route.path);
          const enlaces = pagina.locator(`a[href^="${route.path}/"]`);
          for (const patron of portal.enlace) {
            let href: string | undefined;
            // The list's rows arrive after the page's own links («Nueva vacante»).
            await expect
              .poll(async () => (href = (await enlaces.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))).find((h) => patron.test(h))), {
                message: `${route.path}: un enlace como ${patron}`,
                timeout: 30_000,
              })
              .toBeDefined();
            destinos.push(href!);
          }
        }
      }
      // Each page gets the time a route of the table gets.
      testInfo.setTimeout(POR_PAGINA * (1 + destinos.length));
      for (const [orden, destino] of destinos.entries()) await revisar(pagina, destino, orden);
    });
  }
});
