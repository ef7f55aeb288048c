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

/** A long report: 23 programs with long names, largest first (276 graduates in all). */
const largo = (n = 23) => ({
  total: (n * (n + 1)) / 2,
  filas: Array.from({ length: n }, (_, i) => ({
    valor: i + 1,
    etiqueta: `Licenciatura en Ciencias de la Comunicación Número ${i + 1} (Licenciatura)`,
    total: n - i,
    porcentaje: 1,
  })),
});

/** matchMedia as a browser this wide answers it (MUI's breakpoints ask min-width and max-width). */
function anchoDePantalla(ancho: number) {
  vi.stubGlobal('matchMedia', vi.fn((query: string) => {
    const min = Number(/min-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0);
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    return { matches: ancho >= min && ancho <= max, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} };
  }));
}

function api(overrides: { reporte?: Partial<Reporte>; indicadores?: Partial<Indicadores> } = {}) {
  const calls: URL[] = [];
  const route: Route = (url, init) => {
    if (url.pathname === '/api/egresados/reportes') {
      calls.push(url);
      return { body: { ...reporte(url.searchParams.get('dimension') as Reporte['dimension'], JSON.parse(url.searchParams.get('filter') ?? '{}')), ...overrides.reporte } };
    }
    if (url.pathname === '/api/egresados/reportes/indicadores') return { body: { ...indicadores, ...overrides.indicadores } };
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
    expect(filas).toEqual(['ProgramaEgresadosPorcentaje', 'Total8100 %', 'Enfermería675 %', 'Arquitectura225 %']);
    const grafica = screen.getByRole('img', { name: /Gráfica de barras: egresados por programa/ });
    expect([...grafica.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Enfermería6 · 75 %', 'Arquitectura2 · 25 %']);
    // Everything fits on one page: no page controls.
    expect(screen.queryByRole('navigation', { name: /^Páginas de la tabla/ })).not.toBeInTheDocument();
  });

  it('pages a long report: the total first, then ten rows, and the bars of those rows with their full names', async () => {
    renderAdmin('/egresados/reportes', admin, api({ reporte: largo() }).route);
    const tabla = await screen.findByRole('table', { name: 'Tabla de egresados por programa' });
    const paginas = screen.getByRole('navigation', { name: 'Páginas de la tabla de egresados por programa' });
    const filas = () => within(tabla).getAllByRole('row').map((row) => row.textContent);
    const barras = () => [...screen.getByRole('img', { name: /Gráfica de barras/ }).querySelectorAll('li')].map((li) => li.textContent);
    expect(filas()).toHaveLength(12);
    expect(filas()[1]).toBe('Total276100 %');
    expect(filas()[2]).toBe('Licenciatura en Ciencias de la Comunicación Número 1 (Licenciatura)231 %');
    expect(within(paginas).getByText('1–10 de 23 (página 1 de 3)')).toBeInTheDocument();
    expect(barras()).toHaveLength(10);
    expect(barras()[9]).toBe('Licenciatura en Ciencias de la Comunicación Número 10 (Licenciatura)14 · 1 %');

    await userEvent.click(within(paginas).getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(within(paginas).getByText('11–20 de 23 (página 2 de 3)')).toBeInTheDocument();
    expect(filas()[1]).toBe('Total276100 %');
    expect(filas()[2]).toMatch(/^Licenciatura en Ciencias de la Comunicación Número 11 \(Licenciatura\)13/);
    expect(barras()[0]).toMatch(/^Licenciatura en Ciencias de la Comunicación Número 11 \(Licenciatura\)13/);

    await userEvent.click(within(paginas).getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(within(paginas).getByText('21–23 de 23 (página 3 de 3)')).toBeInTheDocument();
    expect(filas()).toHaveLength(5);
    expect(barras()).toHaveLength(3);
  });

  it('shows the key figures of the filtered graduates before the filters', async () => {
    renderAdmin('/egresados/reportes', admin, api().route);
    const cifras = await screen.findByRole('region', { name: 'Cifras clave' });
    const pares = within(cifras).getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(pares).toEqual(['Egresados: 8', 'Tasa de titulación: 50 %', 'Tasa de empleo: 50 %', 'Correo verificado: 50 %', 'Cobertura: 200 %']);
    const filtros = screen.getByRole('heading', { name: 'Filtros del reporte' });
    expect(cifras.compareDocumentPosition(filtros) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('on a phone, folds the filters behind a button that says how many are on', async () => {
    anchoDePantalla(375);
    renderAdmin(`/egresados/reportes?filter=${encodeURIComponent(JSON.stringify({ titulado: true }))}`, admin, api().route);
    const boton = await screen.findByRole('button', { name: 'Mostrar filtros (1 activo)' });
    expect(boton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('combobox', { name: 'Contar egresados por' })).toBeVisible();
    await userEvent.click(boton);
    expect(screen.getByRole('button', { name: 'Ocultar filtros' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Origen' })).toBeInTheDocument();
    vi.unstubAllGlobals();
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

  it('pages the indicators, with their totals first on every page', async () => {
    const filas = Array.from({ length: 15 }, (_, i) => fila({ programaId: i + 1, programa: `Programa ${i + 1}`, anioEgreso: 2010 + i }));
    renderAdmin('/egresados/reportes', admin, api({ indicadores: { filas } }).route);
    const tabla = await screen.findByRole('table', { name: 'Tabla de indicadores por programa y generación' });
    const paginas = screen.getByRole('navigation', { name: 'Páginas de la tabla de indicadores por programa y generación' });
    expect(within(paginas).getByText('1–10 de 15 (página 1 de 2)')).toBeInTheDocument();
    let renglones = within(tabla).getAllByRole('row');
    expect(renglones).toHaveLength(12);
    expect(renglones[1]).toHaveTextContent(/^Total/);
    await userEvent.click(within(paginas).getByRole('button', { name: 'Ir a la página siguiente' }));
    renglones = within(tabla).getAllByRole('row');
    expect(renglones).toHaveLength(7);
    expect(renglones[1]).toHaveTextContent(/^Total/);
    expect(renglones[2]).toHaveTextContent(/^Programa 11/);
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
