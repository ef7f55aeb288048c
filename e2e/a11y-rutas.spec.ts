import type { BrowserContext, Page } from '@playwright/test';
import { routes, type RouteEntry } from '../shared/routes';
import { test, expect, expectNoSeriousA11yViolations } from './fixtures';
import { ADMIN } from './support/env';
import { confirmarCorreo } from './support/mail';
import { CLAVE_SS, crearCarrera, curpAleatoria, registrarEstudianteApi, registrarInstitucionApi, rfcAleatorio } from './support/servicio-social';
import { apiLogin, storeSession, unique, type SignedIn } from './support/session';

// Issue 20: every page of the route table, in light and dark mode, signed in as the role that reaches it,
// has an <h1> and no serious or critical axe violation.

type Quien = 'anonimo' | 'administrador' | 'estudiante' | 'institucion';

function quienLlega(route: RouteEntry): Quien {
  if (route.guard === 'estudiante' || route.guard === 'institucion') return route.guard;
  if (route.guard === 'auth' || route.guard === 'admin') return 'administrador';
  return 'anonimo';
}

// One student and one institution per worker: their portals only differ by what they hold, not by who holds it.
const cuentas = new Map<string, Promise<SignedIn>>();

function cuentaDePortal(page: Page, quien: 'estudiante' | 'institucion', proyecto: string): Promise<SignedIn> {
  const clave = `${quien}-${proyecto}`;
  if (!cuentas.has(clave)) {
    cuentas.set(clave, (async () => {
      const request = page.context().request;
      const id = unique('a11y', proyecto);
      const correo = `${quien}.${id}@example.com`.toLowerCase();
      if (quien === 'estudiante') {
        const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
        const carreraId = await crearCarrera(request, admin.token, `Licenciatura en Accesibilidad ${id}`);
        await registrarEstudianteApi(request, { matricula: `A${Date.now().toString().slice(-8)}`, correo, curp: curpAleatoria(), nombre: 'Alba' }, carreraId);
      } else {
        await registrarInstitucionApi(request, rfcAleatorio(), correo, `Asociación ${id}`);
      }
      await confirmarCorreo(request, correo);
      return apiLogin(request, correo, CLAVE_SS);
    })());
  }
  return cuentas.get(clave)!;
}

async function contextoPara(quien: Quien, page: Page, newContext: () => Promise<BrowserContext>, proyecto: string): Promise<Page> {
  if (quien === 'administrador') return page;
  const context = await newContext();
  const otra = await context.newPage();
  if (quien !== 'anonimo') await storeSession(otra, await cuentaDePortal(page, quien, proyecto));
  return otra;
}

async function revisar(page: Page, path: string, modo: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: modo });
  await page.goto(path);
  // The back office's title bar is the <h1>: it counts once a screen has put its title there.
  await expect(page.locator('h1').filter({ hasText: /\S/ }).first(), `${path} tiene un <h1>`).toBeVisible({ timeout: 30_000 });
  // Loading screens and spinners gone (a progress bar with a value is content, not loading).
  await expect(page.getByText('Cargando', { exact: true })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('progressbar').and(page.locator(':not([aria-valuenow])'))).toHaveCount(0, { timeout: 30_000 });
  // The mode really applied: the page's background is dark in dark mode and light in light mode.
  const fondo = await page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
    return (r + g + b) / 3;
  });
  if (modo === 'dark') expect(fondo, `${path}: fondo oscuro`).toBeLessThan(80);
  else expect(fondo, `${path}: fondo claro`).toBeGreaterThan(200);
  await expectNoSeriousA11yViolations(page);
}

const paginas = routes.filter((r) => !r.dev);

test.describe('axe en cada ruta, modo claro y oscuro', () => {
  for (const route of paginas) {
    test(`${route.path} (${quienLlega(route)})`, async ({ page, newContext }, testInfo) => {
      const quien = quienLlega(route);
      const pagina = await contextoPara(quien, page, newContext, testInfo.project.name);
      for (const modo of ['light', 'dark'] as const) await test.step(`modo ${modo === 'dark' ? 'oscuro' : 'claro'}`, () => revisar(pagina, route.path, modo));
    });
  }
});

