import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type EnvironmentOptions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { buildIdPlugin } from './server/shell/build-id-plugin.ts';
import { firstLoadReportPlugin, precompressPlugin } from './server/shell/build-report-plugins.ts';
import { MANIFESTS } from './server/shell/first-load.ts';
import { PRERENDER_DIR, PRERENDER_ENTRY, writePrerenderedPages } from './server/shell/prerender.ts';

const OUT_DIR = 'dist/client';
const pkg = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/**
 * Each app is its own build (environment) into the same folder: a bundle shared by both would be tree-shaken
 * for both, so the public site would carry what react-admin uses of React Router and MUI. Inside an app, a few
 * long-lived vendor chunks; everything else splits by who imports it, so a page loads its own code only.
 */
function app(name: keyof typeof MANIFESTS, html: string, first: boolean, extraGroups: CodeSplittingGroup[] = []): EnvironmentOptions {
  return {
    consumer: 'client',
    build: {
      outDir: OUT_DIR,
      emptyOutDir: false,
      copyPublicDir: first,
      manifest: MANIFESTS[name],
      // BUILD_SOURCEMAP=1 writes (unreferenced) source maps, to see what a chunk is made of.
      sourcemap: process.env.BUILD_SOURCEMAP === '1' ? 'hidden' : false,
      // Public site: no preload list per dynamic import. The server already writes the first page's modulepreload
      // links (server/shell/serve.ts), and the lists of hashed file names for every page cost every page's boot about
      // 3.5 KB gzip; a page reached by a link loads its chunk on intent (preloadPage) and its imports after it.
      // The admin app keeps them (staff move between screens all day). No polyfill: every supported browser has it.
      modulePreload: name === 'public' ? false : { polyfill: false },
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        input: { [name]: html },
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: pkg('react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser'), priority: 30 },
              { name: 'zod', test: pkg('zod'), priority: 20 },
              // Everything the entry loads anyway, in one chunk: left to itself the bundler cuts what pages share
              // with the frame into a dozen small chunks, each compressed on its own (worse) and fetched apart.
              { name: 'frame', tags: ['$initial'], priority: 10 },
              ...extraGroups,
            ],
          },
        },
      },
    },
  };
}

type CodeSplittingGroup = { name: string; test: RegExp; minShareCount?: number; priority: number };

/**
 * The admin app's screens are lazy (admin/src/common/lazyScreen.ts). Left to itself the bundler cuts the library
 * code they share (react-admin's views, inputs and fields, the MUI parts, lodash) into some hundred small chunks,
 * about 40 requests for one screen. That shared library code goes into one chunk instead, fetched with the first
 * screen; it holds no screen's own code. Charts, date pickers and the HTML editor stay with the few pages that use them.
 */
const ADMIN_GROUPS: CodeSplittingGroup[] = [
  {
    name: 'admin-ui',
    test: pkg('ra-core|ra-ui-materialui|@mui[\\\\/](?:material|utils|system|icons-material)|lodash|lodash-es|jsonexport|dom-helpers|react-transition-group|@tanstack[\\\\/][^\\\\/]+|use-sync-external-store|react-hook-form'),
    minShareCount: 2,
    priority: 5,
  },
];

/**
 * Replaces one import of a library module in the public build (the `client` environment) with a stand-in, failing
 * the build if the library no longer has that line, so a new MUI version is looked at instead of shipping unnoticed.
 */
function replaceImportInPublicBuild(name: string, file: RegExp, importLine: string, standIn: string): Plugin {
  return {
    name,
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: file },
      handler(code) {
        if (!code.includes(importLine)) this.error(`${importLine} no está en ${file.source} de MUI: revise el complemento ${name}`);
        return code.replace(importLine, standIn);
      },
    },
  };
}

/**
 * MUI's createTheme imports its CSS-variables theme builder (about 6 KB gzip with its helpers) for themes that
 * ask for `cssVariables`; ours never do (shared/ui/theme.ts: one theme object per colour mode). In the public
 * build that import becomes a function that fails loudly, so a theme that starts asking for CSS variables is
 * noticed at once instead of shipping a broken page.
 */
const muiThemeWithoutCssVariables = () => replaceImportInPublicBuild(
  'mui-theme-without-css-variables',
  /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]createTheme\.js$/,
  'import createThemeWithVars from "./createThemeWithVars.js";',
  'const createThemeWithVars = () => { throw new Error("El sitio público no usa temas con cssVariables (vite.config.ts)."); };',
);

/**
 * The public theme turns the ripple off (public-site/src/config/theme.ts: buttons show keyboard focus with an outline),
 * so ButtonBase never renders TouchRipple; in the public build it is an empty component, which leaves TouchRipple
 * and react-transition-group (about 2.5 KB gzip) out of every page's boot.
 */
const muiButtonsWithoutRipple = () => replaceImportInPublicBuild(
  'mui-buttons-without-ripple',
  /[\\/]@mui[\\/]material[\\/]esm[\\/]ButtonBase[\\/]ButtonBase\.js$/,
  'import TouchRipple from "./TouchRipple.js";',
  'const TouchRipple = () => null;',
);

/**
 * Buttons in `loading` state draw the public theme's light spinner (public-site/src/config/theme.ts), so in the public
 * build Button and IconButton never render CircularProgress: it stays out of every page's boot (about 1 KB gzip).
 */
const muiButtonsWithoutCircularProgress = () => ['Button', 'IconButton'].map((component) => replaceImportInPublicBuild(
  `mui-${component}-without-circular-progress`,
  new RegExp(`[\\\\/]@mui[\\\\/]material[\\\\/]esm[\\\\/]${component}[\\\\/]${component}\\.js$`),
  'import CircularProgress from "../CircularProgress/index.js";',
  'const CircularProgress = () => { throw new Error("El tema público da el indicador de carga de los botones (vite.config.ts)."); };',
));

export default defineConfig(({ command }) => ({
  resolve: {
    // react-router's package exports only its development build (warnings and checks included); ship the other.
    alias: command === 'build'
      ? [
          { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
          { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
        ]
      : [],
  },
  plugins: [react(), muiThemeWithoutCssVariables(), muiButtonsWithoutRipple(), ...muiButtonsWithoutCircularProgress(), buildIdPlugin(), precompressPlugin(), firstLoadReportPlugin()],
  // `vite build` builds both apps, the public site first (it empties the folder).
  builder: {
    // One set of plugin instances: both apps get the same build id.
    sharedPlugins: true,
    async buildApp(builder) {
      // Shared by both builds, so Vite leaves it alone: empty it here.
      fs.rmSync(OUT_DIR, { recursive: true, force: true });
      await builder.build(builder.environments.client);
      await builder.build(builder.environments.prerender);
      await writePrerenderedPages(builder.config.root);
      await builder.build(builder.environments.admin);
    },
  },
  environments: {
    client: app('public', 'public-site/index.html', true),
    admin: app('admin', 'admin/index.html', false, ADMIN_GROUPS),
    // The public pages rendered to HTML at build time (public-site/src/prerender.tsx): one Node bundle with every
    // library inside, so the page code and the renderer share one React, one router and one Emotion.
    prerender: {
      consumer: 'server',
      resolve: { noExternal: true },
      build: {
        outDir: PRERENDER_DIR,
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        ssr: PRERENDER_ENTRY,
      },
    },
  },
}));
