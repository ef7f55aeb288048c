// Built for Node by `npm run build` (vite.config.ts, environment `prerender`) and run once after the client build:
// each public page without a session is rendered to HTML with the CSS it uses, so a phone paints the page from the
// HTML itself instead of after downloading and running the scripts. The browser then renders the same page over it
// (public-site/src/main.tsx).
import type { ReactNode } from 'react';
import { prerender as prerenderToStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ApiClient } from '../../shared/api/client';
import type { DatosIniciales } from '../../shared/api/datos-iniciales';
import { SessionStore, TOKEN_KEY, USER_KEY, type SessionUser } from '../../shared/auth/session';
import type { RouteEntry } from '../../shared/routes';
import { AppTree } from './app';
import { publicRoutes } from './app/router';

export interface PrerenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** <style data-emotion> tags for <head>: the browser's Emotion cache adopts them instead of writing the rules again. */
  styles: string;
}

/**
 * Pages a visitor without a session sees the same for everyone: no guard that needs a session, no path parameter.
 * Pages that read a query string (a token, a draft) are prerendered without it; the server only sends the
 * prerendered page to a request without a query string.
 */
export function prerenderableRoutes(): RouteEntry[] {
  return publicRoutes(false).filter((r) => (r.guard === 'none' || r.guard === 'guest') && !r.prefix && !r.path.includes(':'));
}

/**
 * The student and institution portals' pages, which need a session: their HTML holds the frame the portal shows while
 * the app checks the session (header, the portal's banner and menu, «Comprobando la sesión»), so a phone paints it
 * before the scripts have arrived. The app renders over it at once (server/shell/prerender.ts, withPortalShell).
 */
export function portalShellRoutes(): RouteEntry[] {
  // A prefix route's deeper paths (a student's file, a vacancy) have the same frame: served from the route's.
  return publicRoutes(false).filter((r) => (r.guard === 'estudiante' || r.guard === 'institucion') && !r.path.includes(':'));
}

/**
 * A session with the portal's role: while the session is checked the frame shows nothing of the account (the header
 * waits for the check), so it is the same for every account of that portal. Name and email only make the user valid.
 */
function portalSession(portal: 'estudiante' | 'institucion'): SessionStore {
  const user: SessionUser = { id: 0, name: 'Portal', email: 'portal@localhost', roles: [portal], permissions: [] };
  const stored: Record<string, string> = { [TOKEN_KEY]: 'marco', [USER_KEY]: JSON.stringify(user) };
  return new SessionStore({ getItem: (key: string) => stored[key] ?? null } as Storage);
}

// Nothing is fetched while prerendering: effects never run on the server, and a render that tried would fail loudly.
const noFetch: typeof fetch = () => Promise.reject(new Error('El prerenderizado no hace peticiones.'));

/**
 * `iniciales`: answers the page's data hooks read instead of fetching (server/shell/datos-iniciales.ts renders the
 * pages whose route lists `datos` on each request with them); without them those pages render their loading state.
 */
export async function prerender(path: string, iniciales?: DatosIniciales, portal?: 'estudiante' | 'institucion'): Promise<PrerenderedPage> {
  const cache = createCache({ key: 'css' });
  // Emotion's server mode: rules are kept in the cache (not written as <style> next to each element).
  cache.compat = true;
  const client = new ApiClient({ session: portal ? portalSession(portal) : new SessionStore(undefined), fetch: noFetch, iniciales });
  const tree: ReactNode = (
    <CacheProvider value={cache}>
      <StaticRouter location={path}>
        <AppTree client={client} />
      </StaticRouter>
    </CacheProvider>
  );
  // prerender (unlike renderToString) waits for the lazy page's chunk, so the HTML holds the page, not its loader.
  const errors: unknown[] = [];
  // One piece of HTML: no boundary is split out to be filled in by an inline script (the CSP allows none).
  const { prelude } = await prerenderToStream(tree, { progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: (error) => void errors.push(error) });
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`No se pudo prerenderizar ${path}`, { cause: errors[0] });
  return { html, styles: styleTags(cache, html) };
}

/**
 * The cache's rules as Emotion's own server package writes them (@emotion/server's extractCriticalToChunks): global
 * rules each in a `css-global` tag, the class rules this HTML uses in one `css` tag listing their ids.
 */
function styleTags(cache: EmotionCache, html: string): string {
  const used = new Set<string>();
  for (const match of html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))) used.add(match[1]);
  const tags: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const registered = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (registered && !used.has(id)) continue;
    if (registered) {
      ids.push(id);
      css += rules;
    } else {
      tags.push(`<style data-emotion="${cache.key}-global ${id}">${rules}</style>`);
    }
  }
  tags.push(`<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>`);
  return tags.join('');
}
