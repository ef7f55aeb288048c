import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { buildUser, listAnswer } from '../test/fakeApi';
import { renderAdmin } from '../test/renderAdmin';
import { buildCampana } from './fixtures';

const staff = buildUser({ permissions: ['campanas.ver', 'campanas.crear', 'plantillas.ver', 'plantillas.crear'] });

describe('<CampanaList>', () => {
  it('shows each campaign with its state in Spanish and how far it went', async () => {
    const rows = [
      buildCampana({ id: 1, nombre: 'Encuesta 2026', estado: 'enviando', total: 400, enviados: 100, pendientes: 300 }),
      buildCampana({ id: 2, nombre: 'Aviso de ceremonia', estado: 'programada', programadaPara: '2026-06-01T16:00:00.000Z' }),
    ];
    renderAdmin('/egresados/correo/enviar', staff, (url) => (url.pathname === '/api/campanas' ? listAnswer('campanas', rows) : undefined));
    const fila = (await screen.findByText('Encuesta 2026', {}, { timeout: 5000 })).closest('tr') as HTMLElement;
    expect(within(fila).getByText('Enviando')).toBeInTheDocument();
    expect(within(fila).getByText('100 de 400')).toBeInTheDocument();
    expect(within(fila).getByRole('progressbar', { name: '100 de 400' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(screen.getByText('Aviso de ceremonia').closest('tr') as HTMLElement).getByText('Programada')).toBeInTheDocument();
  });

  it('starts an empty office with a template first when there is none', async () => {
    renderAdmin('/egresados/correo/enviar', staff, (url) =>
      url.pathname === '/api/campanas' ? listAnswer('campanas', []) : url.pathname === '/api/plantillas' ? listAnswer('plantillas', []) : undefined,
    );
    expect(await screen.findByText('Aún no hay campañas', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Crear una plantilla' })).toHaveAttribute('href', '/egresados/correo/plantillas/create');
    expect(screen.getByRole('link', { name: 'Nueva campaña' })).toHaveAttribute('href', '/egresados/correo/enviar/create');
  });

  it('names the to-do list\'s «en curso» filter in the Estado select and asks the API for its three states', async () => {
    const pedidos: unknown[] = [];
    const filtro = encodeURIComponent(JSON.stringify({ estado: ['programada', 'enviando', 'pausada'] }));
    renderAdmin(`/egresados/correo/enviar?filter=${filtro}`, staff, (url) => {
      if (url.pathname !== '/api/campanas') return undefined;
      pedidos.push(JSON.parse(url.searchParams.get('filter') ?? '{}').estado);
      return listAnswer('campanas', [buildCampana({ id: 2, nombre: 'Aviso de ceremonia', estado: 'programada' })]);
    });
    await screen.findByText('Aviso de ceremonia', {}, { timeout: 5000 });
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('En curso (programada, enviando o en pausa)');
    expect(pedidos).toContainEqual(['programada', 'enviando', 'pausada']);
  });
});
