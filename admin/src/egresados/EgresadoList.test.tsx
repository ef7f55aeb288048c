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

describe('<EgresadoList> totals', () => {
  const row = {
    id: 7, matricula: 'A0012345', nombre: 'José', apellidoPaterno: 'Núñez', apellidoMaterno: null, curp: null, correo: 'jose@correo.mx',
    telefono: null, programa: 'Derecho', nivel: 'Licenciatura', anioEgreso: 2021, titulado: false, situacionLaboral: null,
    origen: 'captura', verificado: false,
  };
  const answer = (estimado: boolean): Route => (url) => {
    if (url.pathname !== '/api/egresados') return undefined;
    const headers: Record<string, string> = { 'Content-Range': 'egresados 0-0/100000' };
    if (estimado) headers['X-Total-Estimado'] = '1';
    return { body: [row], headers };
  };
  const staff = buildUser({ permissions: ['egresados.ver'] });

  it('says «aprox.» when the server estimated the total', async () => {
    renderAdmin('/egresados', staff, answer(true));
    expect(await screen.findByText('1-25 de aprox. 100,000', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('shows a counted total as it is', async () => {
    renderAdmin('/egresados', staff, answer(false));
    expect(await screen.findByText('1-25 de 100000', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(/aprox\./)).toBeNull();
  });
});

// Issue 34, item 6: the filter form hides the helper text of its inputs; a wrapper that dropped that prop left the
// search box described by an empty paragraph, named only by its placeholder (axe's label-title-only).
describe('<EgresadoList> search box', () => {
  it('says what it searches and is described by nothing', async () => {
    const row = { id: 1, matricula: 'A1', nombre: 'Ana', apellidoPaterno: 'Ruiz', programa: 'Derecho', nivel: 'Licenciatura', anioEgreso: 2021, titulado: false };
    renderAdmin('/egresados', buildUser({ permissions: ['egresados.ver'] }), (url) => (url.pathname === '/api/egresados' ? listAnswer('egresados', [row]) : undefined));
    const busqueda = await screen.findByPlaceholderText('Buscar por nombre, matrícula, CURP o correo', {}, { timeout: 40_000 });
    expect(busqueda).not.toHaveAttribute('aria-describedby');
  }, 60_000);
});
