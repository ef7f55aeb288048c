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

export interface PrerenderedPage {
  html: string;
  styles: string;
}

interface PrerenderModule {
  prerender: (path: string) => Promise<PrerenderedPage>;
  prerenderableRoutes: () => { path: string }[];
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
}

/** The pages the build prerendered, by route path; empty when the build has none (then pages render in the browser only). */
export function readPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  try {
    // Beside the client build, as the build writes it (dist/client → dist/prerender).
    const file = path.join(clientDir, '..', path.basename(PRERENDER_DIR), PAGES_FILE);
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

export const PRERENDER_GUARD = [
  'var r=document.getElementById("root"),d=document.currentScript.dataset,w=window,done=0,',
  'ev="pointerdown touchstart mousemove keydown focusin wheel scroll".split(" "),',
  'idle=w.requestIdleCallback||function(f){return setTimeout(f,1)};',
  'function go(){if(done++)return;',
  'ev.forEach(function(t){removeEventListener(t,go,true)});',
  'd.preload.split(" ").filter(Boolean).forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});',
  'var e=document.createElement("script");e.type="module";e.crossOrigin="";e.src=d.entry;',
  'e.onload=function(){try{sessionStorage.removeItem("recarga_entrada")}catch(x){}};',
  'e.onerror=function(){try{if(!sessionStorage.getItem("recarga_entrada")){sessionStorage.setItem("recarga_entrada","1");location.reload()}}catch(x){}};',
  'document.head.appendChild(e)}',
  'r.querySelectorAll("input,button,select,textarea").forEach(function(e){e.disabled=true});',
  'try{var s=localStorage,m=s.getItem(' + JSON.stringify(COLOR_MODE_KEY) + ');',
  'if(s.getItem(' + JSON.stringify(TOKEN_KEY) + ')||m==="dark"||(m!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches))',
  'r.replaceChildren()}catch(e){}',
  'if(!r.firstChild||document.visibilityState==="hidden")go();',
  'else{ev.forEach(function(t){addEventListener(t,go,{capture:true,passive:true})});',
  'var p=location.pathname;r.dataset.vista=p;',
  'idle(function(){fetch("/api/insights",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({route:p,path:p}),credentials:"same-origin",keepalive:true}).catch(function(){})},{timeout:1000});',
  `addEventListener("load",function(){setTimeout(function(){idle(go,{timeout:2000})},${PRERENDER_IDLE_BOOT_MS})})}`,
].join('');

/** The guard's hash for the Content-Security-Policy (scripts are otherwise only the build's own files). */
export const PRERENDER_GUARD_CSP = `'sha256-${createHash('sha256').update(PRERENDER_GUARD).digest('base64')}'`;

const ENTRY_SCRIPT = /\s*<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g;

/**
 * The page's HTML with the prerendered content in #root, its styles in <head>, and the guard after it, which loads
 * the entry and the preloads taken out of <head>; `dataScript` (the data the page was rendered with) goes between
 * them. HTML without an entry script is returned as it is.
 */
export function withPrerendered(html: string, page: PrerenderedPage, dataScript = ''): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const guard = `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">${PRERENDER_GUARD}</script>`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `${page.styles}\n  </head>`)
    .replace(/<div id="root"([^>]*)><\/div>/, (_, attributes: string) => `<div id="root"${attributes}>${page.html}</div>${dataScript}${guard}`);
}
