import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { test, expect } from './fixtures';

// The build renders the public pages to HTML (public-site/src/prerender.tsx): a phone paints them before any script
// has run, and the app then renders the same page over them. The page is rendered for a visitor without a session
// in the light theme; anyone else must never see it (server/shell/prerender.ts, PRERENDER_GUARD).

type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;
type ContextOptions = BrowserContextOptions | undefined;

/**
 * Opens `path` with the app's scripts held back, so only the inline guard runs and #root holds what it left.
 * `setup` runs before the page's own scripts (in the blank page before the navigation too, where storage is off limits).
 */
async function soloElGuardia(newContext: NewContext, path: string, options: ContextOptions, setup?: string): Promise<Page> {
  const context = await newContext(options);
  await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  if (setup) await context.addInitScript(`try { ${setup} } catch {}`);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}
const hijosDeRoot = (page: Page) => page.evaluate(() => document.getElementById('root')!.childElementCount);

test('sin JavaScript, la página ya está en el HTML con sus estilos; sus formularios no', async ({ newContext }) => {
  const context = await newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  // Styled by the CSS in the HTML: the header is a bar of the theme's colour, not unstyled text.
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  expect(await header.evaluate((el) => getComputedStyle(el).position)).not.toBe('static');
  // Without scripts the form could only be sent as a plain GET, password in the URL: a real browser hides it and
  // says why (<noscript>; Chromium run by Playwright with scripts off still parses it as text, so the HTML is read).
  const html = await (await page.request.get('/login')).text();
  expect(html).toMatch(/<noscript><style>#root form\s*\{\s*display:\s*none;?\s*\}<\/style><\/noscript>/);
  expect(html).toMatch(/<noscript>\s*<p[^>]*>\s*Active JavaScript en su navegador para iniciar sesión, registrarse o enviar formularios\./);
  await page.goto('/egresados/registro');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('el HTML prerenderizado no se muestra con sesión ni en modo oscuro; sus controles esperan a la aplicación', async ({ newContext, guard }) => {
  guard.allowConsoleErrors(/Failed to load resource|ERR_FAILED/);
  const rootChildren = async (options: ContextOptions, setup?: string) => hijosDeRoot(await soloElGuardia(newContext, '/login', options, setup));
  expect(await rootChildren({ colorScheme: 'light' })).toBeGreaterThan(0);
  expect(await rootChildren({ colorScheme: 'dark' })).toBe(0);
  expect(await rootChildren({ colorScheme: 'dark' }, "localStorage.setItem('color_mode', 'light')")).toBeGreaterThan(0);
  expect(await rootChildren({ colorScheme: 'light' }, "localStorage.setItem('color_mode', 'dark')")).toBe(0);
  expect(await rootChildren({ colorScheme: 'light' }, "localStorage.setItem('auth_token', 'x')")).toBe(0);

  // Until the app has rendered over it, nothing can be typed or sent: the text would be lost when the app replaces
  // the HTML, and the form sent without the app would put its fields in the URL.
  const context = await newContext();
  await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByLabel(/Correo electrónico/)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();
});

/** Adds up the page's layout shifts not caused by the person (CLS), from the first paint on. */
function observarDesplazamientos(destino: Pick<Page, 'addInitScript'>) {
  return destino.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const desplazamientoAcumulado = (page: Page) => page.evaluate(() => (window as unknown as { cls: number }).cls);

test('la aplicación toma la página sin moverla y sin errores', async ({ newContext }) => {
  const context = await newContext();
  await observarDesplazamientos(context);
  const page = await context.newPage();
  for (const path of ['/', '/login', '/egresados/registro', '/servicio-social/informacion', '/postulaciones/registro', '/postulaciones/ganadores']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // The app has rendered over the HTML: its links answer to the router (the skip link exists in both).
    await expect(page.getByRole('banner')).toBeVisible();
    const cls = await desplazamientoAcumulado(page);
    expect(cls, `desplazamiento acumulado en ${path}`).toBeLessThanOrEqual(0.05);
  }
  // Still a working app: the router takes the click, without a full page load.
  await page.goto('/');
  // The app has taken over once the header's buttons, disabled in the HTML by the guard, are enabled again.
  await page.waitForFunction(() => document.querySelector('#root header button') && !document.querySelector('#root header button:disabled'));
  await page.evaluate(() => ((window as unknown as { marca: boolean }).marca = true));
  await page.getByRole('link', { name: 'Iniciar sesión' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => (window as unknown as { marca?: boolean }).marca)).toBe(true);
});

test('la convocatoria, los ganadores y el catálogo de carreras llegan en el HTML, y la aplicación no vuelve a pedirlos', async ({ newContext }) => {
  // Without scripts: the server rendered the page with the API's answer (server/shell/datos-iniciales.ts), either the
  // open call's form or the notice that none is open.
  const sinScripts = await (await newContext({ javaScriptEnabled: false })).newPage();
  await sinScripts.goto('/postulaciones/registro');
  await expect(sinScripts.getByText(/^Cierre de la convocatoria: |^No hay una convocatoria abierta/).first()).toBeVisible();
  await sinScripts.goto('/postulaciones/ganadores');
  await expect(sinScripts.getByRole('heading', { level: 1, name: 'Ganadores' })).toBeVisible();
  await expect(sinScripts.getByText('Cargando los resultados')).toHaveCount(0);

  // With the app: it starts from the answers in the page instead of asking for them again.
  const page = await (await newContext()).newPage();
  const pedidas: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(postulaciones\/convocatoria|postulaciones\/ganadores|catalogos\/programas)(\?|$)/.test(r.url())) pedidas.push(r.url());
  });
  for (const path of ['/postulaciones/registro', '/postulaciones/ganadores', '/registro/estudiantes']) {
    await page.goto(path);
    await page.waitForFunction(() => document.querySelector('#root header button') && !document.querySelector('#root header button:disabled'));
    await page.waitForLoadState('networkidle');
  }
  expect(pedidas).toEqual([]);
});

test('la aplicación no se descarga hasta que la persona toca la página (o el navegador queda libre): la visita se cuenta una vez', async ({ newContext }) => {
  const context = await newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  const vistas: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/.*\.js$/.test(r.url())) scripts.push(r.url());
    if (r.url().endsWith('/api/insights')) vistas.push(r.postData() ?? '');
  });
  // The idle fallback is held back (a long wait for load): only intent can start the app here.
  await page.route('/login', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/,\d+\)\}\)\}<\/script>/, ',600000)})}</script>');
    await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-security-policy': '' } });
  });
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  // Painted and readable from the HTML; no script of the app requested; the view already sent by the page itself.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => vistas.length).toBe(1);
  expect(JSON.parse(vistas[0])).toEqual({ route: '/login', path: '/login' });
  expect(scripts).toEqual([]);
  const nombre = page.getByLabel(/Correo electrónico/);
  await expect(nombre).toBeDisabled();
  // The first touch (here a key) starts the app: the fields come alive and can be filled.
  await page.keyboard.press('Tab');
  await expect(nombre).toBeEnabled();
  expect(scripts.length).toBeGreaterThan(0);
  await nombre.fill('ana@correo.mx');
  await expect(nombre).toHaveValue('ana@correo.mx');
  await page.waitForLoadState('networkidle');
  expect(vistas).toHaveLength(1);
});

test('sin ninguna señal de la persona, la aplicación arranca cuando el navegador queda libre tras la carga', async ({ newContext }) => {
  const page = await (await newContext()).newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled({ timeout: 20_000 });
});

// A portal's page needs a session, so it is not prerendered; its HTML holds the portal's frame instead (header, banner,
// menu, «Comprobando la sesión»), painted before the app has arrived (server/shell/prerender.ts, PORTAL_SHELL_GUARD).
test('un portal pinta su marco desde el HTML, solo a quien tiene sesión y en el tema claro; sus botones esperan a la aplicación', async ({ newContext, guard }) => {
  guard.allowConsoleErrors(/Failed to load resource|ERR_FAILED/);
  const sesion = "localStorage.setItem('auth_token', 'x'); localStorage.setItem('auth_user', JSON.stringify({ id: 1, name: 'Ana', email: 'ana@alumnos.mx', roles: ['estudiante'], permissions: [] }))";
  const abrir = (options: ContextOptions, setup?: string) => soloElGuardia(newContext, '/servicio-social/estudiantes', options, setup);
  const conMarco = await abrir({ colorScheme: 'light' }, sesion);
  await expect(conMarco.getByRole('navigation', { name: 'Portal del estudiante' })).toBeVisible();
  await expect(conMarco.getByRole('link', { name: 'Horas' })).toHaveAttribute('href', '/servicio-social/estudiantes/horas');
  await expect(conMarco.getByRole('progressbar', { name: 'Comprobando la sesión' })).toBeVisible();
  for (const boton of await conMarco.locator('#root button').all()) await expect(boton).toBeDisabled();
  expect(await hijosDeRoot(await abrir({ colorScheme: 'dark' }, sesion))).toBe(0);
  expect(await hijosDeRoot(await abrir({ colorScheme: 'light' }, `${sesion}; localStorage.setItem('color_mode', 'dark')`))).toBe(0);
  // Without a session the app sends the visitor to sign in: no portal frame on the way.
  expect(await hijosDeRoot(await abrir({ colorScheme: 'light' }))).toBe(0);
});

test('la aplicación toma el marco del portal sin moverlo y sin errores', async ({ page }) => {
  await observarDesplazamientos(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/.*\.js$/.test(r.url())) scripts.push(r.url());
  });
  // The project's staff session: the app renders over the frame and says whom the section is for.
  await page.goto('/servicio-social/estudiantes');
  await expect(page.getByRole('heading', { level: 1, name: 'Esta sección es para estudiantes' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Esta sección es para estudiantes' })).toBeFocused();
  expect(scripts.length).toBeGreaterThan(0);
  expect(await desplazamientoAcumulado(page)).toBeLessThanOrEqual(0.05);
  await expect(page.locator('#root button:disabled')).toHaveCount(0);
});
