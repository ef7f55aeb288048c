import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { buildUser, listAnswer, type Route } from '../test/fakeApi';
import { renderAdmin } from '../test/renderAdmin';

const empty: Route = (url) => (url.pathname === '/api/egresados' ? listAnswer('egresados', []) : undefined);

describe('<EgresadoList> with no graduates yet', () => {
  it('offers the ways records arrive that the user may use', async () => {
    renderAdmin('/egresados', buildUser({ permissions: ['egresados.ver', 'importaciones.crear'] }), empty);
    expect(await screen.findByRole('heading', { name: 'Todavía no hay egresados' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cargar un archivo' })).toHaveAttribute('href', '/egresados/cargamasiva');
    // Capturing one by one is for administrators.
    expect(screen.queryByRole('link', { name: 'Capturar un egresado' })).toBeNull();
  });

  it('gives administrators both', async () => {
    renderAdmin('/egresados', buildUser({ roles: ['administrador'] }), empty);
    expect(await screen.findByRole('link', { name: 'Capturar un egresado' })).toHaveAttribute('href', '/egresados/crear');
    expect(await screen.findByRole('link', { name: 'Cargar un archivo' })).toBeInTheDocument();
  });
});
