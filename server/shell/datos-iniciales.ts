import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DATOS_INICIALES_ID, jsonEnScript, type DatosIniciales } from '../../shared/api/datos-iniciales';
import type { RouteEntry } from '../../shared/routes';
import type { App } from '../types';
import { PRERENDER_DIR, type PrerenderedPage } from './prerender';

/**
 * Pages whose content comes from the API (a route with `datos`: the open call's form, the winners, the students'
 * registration with its careers catalog) are rendered on the server with those answers, and the answers go in the
 * page for the app to start from. A phone then paints the form from the HTML instead of after downloading the
 * scripts, running them and asking for the data (Lighthouse measured /postulaciones/registro's largest paint at 2.9 s
 * the other way). The rendering uses the same bundle the build prerenders the other pages with.
 */

/** Answers the page may carry: the data, or the 404 that the page shows as «no call open». Anything else: no data. */
const ESTADOS_VALIDOS = new Set([200, 404]);
/** Renderings kept per process (each route's latest few versions of its data). */
const MAX_RENDERIZADAS = 16;

type Renderizar = (path: string, iniciales?: DatosIniciales) => Promise<PrerenderedPage>;

export interface PaginaConDatos {
  page: PrerenderedPage;
  iniciales: DatosIniciales;
}

/** The prerender bundle beside the client build (dist/client → dist/prerender), or null when the build has none. */
async function cargarRenderizador(clientDir: string): Promise<Renderizar | null> {
  const dir = path.join(clientDir, '..', path.basename(PRERENDER_DIR));
  const bundle = fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => /^prerender\.m?js$/.test(f)) : undefined;
  if (!bundle) return null;
  const mod = (await import(pathToFileURL(path.join(dir, bundle)).href)) as { prerender?: Renderizar };
  return typeof mod.prerender === 'function' ? mod.prerender : null;
}

/** The answers of the route's GETs, asked of this same server (the same permissions, errors and serialization). */
async function leerDatos(app: App, rutas: string[]): Promise<DatosIniciales | null> {
  const iniciales: DatosIniciales = {};
  for (const ruta of rutas) {
    const res = await app.inject({ method: 'GET', url: `/api${ruta}`, headers: { accept: 'application/json' } });
    if (!ESTADOS_VALIDOS.has(res.statusCode)) return null;
    iniciales[ruta] = { status: res.statusCode, body: res.json() };
  }
  return iniciales;
}

/**
 * Renders a route with its data. The data is read on every request (a change shows at once); the rendering, which
 * costs tens of milliseconds, is shared by every request with the same data in the same minute (the page counts
 * the time left in minutes), and by the requests that arrive while it is being made. Resolves to undefined when
 * the page cannot be rendered that way (no bundle, an API error, a rendering error); the caller then sends the
 * page without data.
 */
export function renderizadorConDatos(app: App, clientDir: string) {
  let renderizador: Promise<Renderizar | null> | undefined;
  const renderizadas = new Map<string, Promise<PrerenderedPage | null>>();

  const renderizar = async (route: RouteEntry, iniciales: DatosIniciales): Promise<PrerenderedPage | null> => {
    renderizador ??= cargarRenderizador(clientDir);
    const render = await renderizador;
    return render ? render(route.path, iniciales) : null;
  };

  return async (route: RouteEntry): Promise<PaginaConDatos | undefined> => {
    try {
      const iniciales = await leerDatos(app, route.datos ?? []);
      if (!iniciales) return undefined;
      // `ahora` (the server's clock in an answer) differs on every request; the minute stands for it.
      const clave = [route.path, Math.floor(Date.now() / 60_000), JSON.stringify(iniciales, (k, v: unknown) => (k === 'ahora' ? undefined : v))].join('\n');
      let pagina = renderizadas.get(clave);
      if (!pagina) {
        pagina = renderizar(route, iniciales);
        renderizadas.set(clave, pagina);
        // A failed rendering is not kept: the next request tries again.
        pagina.catch(() => renderizadas.delete(clave));
        if (renderizadas.size > MAX_RENDERIZADAS) renderizadas.delete(renderizadas.keys().next().value!);
      }
      const page = await pagina;
      return page ? { page, iniciales } : undefined;
    } catch (error) {
      app.log.warn({ err: error, ruta: route.path }, 'no se pudo renderizar la página con sus datos');
      return undefined;
    }
  };
}

/** The data as the page carries it: a JSON data block (never run, so the Content-Security-Policy is untouched). */
export function scriptDeDatos(iniciales: DatosIniciales): string {
  return `<script type="application/json" id="${DATOS_INICIALES_ID}">${jsonEnScript(iniciales)}</script>`;
}
