import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TOKEN_KEY } from '../../shared/auth/session.ts';
import { COLOR_MODE_KEY } from '../../shared/constants.ts';

/** Where the build puts the prerender bundle and the pages it rendered (outside dist/client: never served as files). */
export const PRERENDER_DIR = 'dist/prerender';
export const PRERENDER_ENTRY = 'public-site/src/prerender.tsx';
const PAGES_FILE = 'pages.json';
const SHELLS_FILE = 'portal-shells.json';

export interface PrerenderedPage {
  html: string;
  styles: string;
}

interface PrerenderModule {
  prerender: (path: string, iniciales?: undefined, portal?: 'estudiante' | 'institucion') => Promise<PrerenderedPage>;
  prerenderableRoutes: () => { path: string }[];
  portalShellRoutes: () => { path: string; guard: string }[];
}

/** Build step: runs the prerender bundle for every prerenderable public page and stores the results in one file. */
export async function writePrerenderedPages(root: string): Promise<void> {
  const dir = path.resolve(root, PRERENDER_DIR);
  const bundle = fs.readdirSync(dir).find((f) => /^prerender\.m?js$/.test(f));
  if (!bundle) throw new Error(`No se generó el paquete de prerenderizado en ${dir}`);
  const mod = (await import(pathToFileURL(path.join(dir, bundle)).href)) as PrerenderModule;
  const pages: Record<string, PrerenderedPage> = {};
  for (const route of mod.prerenderableRoutes()) {
    const page = await mod.prerender(route.path);
    // The Content-Security-Policy allows one inline script, the guard: any other would be blocked in the browser.
    if (page.html.includes('<script')) throw new Error(`El prerenderizado de ${route.path} contiene un <script> en línea`);
    pages[route.path] = page;
  }
  fs.writeFileSync(path.join(dir, PAGES_FILE), JSON.stringify(pages));
  const shells: Record<string, PrerenderedPage> = {};
  for (const route of mod.portalShellRoutes()) {
    const shell = await mod.prerender(route.path, undefined, route.guard as 'estudiante' | 'institucion');
    if (shell.html.includes('<script')) throw new Error(`El marco de ${route.path} contiene un <script> en línea`);
    shells[route.path] = shell;
  }
  fs.writeFileSync(path.join(dir, SHELLS_FILE), JSON.stringify(shells));
}

/** The pages the build prerendered, by route path; empty when the build has none (then pages render in the browser only). */
export function readPrerenderedPages(clientDir: string, name = PAGES_FILE): Map<string, PrerenderedPage> {
  try {
    // Beside the client build, as the build writes it (dist/client → dist/prerender).
    const file = path.join(clientDir, '..', path.basename(PRERENDER_DIR), name);
    return new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, PrerenderedPage>));
  } catch {
    return new Map();
  }
}

/**
 * Runs before the first paint, right after the prerendered page.
 * - The page was rendered for a visitor without a session in the light theme: a signed-in visitor or one in dark
 *   mode gets an empty root instead (the app then renders their page at once, as before) rather than a flash of the
 *   wrong page or colours.
 * - Until the app has rendered over it, the page's controls are disabled: text typed into the HTML form would be
 *   lost when the app replaces it, and a form sent without the app would put its fields in the URL.
 * - The app (React, MUI and the page: over a second of script on a mid-range phone) boots when the visitor shows
 *   intent (touch, pointer, key, focus, wheel or scroll) or, failing that, once the browser is idle a few seconds
 *   after the load event (for assistive technology that browses without events). The page itself is already
 *   painted and readable; links work as plain links meanwhile. Nothing of the app is downloaded before.
 *   Without a page to paint, or in a hidden tab, the app boots at once.
 * - While the app is deferred the guard sends the page view itself (as shared/app/page-views.ts does, when idle) and
 *   marks the root with data-vista so the app does not count it again (public-site/src/app/router.tsx).
 * - The app's entry failing to load (a deploy removed it) reloads the page once, which brings the new build.
 */
/** With no sign of intent, the app boots this long after the load event, when the browser is next idle. */
export const PRERENDER_IDLE_BOOT_MS = 3000;

/**
 * `load()`: requests the page's preloads, then the app's entry (both taken out of <head>, in the script's data
 * attributes). The entry failing to load (a deploy removed it) reloads the page once, which brings the new build.
 */
const LOAD_APP = [
  'function load(){',
  'd.preload.split(" ").filter(Boolean).forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});',
  'var e=document.createElement("script");e.type="module";e.crossOrigin="";e.src=d.entry;',
  'e.onload=function(){try{sessionStorage.removeItem("recarga_entrada")}catch(x){}};',
  'e.onerror=function(){try{if(!sessionStorage.getItem("recarga_entrada")){sessionStorage.setItem("recarga_entrada","1");location.reload()}}catch(x){}};',
  'document.head.appendChild(e)}',
].join('');

/**
 * `m`: the stored colour mode. The condition that follows it holds when the page will be drawn dark (stored, or the
 * system's when none is stored): the HTML was rendered in the light theme.
 */
const READ_MODE = 'var s=localStorage,m=s.getItem(' + JSON.stringify(COLOR_MODE_KEY) + ');';
const DRAWN_DARK = 'm==="dark"||(m!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches)';
const HAS_SESSION = 's.getItem(' + JSON.stringify(TOKEN_KEY) + ')';

export const PRERENDER_GUARD = [
  'var r=document.getElementById("root"),d=document.currentScript.dataset,w=window,done=0,',
  'ev="pointerdown touchstart mousemove keydown focusin wheel scroll".split(" "),',
  'idle=w.requestIdleCallback||function(f){return setTimeout(f,1)};',
  LOAD_APP,
  'function go(){if(done++)return;',
  'ev.forEach(function(t){removeEventListener(t,go,true)});',
  'load()}',
  'r.querySelectorAll("input,button,select,textarea").forEach(function(e){e.disabled=true});',
  `try{${READ_MODE}if(${HAS_SESSION}||${DRAWN_DARK})r.replaceChildren()}catch(e){}`,
  'if(!r.firstChild||document.visibilityState==="hidden")go();',
  'else{ev.forEach(function(t){addEventListener(t,go,{capture:true,passive:true})});',
  'var p=location.pathname;r.dataset.vista=p;',
  'idle(function(){fetch("/api/insights",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({route:p,path:p}),credentials:"same-origin",keepalive:true}).catch(function(){})},{timeout:1000});',
  `addEventListener("load",function(){setTimeout(function(){idle(go,{timeout:2000})},${PRERENDER_IDLE_BOOT_MS})})}`,
].join('');

/** The portals' frames the build rendered, by route path (empty without them: the page is then blank until the app). */
export function readPortalShells(clientDir: string): Map<string, PrerenderedPage> {
  return readPrerenderedPages(clientDir, SHELLS_FILE);
}

/**
 * Runs right after a portal's frame, before the first paint.
 * - The frame is drawn in the light theme for a signed-in account: a visitor in dark mode, or without a session (the
 *   app sends them to sign in), gets an empty root instead, as before, rather than a flash of the wrong colours or of
 *   a portal they cannot enter. The frame's buttons are disabled until the app renders over it; its links work as
 *   plain links.
 * - The app is not deferred: it is requested as soon as the frame has been painted (one frame after the HTML), or at
 *   once when there is no frame to paint or the tab is hidden. Requested from <head>, a fast connection delivers it
 *   before the browser has painted anything, and the phone then shows nothing until React has run.
 * - A reload starts at the top, as a page reached by a link does (shared/app/use-page-start.ts). With the frame the
 *   load event comes before the app, so the browser would otherwise restore the old scroll position once the page
 *   under the frame had grown to it, and the person would land halfway down.
 */
export const PORTAL_SHELL_GUARD = [
  'var r=document.getElementById("root"),d=document.currentScript.dataset;',
  'try{if(performance.getEntriesByType("navigation")[0].type==="reload")history.scrollRestoration="manual"}catch(e){}',
  LOAD_APP,
  `try{${READ_MODE}if(!${HAS_SESSION}||${DRAWN_DARK})r.replaceChildren();`,
  'else r.querySelectorAll("button").forEach(function(e){e.disabled=true})}catch(e){r.replaceChildren()}',
  'if(!r.firstChild||document.visibilityState==="hidden")load();',
  'else requestAnimationFrame(function(){setTimeout(load,0)})',
].join('');

const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/** The inline scripts' hashes for the Content-Security-Policy (scripts are otherwise only the build's own files). */
export const INLINE_SCRIPTS_CSP = [sha256(PRERENDER_GUARD), sha256(PORTAL_SHELL_GUARD)];

const ENTRY_SCRIPT = /\s*<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g;

/**
 * The page's HTML with `page` (a prerendered page or a portal's frame) in #root, its styles in <head>, and `guard`
 * after it, which loads the entry and the preloads taken out of <head>; `dataScript` (the data the page was rendered
 * with) goes between them. HTML without an entry script is returned as it is.
 */
function withPageInRoot(html: string, page: PrerenderedPage, guard: string, dataScript = ''): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const script = `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">${guard}</script>`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `${page.styles}\n  </head>`)
    .replace(/<div id="root"([^>]*)><\/div>/, (_, attributes: string) => `<div id="root"${attributes}>${page.html}</div>${dataScript}${script}`);
}

/** A prerendered public page: the app waits for the visitor's intent or the idle browser (PRERENDER_GUARD). */
export function withPrerendered(html: string, page: PrerenderedPage, dataScript = ''): string {
  return withPageInRoot(html, page, PRERENDER_GUARD, dataScript);
}

/** A portal page with its frame: the app is requested once the frame has been painted (PORTAL_SHELL_GUARD). */
export function withPortalShell(html: string, shell: PrerenderedPage): string {
  return withPageInRoot(html, shell, PORTAL_SHELL_GUARD);
}
