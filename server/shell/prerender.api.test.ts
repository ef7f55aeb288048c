import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import { INLINE_SCRIPTS_CSP, PORTAL_SHELL_GUARD, PRERENDER_GUARD } from './prerender';

// The client fixture (server/test/global-setup.ts) has /recuperar-contrasena and /login prerendered, as `npm run build`
// writes them. /login has `datos` (whether the institutional sign-in is on), so it is rendered per request with them
// (server/shell/datos-iniciales.ts); /recuperar-contrasena is sent as the build prerendered it.
const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('prerendered public pages', async () => {
  const app = await buildTestApp();

  it('sends the page inside #root, its styles in <head> and the guard right after it', async () => {
    const res = await app.inject({ url: '/recuperar-contrasena' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-app="public"><main><h1>Recuperar contraseña</h1></main></div>');
    expect(res.body).toMatch(/<style data-emotion="css def">[^<]*<\/style>\s*<\/head>/);
    // The entry is no longer in the HTML: the guard requests it once the page has been painted.
    expect(res.body).toContain(`</div><script data-entry="/assets/public.js" data-preload="">${PRERENDER_GUARD}</script>`);
    expect(res.body).not.toContain('<script type="module"');
  });

  it('allows the guard, and no other inline script, by its hash in the Content-Security-Policy', async () => {
    const res = await app.inject({ url: '/recuperar-contrasena' });
    const scripts = [...res.body.matchAll(/<script( [^>]*)?>([^<]*)<\/script>/g)].map((m) => m[2]);
    expect(scripts).toEqual([PRERENDER_GUARD]);
    const hash = createHash('sha256').update(scripts[0]).digest('base64');
    const scriptSrc = String(res.headers['content-security-policy']).split(';').find((d) => d.startsWith('script-src'));
    // The guard's hash and the portal frame's (below): the only inline scripts there are.
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}' ${sha256(PORTAL_SHELL_GUARD)}`);
  });

  it('renders /login with the institutional sign-in answer; the guard is still its only script that runs', async () => {
    const res = await app.inject({ url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-app="public"><main><h1>/login</h1><pre id="recibido">{"/auth/oidc":{"status":200');
    const scripts = [...res.body.matchAll(/<script( [^>]*)?>([^<]*)<\/script>/g)];
    // Besides the guard, only the JSON data block the app starts from (never run).
    expect(scripts.map((m) => (m[1] ?? '').trim().split(' ')[0])).toEqual(['type="application/json"', 'data-entry="/assets/public.js"']);
    expect(scripts[1][2]).toBe(PRERENDER_GUARD);
    const scriptSrc = String(res.headers['content-security-policy']).split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${INLINE_SCRIPTS_CSP.join(' ')}`);
  });

  it('sends the plain page when the URL has a query string (a token or a draft changes what the page shows)', async () => {
    const res = await app.inject({ url: '/login?siguiente=%2Fservicio-social' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-app="public"></div>');
    expect(res.body).toContain('<script type="module" src="/assets/public.js"></script>');
    expect(res.body).not.toContain(PRERENDER_GUARD);
  });

  it('sends the plain page where nothing was prerendered, and to the admin app', async () => {
    for (const url of ['/', '/dashboard', '/servicio-social/estudiantes/horas']) {
      const res = await app.inject({ url });
      expect(res.body, url).not.toContain(PRERENDER_GUARD);
      expect(res.body, url).not.toContain(PORTAL_SHELL_GUARD);
      expect(res.body, url).not.toContain('data-emotion');
    }
  });

  it("sends a portal page with the portal's frame, whose guard requests the app once it is painted", async () => {
    for (const url of ['/servicio-social/estudiantes', '/servicio-social/estudiantes?pestana=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root" data-app="public"><header>Portal del estudiante</header>');
      expect(res.body, url).toMatch(/<style data-emotion="css ghi">[^<]*<\/style>\s*<\/head>/);
      expect(res.body, url).toContain(`</div><script data-entry="/assets/public.js" data-preload="">${PORTAL_SHELL_GUARD}</script>`);
      expect(res.body, url).not.toContain('<script type="module"');
      expect(res.body, url).not.toContain(PRERENDER_GUARD);
      const scripts = [...res.body.matchAll(/<script( [^>]*)?>([^<]*)<\/script>/g)].map((m) => m[2]);
      expect(scripts, url).toEqual([PORTAL_SHELL_GUARD]);
      expect(String(res.headers['content-security-policy'])).toContain(sha256(PORTAL_SHELL_GUARD));
    }
    // A prefix route's deeper path (one student's file) has its route's frame.
    const res = await app.inject({ url: '/servicio-social/Institucion/estudiantes/12' });
    expect(res.body).toContain('<div id="root" data-app="public"><header>Portal de la institución</header></div><script data-entry=');
  });
});
