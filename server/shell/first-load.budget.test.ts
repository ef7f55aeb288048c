// Runs after `npm run build` (npm run test:budget): bytes, not time.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ENTRY, adminFirstLoad, adminScreenModules, BUDGETED_PATHS, manifestKey, publicPageModules, readManifest,
  staticClosure,
} from './first-load';
import { DIST, ROOT } from './serve';
import { readPrerenderedPages } from './prerender';

describe('first load of the built apps', () => {
  // The JavaScript each page receives is measured in Chromium: first-load.browser.budget.test.ts.
  it.each(BUDGETED_PATHS)('%s is prerendered: its heading and styles are in the HTML, with no inline script', (route) => {
    const page = readPrerenderedPages(DIST).get(route);
    expect(page, `${route} no se prerenderizó (npm run build)`).toBeDefined();
    expect(page!.html).toMatch(/<h1[^>]*>[^<]+/);
    expect(page!.html).toContain('<header');
    expect(page!.html).not.toContain('<script');
    expect(page!.styles).toMatch(/^<style data-emotion="css-global /);
  });

  it('every public page is its own lazy chunk, outside the entry', () => {
    const manifest = readManifest(DIST, 'public');
    const entry = staticClosure(manifest, ['public-site/index.html']);
    const pages = Object.entries(manifest).filter(([, c]) => c.isDynamicEntry && c.src?.includes('/components/') && c.src.endsWith('Page.tsx'));
    // Several routes may share one page module (the six letters of a student's service are one editor page).
    const modules = new Set(publicPageModules(ROOT).values());
    expect(pages.length).toBeGreaterThanOrEqual(modules.size);
    for (const [key] of pages) expect(entry.has(key), key).toBe(false);
  });

  it('nothing from the server, Drizzle or the admin app is in the public build', () => {
    const manifest = readManifest(DIST, 'public');
    const sources = Object.values(manifest).map((c) => c.src ?? '');
    expect(sources.filter((s) => /^(server|admin)\//.test(s) || /drizzle|pglite|node_modules\/pg\//.test(s))).toEqual([]);
  });

  it('the admin app keeps its heavy pages out of its first load', () => {
    const manifest = readManifest(DIST, 'admin');
    const first = staticClosure(manifest, [ADMIN_ENTRY]);
    const lazy = Object.entries(manifest).filter(([, c]) => c.isDynamicEntry).map(([key]) => key);
    expect(lazy.length).toBeGreaterThan(0);
    for (const key of lazy) expect(first.has(key), key).toBe(false);
    expect(adminFirstLoad(DIST).jsGzip).toBeGreaterThan(0);
    expect(path.isAbsolute(DIST)).toBe(true);
  });

  it('every admin screen is its own lazy chunk: outside the entry, and no screen loads another one with it', () => {
    const manifest = readManifest(DIST, 'admin');
    const entry = staticClosure(manifest, [ADMIN_ENTRY]);
    const modules = adminScreenModules(ROOT);
    expect(modules.length).toBeGreaterThan(50);
    const keys = modules.map((module) => {
      const key = manifestKey(manifest, module);
      expect(key, `${module} no está en la compilación de administración`).toBeDefined();
      expect(manifest[key!].isDynamicEntry, `${module} no es un fragmento diferido propio`).toBe(true);
      return key!;
    });
    const screenFiles = new Map(keys.map((key) => [manifest[key].file, key]));
    // Two screens in one file would mean one's code rides along with the other.
    expect(screenFiles.size).toBe(keys.length);
    for (const key of keys) {
      expect(entry.has(key), `${key} está en la primera carga`).toBe(false);
      const loaded = [...staticClosure(manifest, [key])].filter((other) => other !== key && screenFiles.has(manifest[other].file));
      expect(loaded, `${key} carga otras pantallas`).toEqual([]);
    }
  });
});
