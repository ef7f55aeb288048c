import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DestacadoPublico } from '../../../../../../shared/schemas/servicio-social';
import { fakeApi, renderApp } from '../../../../test/render-app';
import { conModificadores } from './DestacadosPage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});
vi.setConfig({ testTimeout: 60_000 });

const proyecto: DestacadoPublico = {
  id: 4, titulo: 'Doce casas para Tlaquepaque', historia: '<p>Diseñaron <strong>doce</strong> viviendas.</p>', institucion: 'Fundación Techo Digno A.C.',
  programa: 'Vivienda digna', fotos: [{ id: 'a1', url: '/_ipx/_/ss/publica/a1' }, { id: 'b2', url: '/_ipx/_/ss/publica/b2' }],
};

describe('servicio social destacado', () => {
  it('puts the size in the first /_ipx segment', () => {
    expect(conModificadores('/_ipx/_/ss/publica/a1', 640)).toBe('/_ipx/w_640,h_427,fit_cover,f_webp/ss/publica/a1');
  });

  it('shows each published project with its institution, program, story and photos in several sizes', async () => {
    const api = fakeApi({ 'GET /api/servicio-social/destacados/publicos': { status: 200, body: [proyecto] } });
    renderApp('/servicio-social/destacados', api);
    const articulo = await screen.findByRole('article', { name: 'Doce casas para Tlaquepaque' }, { timeout: 30_000 });
    expect(within(articulo).getByText('Fundación Techo Digno A.C. · Vivienda digna')).toBeInTheDocument();
    expect(within(articulo).getByText('doce').tagName).toBe('STRONG');
    const fotos = within(articulo).getAllByRole('img');
    expect(fotos.map((f) => f.getAttribute('alt'))).toEqual(['Doce casas para Tlaquepaque: foto 1', 'Doce casas para Tlaquepaque: foto 2']);
    expect(fotos[0].getAttribute('srcset')).toContain('/_ipx/w_320,h_213,fit_cover,f_webp/ss/publica/a1 320w');
    expect(fotos[0]).toHaveAttribute('loading', 'eager');
    expect(fotos[1]).toHaveAttribute('loading', 'lazy');
  });

  it('says so when nothing is published yet', async () => {
    renderApp('/servicio-social/destacados', fakeApi({ 'GET /api/servicio-social/destacados/publicos': { status: 200, body: [] } }));
    expect(await screen.findByText('Todavía no hay proyectos destacados publicados.', {}, { timeout: 30_000 })).toBeInTheDocument();
  });
});
