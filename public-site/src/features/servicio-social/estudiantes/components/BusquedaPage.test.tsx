import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { VacanteBusqueda } from '../../../../../../shared/schemas/servicio-social';
import type { SessionUser } from '../../../../../../shared/auth/session';
import { fakeApi, renderApp, storeSession } from '../../../../test/render-app';
import { escribirBusqueda, leerBusqueda } from './busqueda-url';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});
vi.setConfig({ testTimeout: 60_000 });

const estudiante: SessionUser = { id: 7, name: 'María Núñez', email: 'maria@alumnos.mx', roles: ['estudiante'], permissions: [] };
const vacante: VacanteBusqueda = {
  id: 3, titulo: 'Alfabetización de adultos', institucion: 'Fundación Ejemplo', tipoInstitucion: 'asociacion_civil', programa: 'Educación comunitaria', programaId: 1,
  modalidad: 'presencial', horario: 'matutino', entidadFederativa: 'JC', municipio: 'Zapopan', apoyoEconomico: 0, cupo: 2, lugaresDisponibles: 1,
  publicacionDesde: '2027-01-01', publicacionHasta: '2027-03-01', carreras: [], yaSolicitada: false,
};

describe('búsqueda de vacantes', () => {
  it('reads and writes only what differs from the defaults', () => {
    const b = leerBusqueda(new URLSearchParams('q=salud&modalidad=mixta&apoyo=1&pagina=3&orden=fecha'));
    expect(b).toMatchObject({ q: 'salud', modalidad: 'mixta', apoyo: true, pagina: 3, orden: 'fecha', carrera: '' });
    expect(escribirBusqueda({ ...b, pagina: 1, orden: 'relevancia' }).toString()).toBe('q=salud&modalidad=mixta&apoyo=1');
  });

  it('keeps the filters in the URL, sends them to the API and shows the places left', async () => {
    storeSession(estudiante);
    const api = fakeApi({
      'GET /api/user': { status: 200, body: estudiante },
      'GET /api/catalogos/programas': { status: 200, body: { niveles: [] } },
      'GET /api/servicio-social/busqueda': { status: 200, body: [vacante] },
    });
    renderApp('/servicio-social/estudiantes/busqueda?q=adultos&pagina=2', api);
    expect(await screen.findByText('1 lugar disponible', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar vacantes', { selector: 'input' })).toHaveValue('adultos');
    fireEvent.change(screen.getByLabelText('Modalidad', { selector: 'select' }), { target: { value: 'presencial' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/servicio-social/estudiantes/busqueda?q=adultos&modalidad=presencial'));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/servicio-social/busqueda')).toHaveLength(2));
    const urls = (api.fetch as unknown as { mock: { calls: [string][] } }).mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/busqueda'));
    const ultima = new URL(urls.at(-1)!, 'http://x');
    expect(JSON.parse(ultima.searchParams.get('filter')!)).toEqual({ modalidad: 'presencial' });
    expect(ultima.searchParams.get('q')).toBe('adultos');
    // A new filter starts again at the first page.
    expect(JSON.parse(ultima.searchParams.get('range')!)).toEqual([0, 9]);
    expect(JSON.parse(new URL(urls[0], 'http://x').searchParams.get('range')!)).toEqual([10, 19]);
  });
});
