// Every spec imports `test` from here: each browser context is watched, and the test fails on a console
// error, an uncaught page error or any request that would leave the app's origin (it is also aborted).
// Fixture callbacks call Playwright's `use` `provide`, or the React hooks lint rule takes it for React's.
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { baseUrl } from './support/env';

export interface Guard {
  /** Console errors the test expects, e.g. Chromium's "status of 422" line for a rejected form. */
  allowConsoleErrors(...patterns: RegExp[]): void;
  watch(context: BrowserContext): Promise<void>;
}

interface Fixtures {
  guard: Guard;
  /** A new, empty (signed-out) context with the project's device settings, watched like the default one. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

/**
 * A web address on any host but these. A pattern, not a function: Playwright's driver matches a pattern itself and lets
 * the other requests go at once, where a function holds every request of the page (each script chunk) until the test's
 * own code has answered, on every page load of every spec.
 */
function otherHosts(hosts: (string | undefined)[]): RegExp {
  const nuestros = hosts.filter((h): h is string => !!h).map((h) => h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^(?:https?|wss?)://(?!(?:${nuestros.join('|')})(?:[/?#]|$))`, 'i');
}

export const test = base.extend<Fixtures>({
  guard: async ({ baseURL }, provide) => {
    const problems: string[] = [];
    const allowed: RegExp[] = [];
    const appHost = new URL(baseURL ?? baseUrl()).host;
    // The local OpenID provider the runner starts is the institution's sign-in page, not a leak.
    const oidcHost = process.env.E2E_OIDC_URL ? new URL(process.env.E2E_OIDC_URL).host : undefined;
    const guard: Guard = {
      allowConsoleErrors: (...patterns) => void allowed.push(...patterns),
      watch: async (context) => {
        await context.route(
          otherHosts([appHost, oidcHost]),
          async (route) => {
            problems.push(`petición fuera del origen: ${route.request().method()} ${route.request().url()}`);
            await route.abort('blockedbyclient');
          },
        );
        context.on('console', (message) => {
          if (message.type() !== 'error') return;
          const text = `${message.text()} (${message.location().url})`;
          if (!allowed.some((pattern) => pattern.test(text))) problems.push(`error de consola: ${text}`);
        });
        context.on('weberror', (error) => problems.push(`error de página: ${error.error().stack ?? error.error().message}`));
      },
    };
    await provide(guard);
    expect(problems, 'errores de consola o de página, o peticiones fuera del origen').toEqual([]);
  },

  context: async ({ context, guard }, provide) => {
    await guard.watch(context);
    await provide(context);
  },

  newContext: async (
    { browser, guard, viewport, isMobile, hasTouch, deviceScaleFactor, locale, timezoneId, baseURL },
    provide,
  ) => {
    const opened: BrowserContext[] = [];
    await provide(async (options = {}) => {
      const context = await browser.newContext({
        viewport,
        isMobile,
        hasTouch,
        deviceScaleFactor,
        locale,
        timezoneId,
        baseURL,
        // Playwright would otherwise hand new contexts the project's saved admin session.
        storageState: { cookies: [], origins: [] },
        ...options,
      });
      opened.push(context);
      await guard.watch(context);
      return context;
    });
    await Promise.all(opened.map((c) => c.close()));
  },
});

export { expect };

/**
 * Fails on serious or critical violations of axe's default rule set (every rule axe runs with no options, not only the
 * WCAG-tagged ones: «label in name» and best practices too), listing each rule and the elements it hit. `dentro`, a CSS
 * selector, limits the scan to that part of the page.
 */
export async function expectNoSeriousA11yViolations(page: Page, dentro?: string): Promise<void> {
  // A menu or dialog fading in or out has half-transparent text that fails contrast: let finite animations end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page })
    // A frame sandboxed without scripts holds content that is not the app's (a queued mail's own HTML): axe cannot
    // run inside it, and trying logs Chromium's «Blocked script execution» and stalls.
    .exclude('iframe[sandbox]:not([sandbox~="allow-scripts"])');
  // A dialog or a form on a page already scanned whole: only the part that changed (a scan of a big page takes seconds).
  if (dentro) builder.include(dentro);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n    ')}`,
  );
  expect(report, `violaciones de accesibilidad en ${page.url()}`).toEqual([]);
}

/** At 375 px nothing may push the page sideways (a phone would zoom the whole page out). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => {
    // Name the elements that stick out, so a failure says what to fix rather than only by how much.
    const fuera = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((el) => !el.closest('[style*="overflow"], .MuiTableContainer-root'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')} (${Math.round(el.getBoundingClientRect().right)} px) «${(el.textContent ?? '').trim().slice(0, 40)}»`);
    return { page: document.documentElement.scrollWidth, viewport: window.innerWidth, fuera };
  });
  expect(widths.page, `ancho de ${page.url()} frente a la ventana de ${page.viewportSize()?.width} px; sobresalen: ${widths.fuera.join('; ') || 'ninguno visible'}`).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? widths.viewport,
  );
}
