import { test, expect } from './fixtures';

// The build renders the public pages to HTML (public-site/src/prerender.tsx): a phone paints them before any script
// has run, and the app then renders the same page over them. The page is rendered for a visitor without a session
// in the light theme; anyone else must never see it (server/shell/prerender.ts, PRERENDER_GUARD).

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
  // Only the inline guard runs: the app's scripts are held back, so what is left in #root is what the guard left.
  const rootChildren = async (options: Parameters<typeof newContext>[0], setup?: string) => {
    const context = await newContext(options);
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    // Init scripts also run in the blank page before the navigation, where storage is off limits.
    if (setup) await context.addInitScript(`try { ${setup} } catch {}`);
    const page = await context.newPage();
    await page.goto('/login');
    return page.evaluate(() => document.getElementById('root')!.childElementCount);
  };
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

test('la aplicación toma la página sin moverla y sin errores', async ({ newContext }) => {
  const context = await newContext();
  await context.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  for (const path of ['/', '/login', '/egresados/registro', '/servicio-social/informacion', '/postulaciones/registro', '/postulaciones/ganadores']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // The app has rendered over the HTML: its links answer to the router (the skip link exists in both).
    await expect(page.getByRole('banner')).toBeVisible();
    const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
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
