import { describe, expect, it } from 'vitest';
import { routes } from '../../../shared/routes';
import { LAYOUTS } from '../layouts';
import { pageFor, pages } from './pages';
import { publicRoutes } from './router';

describe('the public app covers its part of the route table', () => {
  it('every public route (developer pages included in development) has a page and a layout', () => {
    for (const route of publicRoutes(true)) {
      expect(pageFor(route.path), route.path).toBeDefined();
      expect(route.layout in LAYOUTS, `${route.path} → ${route.layout}`).toBe(true);
    }
  });

  it('registers no page the table does not list', () => {
    const listed = new Set(routes.filter((r) => r.app === 'public').map((r) => r.path));
    for (const path of Object.keys(pages)) expect(listed.has(path), path).toBe(true);
  });

  it('leaves developer pages out when not in development', () => {
    expect(publicRoutes(false).some((r) => r.dev)).toBe(false);
    expect(publicRoutes(true).filter((r) => r.dev).map((r) => r.path)).toEqual([
      '/test/colores',
      '/test/test-api',
      '/test/dashboard',
      '/test/ejemplo-servicio',
      '/test/responsive-radio',
      '/egresados/test',
    ]);
  });
});
