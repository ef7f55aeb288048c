import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FilaIndicador, Indicadores, Reporte } from '../../../shared/schemas/reportes';
import { buildUser, listAnswer, type Route } from '../test/fakeApi';
import { renderAdmin } from '../test/renderAdmin';

const admin = buildUser({ roles: ['administrador'] });

const reporte = (dimension: Reporte['dimension'], filtro: Record<string, unknown>): Reporte => ({
  dimension,
  filtro,
  total: 8,
  filas: [
    { valor: 1, etiqueta: 'Enfermería', total: 6, porcentaje: 75 },
    { valor: 2, etiqueta: 'Arquitectura', total: 2, porcentaje: 25 },
  ],
});

const fila = (overrides: Partial<FilaIndicador>): FilaIndicador => ({
  programaId: 1, programa: 'Enfermería', nivel: 'Licenciatura', anioEgreso: 2022, esperados: null, registrados: 6, cobertura: null,
  titulados: 3, tasaTitulacion: 50, empleados: 2, conSituacion: 4, tasaEmpleo: 50, verificados: 3, tasaVerificacion: 50, ...overrides,
});

const indicadores: Indicadores = {
  agrupar: 'programa_cohorte',
  filtro: {},
  filas: [fila({}), fila({ programaId: 2, programa: 'Arquitectura', esperados: 4, registrados: 2, cobertura: 50 })],
  totales: fila({ programaId: null, programa: null, nivel: null, anioEgreso: null, esperados: 4, registrados: 8, cobertura: 200 }),
};

function api(overrides: { reporte?: Partial<Reporte> } = {}) {
  const calls: URL[] = [];
  const route: Route = (url, init) => {
    if (url.pathname === '/api/egresados/reportes') {
      calls.push(url);
      return { body: { ...reporte(url.searchParams.get('dimension') as Reporte['dimension'], JSON.parse(url.searchParams.get('filter') ?? '{}')), ...overrides.reporte } };
    }
    if (url.pathname === '/api/egresados/reportes/indicadores') return { body: indicadores };
    if (url.pathname === '/api/egresados/reportes/exportar/enlace' && init.method === 'POST') return { body: { url: '/api/egresados/reportes/exportar?token=abc' } };
    if (url.pathname === '/api/programas') return listAnswer('programas', [{ id: 1, nombre: 'Enfermería', clave: 'ENF', nivelId: 1, activo: true }]);
    if (url.pathname === '/api/niveles') return listAnswer('niveles', [{ id: 1, nombre: 'Licenciatura', clave: 'LIC', orden: 1, activo: true }]);
    return undefined;
  };
  return { route, calls };
}

// The page is a lazy chunk in App.tsx; load it once up front so the first test is not timed on the import.
beforeAll(() => import('./ReportesPage'), 60_000);

describe('<ReportesPage>', () => {
  it('asks for the dimension and filter in the URL and shows counts, percentages and a total', async () => {
    const { route, calls } = api();
    renderAdmin(`/egresados/reportes?dimension=programa&filter=${encodeURIComponent(JSON.stringify({ titulado: true }))}`, admin, route);
    const tabla = await screen.findByRole('table', { name: 'Tabla de egresados por programa' });
    expect(calls[0].searchParams.get('dimension')).toBe('programa');
    expect(JSON.parse(calls[0].searchParams.get('filter')!)).toEqual({ titulado: true });
    const filas = within(tabla).getAllByRole('row').map((row) => row.textContent);
    expect(filas).toEqual(['ProgramaEgresadosPorcentaje', 'Enfermería675 %', 'Arquitectura225 %', 'Total8100 %']);
    expect(screen.getByRole('img', { name: /Gráfica de barras: egresados por programa/ })).toBeInTheDocument();
  });

  it('requests another dimension when the user picks it', async () => {
    const { route, calls } = api();
    renderAdmin('/egresados/reportes', admin, route);
    await screen.findByRole('table', { name: 'Tabla de egresados por programa' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Contar egresados por' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Situación laboral' }));
    expect(await screen.findByRole('table', { name: 'Tabla de egresados por situación laboral' })).toBeInTheDocument();
    expect(calls.at(-1)!.searchParams.get('dimension')).toBe('situacionLaboral');
  });

  it('follows the list filters the user sets, and clears them', async () => {
    const { route, calls } = api();
    renderAdmin('/egresados/reportes?dimension=sexo', admin, route);
    await screen.findByRole('table', { name: 'Tabla de egresados por sexo' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Origen' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carga masiva' }));
    await waitFor(() => expect(JSON.parse(calls.at(-1)!.searchParams.get('filter')!)).toEqual({ origen: 'carga_masiva' }));
    expect(calls.at(-1)!.searchParams.get('dimension')).toBe('sexo');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(JSON.parse(calls.at(-1)!.searchParams.get('filter')!)).toEqual({}));
  });

  it('shows the indicators, with a link to capture missing expected graduates', async () => {
    const { route } = api();
    renderAdmin('/egresados/reportes', admin, route);
    const tabla = await screen.findByRole('table', { name: 'Tabla de indicadores por programa y generación' });
    const enlace = await within(tabla).findByRole('link', { name: /^Sin capturar: capturar egresados esperados de Enfermería 2022/ });
    expect(decodeURIComponent(enlace.getAttribute('href')!)).toBe('/egresados/cohortes/create?source={"programaId":1,"anioEgreso":2022}');
    expect(within(tabla).getByText('200 %')).toBeInTheDocument();
  });

  it('says so in Spanish when nothing matches', async () => {
    const { route } = api({ reporte: { total: 0, filas: [] } });
    renderAdmin('/egresados/reportes', admin, route);
    expect(await screen.findByText('No hay egresados con estos filtros')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
  });

  it('exports exactly what is on screen', async () => {
    const { route } = api();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const view = renderAdmin(`/egresados/reportes?dimension=nivel&agrupar=programa&filter=${encodeURIComponent(JSON.stringify({ anioEgreso: 2022 }))}`, admin, route);
    await screen.findByRole('table', { name: 'Tabla de egresados por nivel' });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'PDF' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/egresados/reportes/exportar?token=abc'));
    const post = view.fetch.mock.calls.find(([input]) => String(input).includes('/exportar/enlace'))!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ formato: 'pdf', dimension: 'nivel', agrupar: 'programa', filter: { anioEgreso: 2022 } });
    vi.unstubAllGlobals();
  });

  it('is refused without reportes.ver', async () => {
    renderAdmin('/egresados/reportes', buildUser({ permissions: ['egresados.ver'] }), api().route);
    expect(await screen.findByText('No tiene los permisos necesarios para ver esta página')).toBeInTheDocument();
  });
});
