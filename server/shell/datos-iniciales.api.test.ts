import { describe, expect, it } from 'vitest';
import { DATOS_INICIALES_ID } from '../../shared/api/datos-iniciales';
import { routes } from '../../shared/routes';
import { adminToken, buildTestApp } from '../test/helper';
import { CLIENT_FIXTURE_DIR } from '../test/paths';
import { crearConvocatoria } from '../postulaciones/test-support';
import { PRERENDER_GUARD } from './prerender';
import { renderizadorConDatos, scriptDeDatos } from './datos-iniciales';

// The client fixture (server/test/global-setup.ts) has a prerender bundle that writes down the data it was given.
const datosDe = (html: string) => {
  const m = new RegExp(`<script type="application/json" id="${DATOS_INICIALES_ID}">([^<]*)</script>`).exec(html);
  return m ? (JSON.parse(m[1]) as Record<string, { status: number; body: Record<string, unknown> }>) : undefined;
};
const registro = routes.find((r) => r.path === '/postulaciones/registro')!;

describe('pages rendered with their data', async () => {
  const app = await buildTestApp();

  it('renders the open call form with the API answer and puts that answer in the page, before the guard', async () => {
    const res = await app.inject({ url: '/postulaciones/registro' });
    expect(res.statusCode).toBe(200);
    // No call is open in a fresh database: the page carries the answer the app shows as «no call open».
    const datos = datosDe(res.body);
    expect(datos?.['/postulaciones/convocatoria']).toEqual({ status: 200, body: { convocatoria: null, aviso: null } });
    expect(res.body).toContain('<h1>/postulaciones/registro</h1><pre id="recibido">{"/postulaciones/convocatoria":{"status":200,"body":{"convocatoria":null');
    expect(res.body).toMatch(new RegExp(`</div><script type="application/json" id="${DATOS_INICIALES_ID}">[^<]*</script><script data-entry=`));
    // The only inline script that runs is still the guard the Content-Security-Policy allows by its hash.
    const ejecutables = [...res.body.matchAll(/<script(?![^>]*type="application\/json")( [^>]*)?>([^<]*)<\/script>/g)].map((m) => m[2]);
    expect(ejecutables).toEqual([PRERENDER_GUARD]);
  });

  it('shows a change at once, and renders once for the visitors who arrive with the same data', async () => {
    const renderizar = renderizadorConDatos(app, CLIENT_FIXTURE_DIR);
    const [a, b] = await Promise.all([renderizar(registro), renderizar(registro)]);
    expect(a?.page).toBe(b?.page);
    expect(a?.iniciales['/postulaciones/convocatoria'].body).toEqual({ convocatoria: null, aviso: null });

    await crearConvocatoria(app, await adminToken(app), { nombre: 'Premio </script><script>alert(1)</script>' });
    const c = await renderizar(registro);
    expect(c?.iniciales['/postulaciones/convocatoria']).toMatchObject({ status: 200, body: { convocatoria: { nombre: 'Premio </script><script>alert(1)</script>' } } });
    expect(c?.page.html).toContain('Premio &lt;/script>&lt;script>alert(1)&lt;/script>');
    // The server's clock in the answer changes on every request; the rendering is still shared.
    const d = await renderizar(registro);
    expect(d?.page).toBe(c?.page);
    const res = await app.inject({ url: '/postulaciones/registro' });
    expect(datosDe(res.body)?.['/postulaciones/convocatoria'].body.convocatoria).toMatchObject({ nombre: 'Premio </script><script>alert(1)</script>' });
  });

  it('keeps the data inside its script element, whatever the staff typed', async () => {
    const nueva = await renderizadorConDatos(app, CLIENT_FIXTURE_DIR)(registro);
    const script = scriptDeDatos(nueva!.iniciales);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(datosDe(script)?.['/postulaciones/convocatoria'].body.convocatoria).toMatchObject({ nombre: 'Premio </script><script>alert(1)</script>' });
  });

  it('sends the plain page when the URL has a query string (a draft link), with no data', async () => {
    const res = await app.inject({ url: '/postulaciones/registro?borrador=abc' });
    expect(res.body).toContain('<div id="root" data-app="public"></div>');
    expect(datosDe(res.body)).toBeUndefined();
  });
});
