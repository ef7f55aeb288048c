import { describe, expect, it } from 'vitest';
import { documentTitle, matchRoute, routes } from './routes';

describe('route table', () => {
  it('paths are unique and titles Spanish-non-empty', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of routes) expect(r.title.trim()).not.toBe('');
  });

  it('matches exact paths, trailing slashes and query strings', () => {
    expect(matchRoute('/login', false)?.app).toBe('public');
    expect(matchRoute('/dashboard/', false)?.app).toBe('admin');
    expect(matchRoute('/login?next=/x', false)?.path).toBe('/login');
  });

  it('gives admin resources their sub-paths (create, edit, show)', () => {
    expect(matchRoute('/egresados/usuarios/create', false)?.path).toBe('/egresados/usuarios');
    expect(matchRoute('/servicio-social/administracion/roles/3/show', false)?.app).toBe('admin');
    expect(matchRoute('/dashboard/otra', false)).toBeUndefined();
  });

  it('serves developer pages only in development', () => {
    expect(matchRoute('/test/colores', false)).toBeUndefined();
    expect(matchRoute('/test/colores', true)?.title).toBe('Colores Personalizados');
  });

  it('titles unknown paths as the 404 page', () => {
    expect(documentTitle(undefined)).toMatch(/^Página no encontrada/);
    expect(documentTitle(matchRoute('/login', false))).toMatch(/^Iniciar sesión/);
  });

  it('picks the longest prefix and keeps the public egresados pages public', () => {
    expect(matchRoute('/egresados/niveles/3', false)?.path).toBe('/egresados/niveles');
    expect(matchRoute('/egresados/15/show', false)?.path).toBe('/egresados');
    expect(matchRoute('/egresados/registro', false)?.app).toBe('public');
    expect(matchRoute('/egresados/crear', false)?.guard).toBe('admin');
    expect(matchRoute('/egresados/test', false)).toBeUndefined();
    expect(matchRoute('/egresados/test', true)?.dev).toBe(true);
  });
});
