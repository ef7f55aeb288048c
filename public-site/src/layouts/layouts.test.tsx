import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { createApiClient } from '../lib/api-client';
import { fakeApi } from '../test/render-app';
import { AwardsLayout, PublicGraduatesLayout, ServicioSocialLayout } from './index';

afterEach(() => vi.unstubAllGlobals());

function renderIn(Layout: () => React.JSX.Element, path: string) {
  const api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppProvider client={createApiClient({ fetch: api.fetch })}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="*" element={<h1>Página del área</h1>} />
          </Route>
        </Routes>
      </AppProvider>
    </MemoryRouter>,
  );
}

describe('area layouts', () => {
  it('awards-layout has the awards menu, marking the current page', async () => {
    renderIn(AwardsLayout, '/postulaciones/categorias');
    const menu = within(await screen.findByRole('navigation', { name: 'Menú de postulaciones' }));
    expect(menu.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Postulaciones', '/postulaciones'],
      ['Nuevo postulante', '/postulaciones/crear'],
      ['Categorías', '/postulaciones/categorias'],
      ['Evaluación', '/postulaciones/evaluacion'],
      ['Resultados', '/postulaciones/resultados'],
      ['Ganadores', '/postulaciones/ganadores'],
    ]);
    expect(menu.getByRole('link', { name: 'Categorías' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Página del área' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('publicgraduates carries the graduates branding around the page', async () => {
    renderIn(PublicGraduatesLayout, '/egresados/registro');
    expect(await screen.findByTestId('area-banner')).toHaveTextContent('Egresados');
    expect(screen.getByRole('heading', { name: 'Página del área' })).toBeInTheDocument();
  });

  it('servicio-social has its own menu', async () => {
    renderIn(ServicioSocialLayout, '/servicioSocial');
    const menu = within(await screen.findByRole('navigation', { name: 'Menú de servicio social' }));
    expect(menu.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Registro de estudiantes' })).toHaveAttribute('href', '/registro/estudiantes');
  });
});
